import type { MessageListItem } from '@ops/contracts/posts';
import { Button, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { MessageDetailDialog } from '@/components/message-detail/message-detail-dialog';
import { MessageTextCell } from '@/components/message-detail/message-text-cell';
import { formatDateTime } from '@/lib/format';
import { pagination, rowNumber, tableLocaleFor } from '@/lib/table';
import { useUserMessages } from '../api/get-user-messages';
import { useKeepOnExistingPage } from './use-detail-url-state';
import { RECORD_COUNT_COLUMNS, useRecordTableState } from './use-record-table-state';

/** 动态记录 (spec 2.9): the user's posts, sorted on the server; 查看 opens the message detail dialog. */
export function UserMessageTable({ uid }: { uid: number }) {
  const { state, params, sortColumn, onChange, paging, setPaging } = useRecordTableState<MessageListItem>();
  const messages = useUserMessages(uid, params);
  useKeepOnExistingPage(paging, setPaging, messages.data?.counts);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns: TableProps<MessageListItem>['columns'] = [
    { title: '序号', key: 'index', width: 72, render: (_v, _r, index) => rowNumber(state.page, state.pagesize, index) },
    { ...sortColumn('createDate', '发布时间', 180), render: (value: number) => formatDateTime(value) },
    { title: '内容', key: 'text', render: (_v, row) => <MessageTextCell text={row.text} imageCount={row.medias.length} /> },
    ...RECORD_COUNT_COLUMNS.map((column) => sortColumn(column.key, column.title, 100)),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_v, row) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setViewing(row.id)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<MessageListItem>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        columns={columns}
        dataSource={messages.data?.items ?? []}
        loading={messages.isFetching}
        pagination={pagination(state.page, state.pagesize, messages.data?.counts ?? 0)}
        onChange={onChange}
        locale={tableLocaleFor(messages.isFetching)}
      />
      <MessageDetailDialog messageId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
