import { SORT_ORDERS } from '@ops/contracts/common';
import { DETAIL_LIST_PAGE_SIZE, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import type { MessageSortProp } from '@ops/contracts/posts';
import { useMemo } from 'react';
import { urlRange } from '@/lib/date-range';
import { oneOf, readUrlState, toPositiveInt, useUrlState } from '@/lib/url-state';
import type { PostListParams } from '../api/get-posts';

export const POST_TABS = [
  { key: 'all', label: '全部动态' },
  { key: 'reported', label: '被举报' },
] as const;
export type PostTab = (typeof POST_TABS)[number]['key'];
const TAB_KEYS = POST_TABS.map((tab) => tab.key);

/** The columns each tab sorts on the server; anything else in the URL falls back to newest first. */
const SORTABLE: Record<PostTab, readonly MessageSortProp[]> = {
  all: ['createDate', 'likeCount', 'commentCount', 'forwardingCount'],
  reported: ['createDate', 'reportCount'],
};

const URL_DEFAULTS = {
  tab: 'all',
  id: '',
  sd: '',
  ed: '',
  sortProp: '',
  sortOrder: '',
  page: '1',
  pagesize: String(DETAIL_LIST_PAGE_SIZE),
};

type PostListUrl = Record<keyof typeof URL_DEFAULTS, string>;

/** The tab and the list's parameters a URL asks for (anything invalid falls back to its default). */
function postListState(url: PostListUrl): { tab: PostTab; params: PostListParams } {
  const tab: PostTab = oneOf(url.tab, TAB_KEYS) ?? 'all';
  const sortProp = oneOf(url.sortProp, SORTABLE[tab]);
  const sortOrder = oneOf(url.sortOrder, SORT_ORDERS);
  const params: PostListParams = {
    id: /^\d{1,15}$/.test(url.id) ? url.id : undefined,
    type: tab === 'reported' ? '1' : undefined,
    ...urlRange(url),
    sortProp: sortProp && sortOrder ? sortProp : undefined,
    sortOrder: sortProp && sortOrder ? sortOrder : undefined,
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, DETAIL_LIST_PAGE_SIZE, PAGE_SIZE_MAX),
  };
  return { tab, params };
}

/** The list a URL opens with (the page's preload). */
export const postListParamsFrom = (search: URLSearchParams): PostListParams => postListState(readUrlState(URL_DEFAULTS, search)).params;

/** The post management page's tab, filters, sort and page, read from and written to the URL. */
export function usePostListState() {
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const state = useMemo(() => postListState(url), [url]);
  return { ...state, setUrl };
}
