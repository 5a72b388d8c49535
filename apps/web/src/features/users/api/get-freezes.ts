import type { Paged } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { FreezeRecord } from '@ops/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export interface FreezeHistoryParams {
  page: number;
  pagesize: number;
}

/** Freeze history of one user, newest first. */
export function getFreezes(uid: number, params: FreezeHistoryParams, signal?: AbortSignal): Promise<Paged<FreezeRecord>> {
  return apiRequest<Paged<FreezeRecord>>(API.userFreezes, { query: { uid, ...params }, signal });
}

export function useFreezes(uid: number, params: FreezeHistoryParams) {
  return useQuery({
    queryKey: usersKeys.freezes(uid, params),
    queryFn: ({ signal }) => getFreezes(uid, params, signal),
    placeholderData: keepPreviousData,
  });
}
