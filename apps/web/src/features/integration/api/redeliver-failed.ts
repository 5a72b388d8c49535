import type { RedeliverAllResult } from '@ops/contracts/integration';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { integrationKeys } from './query-keys';

/** POST /manage/integration/events/redeliver-failed: every failed and retrying event is due again; answers how many. */
export function redeliverFailed(): Promise<RedeliverAllResult> {
  return apiRequest<RedeliverAllResult>(API.integrationRedeliverFailed, { method: 'POST' });
}

/** Success or failure, the figures, the list and an open detail reload; the operation log gains the entry. */
export function useRedeliverFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverFailed,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: integrationKeys.all }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
  });
}
