import { Typography } from 'antd';
import { dayOfMs, shanghaiToday } from '@/lib/shanghai-day';
import { shanghaiDateTime } from './partial-day';

/** When the figures were last brought up to date, Shanghai time: the time of day, with the date when it was not today. */
export function UpdatedAt({ at }: { at: number | null | undefined }) {
  if (at === null || at === undefined) return null;
  const moment = shanghaiDateTime(at);
  const text = dayOfMs(at) === shanghaiToday() ? moment.slice(11) : moment;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
      数据更新于 {text}
    </Typography.Text>
  );
}
