import type { Paged, SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { UserListQuery, UserListRow } from '@ops/contracts/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageKeyset } from '../components/use-page-keyset';
import { usersKeys } from './query-keys';

export type UserListParams = Pick<UserListQuery, 'id' | 'nickname' | 'city' | 'sex' | 'userStatus' | 'sortProp'> & {
  sortOrder?: SortOrder;
  page: number;
  pagesize: number;
};

export function getUsers(params: UserListParams, keyset: PageKeyset | undefined, signal?: AbortSignal): Promise<Paged<UserListRow>> {
  return apiRequest<Paged<UserListRow>>(API.users, { query: { ...params, ...keyset }, signal });
}

/** The list query, shared by the page's hook and its preload (the same key). */
export const usersQuery = (params: UserListParams, keyset?: PageKeyset) =>
  queryOptions({ queryKey: usersKeys.list({ ...params, ...keyset }), queryFn: ({ signal }) => getUsers(params, keyset, signal) });

/** The previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams, keyset?: PageKeyset) {
  return useQuery({ ...usersQuery(params, keyset), placeholderData: keepPreviousData });
}
