import type { Paged } from '@ops/contracts/common';
import { DETAIL_LIST_PAGE_SIZE } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import type { Comment } from '@ops/contracts/posts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageDetailKeys } from './query-keys';

const PAGE_SIZE = DETAIL_LIST_PAGE_SIZE;

/** One page of a post's comments, newest first (spec 9: id descending). */
export function getComments(messageID: number, page: number, signal?: AbortSignal): Promise<Paged<Comment>> {
  return apiRequest<Paged<Comment>>(API.comments, { query: { messageID, page, pagesize: PAGE_SIZE }, signal, silentStatuses: [404] });
}

/** Page 1, then 2, 3 … (architecture 5); the end is a page that comes back short or empty, or the last page. */
export function nextCommentPage(lastPage: Paged<Comment>): number | undefined {
  const short = lastPage.items.length < PAGE_SIZE;
  if (short || lastPage.page >= lastPage.pages) return undefined;
  return lastPage.page + 1;
}

export function useComments(messageID: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageDetailKeys.comments(messageID),
    queryFn: ({ pageParam, signal }) => getComments(messageID, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextCommentPage,
    enabled,
  });
}
