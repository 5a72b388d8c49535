import { Typography } from 'antd';
import { formatDateTime } from '@/lib/format';
import { dayOfMs, shanghaiToday } from '@/lib/shanghai-day';

/** When the figures were last brought up to date, Shanghai time: the time of day, with the date when it was not today. */
export function UpdatedAt({ at }: { at: number | null | undefined }) {
  if (at === null || at === undefined) return null;
  const moment = formatDateTime(at);
  const text = dayOfMs(at) === shanghaiToday() ? moment.slice(11) : moment;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
      数据更新于 {text}
    </Typography.Text>
  );
}
