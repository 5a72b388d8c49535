import { API } from '@ops/contracts/paths';
import type { RealtimeResponse } from '@ops/contracts/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';
import type { AudienceParams } from './stats-params';

export const REALTIME_REFRESH_MS = 60_000;

/** Today so far, hour by hour, with the DAU table's columns; the call has no date range. */
export function getRealtime(params: AudienceParams, signal?: AbortSignal): Promise<RealtimeResponse> {
  return apiRequest<RealtimeResponse>(API.statisticsRealtime, { query: { ...params }, signal });
}

/** Refreshes itself every minute while the page is visible. */
export function useRealtime(params: AudienceParams) {
  return useQuery({
    queryKey: statisticsKeys.realtime(params),
    queryFn: ({ signal }) => getRealtime(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REALTIME_REFRESH_MS,
  });
}
