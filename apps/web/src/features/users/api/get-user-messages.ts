import type { SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { MessageListResult, MessageSortProp } from '@ops/contracts/posts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export interface UserMessageParams {
  page: number;
  pagesize: number;
  sortProp: MessageSortProp;
  sortOrder: SortOrder;
}

/** 动态记录: the user's posts in every review state. */
export function getUserMessages(uid: number, params: UserMessageParams, signal?: AbortSignal): Promise<MessageListResult> {
  return apiRequest<MessageListResult>(API.messages, { query: { uid, ...params }, signal });
}

export function useUserMessages(uid: number, params: UserMessageParams) {
  return useQuery({
    queryKey: usersKeys.messages(uid, params),
    queryFn: ({ signal }) => getUserMessages(uid, params, signal),
    placeholderData: keepPreviousData,
  });
}
