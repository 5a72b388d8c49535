import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled block inside a card: the title (with an optional tag beside it), then the content. */
export function SectionTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
