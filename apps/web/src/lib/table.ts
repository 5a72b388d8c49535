import type { SortOrder as ServerSortOrder } from '@ops/contracts/common';
import { PAGE_SIZE_OPTIONS } from '@ops/contracts/limits';
import { Empty, type TablePaginationConfig, type TableProps } from 'antd';
import { createElement, useEffect, useEffectEvent } from 'react';

export type AntSortOrder = 'ascend' | 'descend' | null;

/** The height of antd's simple Empty inside a table body (its margins included). */
const EMPTY_STATE_HEIGHT = 134;

export function toServerSortOrder(order: AntSortOrder | undefined): ServerSortOrder | undefined {
  if (order === 'ascend') return 'ascending';
  if (order === 'descend') return 'descending';
  return undefined;
}

export function toAntSortOrder(order: string | undefined): AntSortOrder {
  if (order === 'ascending') return 'ascend';
  if (order === 'descending') return 'descend';
  return null;
}

/** Row number continuous across pages: (page-1)*pagesize + index + 1. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** The house pagination: total, sizes, prev, pager, next, jumper; hidden when there is nothing to page. */
export function pagination(page: number, pageSize: number, total: number): TablePaginationConfig | false {
  if (total <= 0) return false;
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count) => `共 ${count} 条`,
  };
}

export interface Paging {
  page: number;
  pagesize: number;
}

/**
 * The paging after a table change (the antd `onChange` pager and `extra.action`): the chosen page when only the page
 * moved, else page 1 — a new page size, sort or filter makes the old page number meaningless.
 */
export function nextPaging(current: Paging, pager: TablePaginationConfig, action: string): Paging {
  const pagesize = pager.pageSize ?? current.pagesize;
  const samePage = action === 'paginate' && pagesize === current.pagesize;
  return { page: samePage ? (pager.current ?? 1) : 1, pagesize };
}

/** The house empty state for every table. */
export const tableLocale: TableProps['locale'] = {
  emptyText: createElement(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE, description: '暂无数据' }),
};

/** A blank body as tall as the empty state, so that the spinner has room and nothing jumps when the rows or 暂无数据 come. */
const loadingLocale: TableProps['locale'] = {
  emptyText: createElement('div', { 'aria-hidden': true, style: { height: EMPTY_STATE_HEIGHT } }),
};

/**
 * The house locale for a table that may be loading: antd shows its empty text under the spinner while there are no rows
 * yet, which reads as 暂无数据 before anything has loaded. While loading, the body stays blank under the spinner instead;
 * `empty` is the table's own empty state when it has one.
 */
export function tableLocaleFor(loading: boolean | undefined, empty: TableProps['locale'] = tableLocale): TableProps['locale'] {
  return loading ? loadingLocale : empty;
}

/**
 * When the last rows of the last page go (decided or deleted), the page the operator is on no longer
 * exists: once the list has loaded, move to the page that is now the last one.
 */
export function useStayWithinLastPage(list: { loaded: boolean; total: number; page: number; pagesize: number }, goTo: (page: number) => void): void {
  const lastPage = Math.max(1, Math.ceil(list.total / list.pagesize));
  const beyondLastPage = list.loaded && list.page > lastPage;
  const moveBack = useEffectEvent(() => goTo(lastPage));
  useEffect(() => {
    if (beyondLastPage) moveBack();
  }, [beyondLastPage]);
}
