import { API } from '@ops/contracts/paths';
import type { LogDetail } from '@ops/contracts/oplog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { logKeys } from './query-keys';

/** An unknown log number (404) is shown inside the dialog as a result, not as a toast. */
export function getLogDetail(id: number, signal?: AbortSignal): Promise<LogDetail> {
  return apiRequest<LogDetail>(API.systemLogDetail(id), { signal, silentStatuses: [404] });
}

export function useLogDetail(id: number | null) {
  return useQuery({
    queryKey: logKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLogDetail(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
