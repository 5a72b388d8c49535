import { Typography } from 'antd';
import { EMPTY_TEXT, formatDateTime } from '@/lib/format';
import { timeAgo } from './delivery-format';

interface MomentWithAgeProps {
  at: number | null;
  /** When the figures were fetched: ages count from there, so the text stays true to the data shown. */
  now: number;
}

/** A moment and how long ago it was, e.g. 2026-11-15 14:03:22（12 分钟前）. */
export function MomentWithAge({ at, now }: MomentWithAgeProps) {
  if (at === null) return <>{EMPTY_TEXT}</>;
  return (
    <span>
      {formatDateTime(at)}
      <Typography.Text type="secondary">（{timeAgo(at, now)}）</Typography.Text>
    </span>
  );
}
