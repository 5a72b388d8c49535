import type { SortOrder as ServerSortOrder } from '@ops/contracts/common';
import { PAGE_SIZE_OPTIONS } from '@ops/contracts/limits';
import type { TablePaginationConfig } from 'antd';

export type AntSortOrder = 'ascend' | 'descend' | null;

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
