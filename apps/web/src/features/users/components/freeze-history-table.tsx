import { FREEZE_STATUS_LABEL, type FreezeRecord } from '@ops/contracts/users';
import { Table, Tag, Typography, type TableProps } from 'antd';
import { DateTimeCell } from '@/components/date-time-cell';
import { orDash } from '@/lib/format';
import { nextPaging, pagination, tableLocaleFor } from '@/lib/table';
import { useFreezes } from '../api/get-freezes';
import { freezeLabels } from './freeze-labels';
import { useKeepOnExistingPage, useRecordPaging } from './use-detail-url-state';

const STATUS_COLOR: Record<FreezeRecord['status'], string> = { active: 'error', expired: 'default', thawed: 'success' };

function LongText({ text }: { text: string | null }) {
  if (!text) return <>{orDash(text)}</>;
  return <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>;
}

const columns: TableProps<FreezeRecord>['columns'] = [
  { title: '冻结时间', dataIndex: 'createdAt', key: 'createdAt', width: 112, render: (value: number) => <DateTimeCell value={value} /> },
  { title: '冻结时长', key: 'freezingTime', width: 92, render: (_v, row) => freezeLabels(row).time },
  { title: '冻结范围', key: 'freezingRange', width: 112, render: (_v, row) => freezeLabels(row).range },
  { title: '冻结原因', key: 'reason', width: 128, ellipsis: true, render: (_v, row) => freezeLabels(row).reason },
  { title: '备注', dataIndex: 'frozenRemarks', key: 'frozenRemarks', ellipsis: true, render: (value: string) => <LongText text={value} /> },
  { title: '操作人', dataIndex: 'operatorName', key: 'operatorName', width: 100, ellipsis: true },
  {
    title: '到期时间',
    dataIndex: 'expiresAt',
    key: 'expiresAt',
    width: 112,
    render: (value: number | null) => (value === null ? '永久' : <DateTimeCell value={value} />),
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 88,
    render: (value: FreezeRecord['status']) => <Tag color={STATUS_COLOR[value]}>{FREEZE_STATUS_LABEL[value]}</Tag>,
  },
  { title: '解冻时间', dataIndex: 'thawedAt', key: 'thawedAt', width: 112, render: (value: number | null) => <DateTimeCell value={value} /> },
  { title: '解冻备注', dataIndex: 'thawRemarks', key: 'thawRemarks', ellipsis: true, render: (value: string | null) => <LongText text={value} /> },
];

/** 冻结记录: every freeze of the user, newest first. */
export function FreezeHistoryTable({ uid }: { uid: number }) {
  const { paging, setPaging } = useRecordPaging();
  const freezes = useFreezes(uid, paging);
  useKeepOnExistingPage(paging, setPaging, freezes.data?.counts);

  const handleChange: TableProps<FreezeRecord>['onChange'] = (pager, _filters, _sorter, extra) => {
    setPaging(nextPaging(paging, pager, extra.action));
  };

  return (
    <Table<FreezeRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={freezes.data?.items ?? []}
      loading={freezes.isFetching}
      pagination={pagination(paging.page, paging.pagesize, freezes.data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocaleFor(freezes.isFetching)}
    />
  );
}
