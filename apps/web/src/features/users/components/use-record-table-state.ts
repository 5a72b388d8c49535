import { MESSAGE_SORT_PROPS, type MessageSortProp } from '@ops/contracts/posts';
import type { TableColumnType, TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { nextPaging, toServerSortOrder } from '@/lib/table';
import { oneOf } from '@/lib/url-state';
import { useRecordPaging } from './use-detail-url-state';

/** 动态记录 and 视频记录 sort on the same fields (spec 2.9). */
export type RecordSortProp = MessageSortProp;

interface RecordSort {
  sortProp: RecordSortProp;
  order: 'ascend' | 'descend';
}

/** Spec 9: newest first until the operator picks another column or direction. */
const DEFAULT_SORT = { sortProp: 'createDate', order: 'descend' } as const;

export const RECORD_COUNT_COLUMNS: { key: RecordSortProp; title: string }[] = [
  { key: 'reportCount', title: '举报数' },
  { key: 'likeCount', title: '点赞数' },
  { key: 'commentCount', title: '评论数' },
  { key: 'forwardingCount', title: '转发数' },
];

/** Paging (in the URL, page size 10 by default) and server-side sort of a user's record table. */
export function useRecordTableState<T>() {
  const { paging, setPaging } = useRecordPaging();
  const [sort, setSort] = useState<RecordSort>(DEFAULT_SORT);
  const state = { ...paging, ...sort };

  const params = {
    page: state.page,
    pagesize: state.pagesize,
    sortProp: state.sortProp,
    sortOrder: toServerSortOrder(state.order) ?? 'descending',
  } as const;

  const sortColumn = (key: RecordSortProp, title: string, width: number): TableColumnType<T> => ({
    key,
    dataIndex: key,
    title,
    width,
    sorter: true,
    sortDirections: ['descend', 'ascend'],
    sortOrder: state.sortProp === key ? state.order : null,
  });

  const onChange: TableProps<T>['onChange'] = (pager: TablePaginationConfig, _filters, sorter, extra) => {
    const sort: SorterResult<T> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortProp = oneOf(String(sort?.columnKey), MESSAGE_SORT_PROPS);
    const order = sort?.order;
    setSort(sortProp && order ? { sortProp, order } : DEFAULT_SORT);
    setPaging(nextPaging(paging, pager, extra.action));
  };

  return { state, params, sortColumn, onChange, paging, setPaging };
}
