import { API } from '@ops/contracts/paths';
import type { DauResponse } from '@ops/contracts/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';
import type { StatsParams } from './stats-params';

/** Daily active users and the activity pairs per day (spec 2.1), days ascending. */
export function getDau(params: StatsParams, signal?: AbortSignal): Promise<DauResponse> {
  return apiRequest<DauResponse>(API.statisticsDau, { query: { ...params }, signal });
}

/** The previous figures stay on screen while new filters load. */
export function useDau(params: StatsParams) {
  return useQuery({
    queryKey: statisticsKeys.dau(params),
    queryFn: ({ signal }) => getDau(params, signal),
    placeholderData: keepPreviousData,
  });
}
