import { API } from '@ops/contracts/paths';
import type { ScreeningStats } from '@ops/contracts/screening';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** The first day's start and the last day's end, epoch ms (Asia/Shanghai days). */
export interface ScreeningStatsParams {
  sd: number;
  ed: number;
}

/** GET /manage/screening/stats: per day 机审通过 / 送人审 / 机审拒绝, and the categories and words that hit most. */
export function getScreeningStats(params: ScreeningStatsParams, signal?: AbortSignal): Promise<ScreeningStats> {
  return apiRequest<ScreeningStats>(API.screeningStats, { query: { ...params }, signal });
}

/** The previous figures stay on screen while a new range loads. */
export function useScreeningStats(params: ScreeningStatsParams) {
  return useQuery({
    queryKey: screeningKeys.stats(params),
    queryFn: ({ signal }) => getScreeningStats(params, signal),
    placeholderData: keepPreviousData,
  });
}
