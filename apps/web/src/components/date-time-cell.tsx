import { Flex, Typography } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';
import { shanghaiIso } from '@/lib/shanghai-day';

/** A timestamp on two lines (date, then time) in Asia/Shanghai time, for tables with many columns. */
export function DateTimeCell({ value }: { value: number | null }) {
  if (value === null) return <>{EMPTY_TEXT}</>;
  const iso = shanghaiIso(value);
  return (
    <Flex vertical style={{ lineHeight: 1.4 }}>
      <span>{iso.slice(0, 10)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {iso.slice(11, 19)}
      </Typography.Text>
    </Flex>
  );
}
