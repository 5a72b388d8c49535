import type { BatchResult } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { integrationKeys } from './query-keys';

/**
 * POST /manage/integration/events/redeliver: failed and retrying events are due again at once; the others come back in
 * `skipped` with the reason; an unknown sequence (purged meanwhile) fails the whole call with 404.
 */
export function redeliverEvents(sequences: readonly number[]): Promise<BatchResult> {
  return apiRequest<BatchResult>(API.integrationRedeliver, { method: 'POST', body: sequences });
}

/** Success or failure, the figures, the list and an open detail reload; the operation log gains the entry. */
export function useRedeliverEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverEvents,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: integrationKeys.all }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
  });
}
