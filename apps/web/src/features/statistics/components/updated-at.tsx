import { Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDateTime } from '@/lib/format';

/** When the figures were last brought up to date: the time of day, with the date when it was not today. */
export function UpdatedAt({ at }: { at: number | null | undefined }) {
  if (at === null || at === undefined) return null;
  const moment = dayjs(at);
  const text = moment.isSame(dayjs(), 'day') ? moment.format('HH:mm:ss') : formatDateTime(at);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
      数据更新于 {text}
    </Typography.Text>
  );
}
