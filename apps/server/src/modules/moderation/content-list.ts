import type { REVIEW_STATES } from '@ops/contracts/codes';
import type { SortOrder } from '@ops/contracts/common';
import { AUDIT_MACHINE_STATES, AUDIT_TABS, type Totals } from '@ops/contracts/moderation';
import type { MessageSortProp } from '@ops/contracts/posts';
import { limitOffset, type PageRequest } from '../../lib/paging.ts';

/** The query both audit lists (posts and videos) accept, after contract parsing. */
export interface ContentListQuery extends PageRequest {
  id?: string;
  uid?: number;
  state?: 'all' | 'machine' | (typeof REVIEW_STATES)[number];
  type?: '' | '1';
  sd: number;
  ed: number;
  sortProp?: MessageSortProp;
  sortOrder?: SortOrder;
}

/** What the repositories filter and sort on; `states` undefined means every state. */
export interface ContentListFilter {
  idOrUserId?: number;
  userId?: number;
  states?: number[];
  reportedOnly: boolean;
  createdFrom?: Date;
  /** Exclusive: `ed` + 1 ms, so the moment `ed` itself is included. */
  createdBefore?: Date;
  sortProp: MessageSortProp;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

export interface StateCount {
  state: number;
  n: number;
}

/** `state` omitted or `all` (the 全部 tab): every state; `machine`: the 机审 tab (2 and 6); else that state. */
export function statesOf(state: ContentListQuery['state']): number[] | undefined {
  if (state === undefined || state === 'all') return undefined;
  if (state === 'machine') return AUDIT_MACHINE_STATES.map(Number);
  return [Number(state)];
}

/** The id filter as a number; digits beyond the safe range can name no row, so they match nothing. */
function idFilterOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : -1;
}

export function toContentFilter(query: ContentListQuery): ContentListFilter {
  // Tab 3 works oldest first unless the operator asks otherwise (spec 9).
  const defaultOrder: SortOrder = query.state === '3' && query.sortProp === undefined ? 'ascending' : 'descending';
  return {
    idOrUserId: idFilterOf(query.id),
    userId: query.uid,
    states: statesOf(query.state),
    reportedOnly: query.type === '1',
    createdFrom: query.sd >= 0 ? new Date(query.sd) : undefined,
    createdBefore: query.ed >= 0 ? new Date(query.ed + 1) : undefined,
    sortProp: query.sortProp ?? 'createDate',
    sortOrder: query.sortOrder ?? defaultOrder,
    ...limitOffset(query),
  };
}

/** How many rows of the per-state counts fall in `states` (undefined: all of them). */
export function countInStates(counts: readonly StateCount[], states: readonly number[] | undefined): number {
  return counts.reduce((sum, row) => (states === undefined || states.includes(row.state) ? sum + row.n : sum), 0);
}

/** The status tabs in AUDIT_TABS order, counted under every filter but the state. */
export function auditTotals(counts: readonly StateCount[]): Totals {
  return AUDIT_TABS.map((tab) => ({ title: tab.title, code: tab.code, value: countInStates(counts, statesOf(tab.code)) }));
}
