import type { Paged } from '@ops/contracts/common';

export interface PageRequest {
  page: number;
  pagesize: number;
}

export function limitOffset({ page, pagesize }: PageRequest): { limit: number; offset: number } {
  return { limit: pagesize, offset: (page - 1) * pagesize };
}

/** The paged envelope of architecture 3: `{ counts, pagesize, pages, page, items }`. */
export function paged<T>(items: T[], counts: number, { page, pagesize }: PageRequest): Paged<T> {
  return { counts, pagesize, pages: Math.ceil(counts / pagesize), page, items };
}
