import type { Paged } from '@ops/contracts/common';
import type { LogRow } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import type { Paging } from '@/lib/table';

/** The operation-log entries that targeted this user (freezes, unfreezes), newest first. */
export function getUserOperationLogs(uid: number, paging: Paging, signal?: AbortSignal): Promise<Paged<LogRow>> {
  return apiRequest<Paged<LogRow>>(API.logs, { query: { uid, ...paging }, signal });
}

/** Under the log queries' root, so a freeze or unfreeze refreshes it; never taken as fresh, like every log list. */
export function useUserOperationLogs(uid: number, paging: Paging) {
  return useQuery({
    queryKey: logKeys.list({ uid, ...paging }),
    queryFn: ({ signal }) => getUserOperationLogs(uid, paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
