import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { EMPTY_TEXT } from '@/lib/format';

/** A timestamp on two lines (date, then time), for tables with many columns. */
export function DateTimeCell({ value }: { value: number | null }) {
  if (value === null) return <>{EMPTY_TEXT}</>;
  const moment = dayjs(value);
  return (
    <Flex vertical style={{ lineHeight: 1.4 }}>
      <span>{moment.format('YYYY-MM-DD')}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {moment.format('HH:mm:ss')}
      </Typography.Text>
    </Flex>
  );
}
