import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { UpdatedAt } from './updated-at';

interface StatsReportCardProps {
  title: ReactNode;
  updatedAt: number | null | undefined;
  /** Shown in the header before the update time (e.g. a legend). */
  extra?: ReactNode;
  chart: ReactNode;
  children: ReactNode;
}

/** A statistics page's figures: the trend chart above the table. */
export function StatsReportCard({ title, updatedAt, extra, chart, children }: StatsReportCardProps) {
  return (
    <Card
      title={title}
      extra={
        <Flex align="center" gap={16}>
          {extra}
          <UpdatedAt at={updatedAt} />
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {chart}
        {children}
      </Flex>
    </Card>
  );
}
