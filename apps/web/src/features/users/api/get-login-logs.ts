import type { Paged, SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { LoginLog } from '@ops/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export interface LoginLogParams {
  page: number;
  pagesize: number;
  sortOrder?: SortOrder;
}

export function getLoginLogs(uid: number, params: LoginLogParams, signal?: AbortSignal): Promise<Paged<LoginLog>> {
  return apiRequest<Paged<LoginLog>>(API.userLoginLogs, {
    query: { uid, ...params, sortProp: params.sortOrder ? 'logTime' : undefined },
    signal,
  });
}

export function useLoginLogs(uid: number, params: LoginLogParams) {
  return useQuery({
    queryKey: usersKeys.loginLogs(uid, params),
    queryFn: ({ signal }) => getLoginLogs(uid, params, signal),
    placeholderData: keepPreviousData,
  });
}
