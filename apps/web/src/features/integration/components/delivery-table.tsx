import { INTEGRATION_MSG, type DeliveryList, type DeliveryRow } from '@ops/contracts/integration';
import { Button, Flex, Popconfirm, Table, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { nextPaging, pagination, tableLocaleFor, type Paging } from '@/lib/table';
import type { DeliveryListParams } from '../api/get-delivery-events';
import { nextOrDeliveredAt } from './delivery-format';
import { canRedeliver, tabHasBatch } from './delivery-tabs';
import { DeliveryStatusTag } from './delivery-status-tag';
import { DeliverySubject } from './delivery-subject';
import { EventTypeCell } from './event-type-cell';
import { LastAnswerCell } from './last-answer-cell';

interface DeliveryTableProps {
  params: DeliveryListParams;
  data: DeliveryList | undefined;
  loading: boolean;
  selectedIds: number[];
  /** Sequences being sent again: their 重新投递 shows a spinner. */
  busyIds: ReadonlySet<number>;
  onSelect: (sequences: number[]) => void;
  onPage: (paging: Paging) => void;
  onView: (row: DeliveryRow) => void;
  onRedeliver: (row: DeliveryRow) => void;
}

/** On two lines, broken between the two names rather than inside one. */
const NEXT_OR_DELIVERED_TITLE = (
  <>
    下次重试 /<br />
    投递时间
  </>
);

const linkButton = { paddingInline: 4, height: 'auto' } as const;

function Actions({ row, busy, onView, onRedeliver }: { row: DeliveryRow; busy: boolean } & Pick<DeliveryTableProps, 'onView' | 'onRedeliver'>) {
  return (
    <Flex vertical align="flex-start">
      <Button type="link" size="small" style={linkButton} onClick={() => onView(row)} aria-label={`事件 ${row.sequence} 详情`}>
        详情
      </Button>
      {canRedeliver(row.status) ? (
        <Popconfirm title={INTEGRATION_MSG.redeliverConfirm} okText="确定" cancelText="取消" onConfirm={() => onRedeliver(row)} disabled={busy}>
          <Button type="link" size="small" style={linkButton} loading={busy} aria-label={`重新投递事件 ${row.sequence}`}>
            重新投递
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}

function columns({ busyIds, onView, onRedeliver }: DeliveryTableProps): TableProps<DeliveryRow>['columns'] {
  return [
    { title: '事件编号', dataIndex: 'sequence', key: 'sequence', width: 80 },
    { title: '类型', dataIndex: 'type', key: 'type', width: 128, render: (_value, row) => <EventTypeCell type={row.type} operatorName={row.operatorName} /> },
    {
      title: '对象',
      key: 'subject',
      width: 100,
      render: (_value, row) => <DeliverySubject type={row.subjectType} id={row.subjectId} stacked />,
    },
    {
      title: '操作人',
      dataIndex: 'operatorName',
      key: 'operatorName',
      width: 84,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '发生时间', dataIndex: 'occurredAt', key: 'occurredAt', width: 96, render: (value: number) => <DateTimeCell value={value} /> },
    { title: '状态', dataIndex: 'status', key: 'status', width: 84, render: (_value, row) => <DeliveryStatusTag status={row.status} /> },
    { title: '尝试次数', dataIndex: 'attempts', key: 'attempts', width: 76 },
    { title: '最近应答', key: 'lastAnswer', render: (_value, row) => <LastAnswerCell row={row} /> },
    // One column for both (the table fits at 1280 px): only a waiting event has a next retry, only a delivered one a delivery time.
    { title: NEXT_OR_DELIVERED_TITLE, key: 'nextOrDelivered', width: 104, render: (_value, row) => <DateTimeCell value={nextOrDeliveredAt(row)} /> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_value, row) => <Actions row={row} busy={busyIds.has(row.sequence)} onView={onView} onRedeliver={onRedeliver} />,
    },
  ];
}

/** Decision events newest first; rows that failed or wait for a retry can be picked for 重新投递 (on the tabs that list them). */
export function DeliveryTable(props: DeliveryTableProps) {
  const { params, data, loading, selectedIds, onSelect, onPage } = props;
  const handleChange: TableProps<DeliveryRow>['onChange'] = (pager, _filters, _sorter, extra) => onPage(nextPaging(params, pager, extra.action));

  return (
    <Table<DeliveryRow>
      rowKey="sequence"
      size="middle"
      columns={columns(props)}
      dataSource={data?.items ?? []}
      loading={loading}
      rowSelection={
        tabHasBatch(params.status)
          ? {
              selectedRowKeys: selectedIds,
              onChange: (keys) => onSelect(keys.map(Number)),
              getCheckboxProps: (row) => ({ disabled: !canRedeliver(row.status), 'aria-label': `选择事件 ${row.sequence}` }),
            }
          : undefined
      }
      pagination={pagination(params.page, params.pagesize, data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocaleFor(loading)}
      tableLayout="fixed"
      data-testid="delivery-table"
    />
  );
}
