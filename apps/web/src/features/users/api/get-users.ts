import type { Paged, SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { UserListQuery, UserListRow } from '@ops/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export type UserListParams = Pick<UserListQuery, 'id' | 'nickname' | 'city' | 'sex' | 'userStatus' | 'sortProp'> & {
  sortOrder?: SortOrder;
  page: number;
  pagesize: number;
};

export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<Paged<UserListRow>> {
  return apiRequest<Paged<UserListRow>>(API.users, { query: params, signal });
}

/** The previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
