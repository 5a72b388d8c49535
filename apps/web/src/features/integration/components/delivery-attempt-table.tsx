import type { DeliveryAttempt } from '@ops/contracts/integration';
import { Table, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { orDash } from '@/lib/format';
import { tableLocale } from '@/lib/table';

/** Receiver text cut to one line; the whole of it, line breaks kept, on hover. */
function Clipped({ text }: { text: string | null }) {
  if (text === null || text.trim() === '') return <>{orDash(null)}</>;
  const whole = <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</span>;
  return (
    <Typography.Text ellipsis={{ tooltip: { title: whole, placement: 'topLeft', styles: { root: { maxWidth: 480 } } } }}>{text}</Typography.Text>
  );
}

const columns: TableProps<DeliveryAttempt>['columns'] = [
  { title: '尝试时间', dataIndex: 'attemptedAt', key: 'attemptedAt', width: 104, render: (value: number) => <DateTimeCell value={value} /> },
  { title: '耗时 (ms)', dataIndex: 'durationMs', key: 'durationMs', width: 84, align: 'right' },
  { title: 'HTTP 状态', dataIndex: 'status', key: 'status', width: 84, render: (value: number | null) => orDash(value) },
  { title: '错误', dataIndex: 'error', key: 'error', width: '30%', render: (value: string | null) => <Clipped text={value} /> },
  { title: '应答摘要', dataIndex: 'responseExcerpt', key: 'responseExcerpt', render: (value: string | null) => <Clipped text={value} /> },
];

/** 投递记录: every attempt, newest first. */
export function DeliveryAttemptTable({ attempts }: { attempts: DeliveryAttempt[] }) {
  return (
    <Table<DeliveryAttempt>
      rowKey="id"
      size="small"
      bordered
      columns={columns}
      dataSource={attempts}
      pagination={false}
      locale={tableLocale}
      tableLayout="fixed"
      data-testid="delivery-attempts"
    />
  );
}
