import type { DeliveryDetail } from '@ops/contracts/integration';
import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import { EMPTY_TEXT, formatDateTime } from '@/lib/format';
import { lastAnswerText } from './delivery-format';
import { DeliveryStatusTag } from './delivery-status-tag';
import { DeliverySubject } from './delivery-subject';
import { EventTypeCell } from './event-type-cell';

interface DeliveryDetailSummaryProps {
  detail: DeliveryDetail;
  /** Following the user link leaves the dialog. */
  onLeave: () => void;
}

/** The event and where its delivery stands: what, about whom, by whom and when; status, attempts and the last answer. */
export function DeliveryDetailSummary({ detail, onLeave }: DeliveryDetailSummaryProps) {
  const { row } = detail;
  const waiting = row.status === 'pending' || row.status === 'retrying';
  const items: DescriptionsProps['items'] = [
    { key: 'sequence', label: '事件编号', children: row.sequence },
    { key: 'status', label: '状态', children: <DeliveryStatusTag status={row.status} /> },
    {
      key: 'eventId',
      label: '事件 ID',
      span: 'filled',
      children: <Typography.Text copyable={{ tooltips: ['复制事件 ID', '已复制'] }}>{row.eventId}</Typography.Text>,
    },
    { key: 'type', label: '类型', children: <EventTypeCell type={row.type} operatorName={row.operatorName} /> },
    { key: 'subject', label: '对象', children: <DeliverySubject type={row.subjectType} id={row.subjectId} onLeave={onLeave} /> },
    { key: 'operator', label: '操作人', children: row.operatorName },
    { key: 'occurredAt', label: '发生时间', children: formatDateTime(row.occurredAt) },
    { key: 'attempts', label: '尝试次数', children: row.attempts },
    { key: 'lastAttemptAt', label: '最近尝试', children: formatDateTime(row.lastAttemptAt) },
    {
      key: 'lastAnswer',
      label: '最近应答',
      span: 'filled',
      children: <span style={{ wordBreak: 'break-word' }}>{lastAnswerText(row) ?? EMPTY_TEXT}</span>,
    },
    { key: 'nextAttemptAt', label: '下次重试', children: waiting ? formatDateTime(row.nextAttemptAt) : EMPTY_TEXT },
    { key: 'deliveredAt', label: '投递时间', children: formatDateTime(row.deliveredAt) },
  ];
  return <Descriptions bordered size="small" column={2} items={items} styles={{ label: { width: 96 } }} data-testid="delivery-summary" />;
}
