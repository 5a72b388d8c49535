import type { LogRow } from '@ops/contracts/oplog';
import { Button, Empty, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { LogDescriptionCell } from '@/components/log-detail/log-description-cell';
import { LogDetailDialog } from '@/components/log-detail/log-detail-dialog';
import { formatDateTime } from '@/lib/format';
import { nextPaging, pagination, rowNumber, tableLocaleFor } from '@/lib/table';
import { useUserOperationLogs } from '../api/get-user-operation-logs';
import { useKeepOnExistingPage, useRecordPaging } from './use-detail-url-state';

const locale: TableProps['locale'] = { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" /> };

/** 操作记录: what operators did to this user (freezes, unfreezes), newest first, 10 a page, each with its 日志详情. */
export function UserOperationLogTable({ uid }: { uid: number }) {
  const { paging, setPaging } = useRecordPaging();
  const [viewing, setViewing] = useState<number | null>(null);
  const logs = useUserOperationLogs(uid, paging);
  useKeepOnExistingPage(paging, setPaging, logs.data?.counts);

  const columns: TableProps<LogRow>['columns'] = [
    { title: '序号', key: 'index', width: 72, render: (_v, _r, index) => rowNumber(paging.page, paging.pagesize, index) },
    { title: '操作时间', dataIndex: 'time', key: 'time', width: 180, render: (value: number) => formatDateTime(value) },
    {
      title: '操作人',
      dataIndex: 'name',
      key: 'name',
      width: 120,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>,
    },
    { title: '操作内容', dataIndex: 'content', key: 'content', width: 120 },
    { title: '描述', dataIndex: 'desc', key: 'desc', render: (value: string) => <LogDescriptionCell text={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, row) => (
        <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setViewing(row.id)} aria-label={`日志 ${row.id} 详情`}>
          详情
        </Button>
      ),
    },
  ];

  const handleChange: TableProps<LogRow>['onChange'] = (pager, _filters, _sorter, extra) => {
    setPaging(nextPaging(paging, pager, extra.action));
  };

  return (
    <>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={logs.data?.items ?? []}
        loading={logs.isFetching}
        pagination={pagination(paging.page, paging.pagesize, logs.data?.counts ?? 0)}
        onChange={handleChange}
        locale={tableLocaleFor(logs.isFetching, locale)}
        tableLayout="fixed"
      />
      <LogDetailDialog logId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
