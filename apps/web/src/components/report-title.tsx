import { Flex, Typography } from 'antd';

/** The card heading: the page title and the days the figures cover. */
export function ReportTitle({ title, range }: { title: string; range: { from: string; to: string } | undefined }) {
  const days = range ? (range.from === range.to ? range.from : `${range.from} 至 ${range.to}`) : null;
  return (
    <Flex align="baseline" gap={12} wrap>
      <span>{title}</span>
      {days ? (
        <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
          {days}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
