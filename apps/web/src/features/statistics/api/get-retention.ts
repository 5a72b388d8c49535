import { API } from '@ops/contracts/paths';
import type { RetentionResponse } from '@ops/contracts/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';
import type { StatsParams } from './stats-params';

/** One row per registration day: the cohort and how many of it came back N days later (spec 2.3). */
export function getRetention(params: StatsParams, signal?: AbortSignal): Promise<RetentionResponse> {
  return apiRequest<RetentionResponse>(API.statisticsRetention, { query: { ...params }, signal });
}

/** The previous figures stay on screen while new filters load. */
export function useRetention(params: StatsParams) {
  return useQuery({
    queryKey: statisticsKeys.retention(params),
    queryFn: ({ signal }) => getRetention(params, signal),
    placeholderData: keepPreviousData,
  });
}
