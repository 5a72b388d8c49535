import type { Paged } from '@ops/contracts/common';
import { ROUTES } from '@ops/contracts/paths';
import { MESSAGE_SORT_PROPS, type MessageListItem, type MessageSortProp } from '@ops/contracts/posts';
import { Table, type TableColumnType, type TableProps } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { DateTimeCell } from '@/components/date-time-cell';
import { MessageTextCell } from '@/components/message-detail/message-text-cell';
import { OverflowText } from '@/components/overflow-text';
import { SECONDARY_TEXT_COLOR } from '@/components/plain-text';
import { RowAction, RowActions } from '@/components/row-action';
import { nextPaging, pagination, tableLocaleFor, toAntSortOrder, type AntSortOrder } from '@/lib/table';
import { oneOf } from '@/lib/url-state';
import type { PostListParams } from '../api/get-posts';
import type { PostTab } from './use-post-list-state';
import { FIRST_FRAME_ROWS, useProgressiveList } from '@/lib/progressive-list';

export interface PostTableChange {
  page: number;
  pagesize: number;
  sortProp: MessageSortProp | null;
  sortOrder: AntSortOrder;
}

interface PostTableProps {
  tab: PostTab;
  params: PostListParams;
  data: Paged<MessageListItem> | undefined;
  loading: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onChange: (change: PostTableChange) => void;
  onView: (post: MessageListItem) => void;
  onDelete: (post: MessageListItem) => void;
}

const COUNT_COLUMNS: Record<PostTab, { key: MessageSortProp; title: string }[]> = {
  all: [
    { key: 'likeCount', title: '点赞数' },
    { key: 'commentCount', title: '评论数' },
    { key: 'forwardingCount', title: '转发数' },
  ],
  reported: [{ key: 'reportCount', title: '举报数' }],
};

const AUTHOR_STYLE: CSSProperties = { display: 'flex', flexDirection: 'column', minWidth: 0 };
/** The author's nickname under the ID: small and secondary. */
const SECONDARY_LINE: CSSProperties = { fontSize: 12, color: SECONDARY_TEXT_COLOR };

/** No sort in the URL means the server default, newest first: the publish time column shows it. */
function sortOrderOf(params: PostListParams, key: MessageSortProp): AntSortOrder {
  if (!params.sortProp) return key === 'createDate' ? 'descend' : null;
  return params.sortProp === key ? toAntSortOrder(params.sortOrder) : null;
}

function sortable(params: PostListParams, key: MessageSortProp): TableColumnType<MessageListItem> {
  return { key, dataIndex: key, sorter: true, sortDirections: ['descend', 'ascend'], sortOrder: sortOrderOf(params, key) };
}

function columns({ tab, params, onView, onDelete }: PostTableProps): TableProps<MessageListItem>['columns'] {
  return [
    // The ID filter takes a 动态ID: the rows show it first, so what was searched for can be seen (and copied). The time
    // goes on two lines to leave 内容 its room at 1280 wide.
    { title: '动态ID', dataIndex: 'id', key: 'id', width: 96 },
    { ...sortable(params, 'createDate'), title: '发布时间', width: 120, render: (value: number) => <DateTimeCell value={value} /> },
    {
      title: '作者ID',
      key: 'userId',
      width: 136,
      render: (_value, row) => (
        <span style={AUTHOR_STYLE}>
          <Link to={ROUTES.userDetail(row.userId)}>{row.userId}</Link>
          <OverflowText text={row.nickname} style={SECONDARY_LINE} />
        </span>
      ),
    },
    { title: '内容', key: 'text', render: (_value, row) => <MessageTextCell text={row.text} imageCount={row.medias.length} /> },
    ...COUNT_COLUMNS[tab].map((column) => ({ ...sortable(params, column.key), title: column.title, width: 96 })),
    {
      title: '操作',
      key: 'actions',
      width: 116,
      render: (_value, row) => (
        <RowActions>
          <RowAction onClick={() => onView(row)}>查看</RowAction>
          <RowAction danger onClick={() => onDelete(row)}>
            删除
          </RowAction>
        </RowActions>
      ),
    },
  ];
}

/** Posts of the active tab with row selection for 批量删除; sort and paging go to the server. */
export function PostTable(props: PostTableProps) {
  const { params, data, loading, selectedIds, onSelect, onChange } = props;
  const rows = useProgressiveList(data?.items, FIRST_FRAME_ROWS);

  const handleChange: TableProps<MessageListItem>['onChange'] = (pager, _filters, sorter, extra) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = sort?.order ?? null;
    onChange({
      ...nextPaging(params, pager, extra.action),
      sortProp: order ? (oneOf(String(sort?.columnKey), MESSAGE_SORT_PROPS) ?? null) : null,
      sortOrder: order,
    });
  };

  return (
    <Table<MessageListItem>
      rowKey="id"
      size="middle"
      columns={columns(props)}
      dataSource={rows}
      loading={loading}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'aria-label': `选择动态 ${row.id}` }),
      }}
      pagination={pagination(params.page, params.pagesize, data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocaleFor(loading)}
      tableLayout="fixed"
    />
  );
}
