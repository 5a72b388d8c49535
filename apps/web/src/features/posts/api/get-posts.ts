import type { SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { MessageListResult, MessageSortProp } from '@ops/contracts/posts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postsKeys } from './query-keys';

export interface PostListParams {
  /** A post id or an author id. */
  id?: string;
  /** `1`: reported posts only. */
  type?: '1';
  /** Epoch ms, -1 when unset. */
  sd: number;
  ed: number;
  sortProp?: MessageSortProp;
  sortOrder?: SortOrder;
  page: number;
  pagesize: number;
}

/** Posts in every review state (no `state`), newest first unless a sort is given. */
export function getPosts(params: PostListParams, signal?: AbortSignal): Promise<MessageListResult> {
  return apiRequest<MessageListResult>(API.messages, { query: { ...params }, signal });
}

/** The list query, shared by the page's hook and its preload (the same key). */
export const postsQuery = (params: PostListParams) =>
  queryOptions({ queryKey: postsKeys.list(params), queryFn: ({ signal }) => getPosts(params, signal) });

/** The previous page stays on screen while the next one loads. */
export function usePosts(params: PostListParams) {
  return useQuery({ ...postsQuery(params), placeholderData: keepPreviousData });
}
