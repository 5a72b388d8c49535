import type { DeliveryRow } from '@ops/contracts/integration';
import { Typography } from 'antd';
import { EMPTY_TEXT } from '@/lib/format';
import { lastAnswerText } from './delivery-format';

/** 最近应答 on one line, cut with … and shown whole on hover; red when the last attempt did not get a 2xx. */
export function LastAnswerCell({ row }: { row: DeliveryRow }) {
  const text = lastAnswerText(row);
  if (text === null) return <>{EMPTY_TEXT}</>;
  const ok = row.lastStatus !== null && row.lastStatus >= 200 && row.lastStatus < 300;
  return (
    <Typography.Text type={ok ? undefined : 'danger'} ellipsis={{ tooltip: { title: text, placement: 'topLeft' } }}>
      {text}
    </Typography.Text>
  );
}
