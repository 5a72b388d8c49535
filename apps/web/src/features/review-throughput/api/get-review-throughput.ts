import { API } from '@ops/contracts/paths';
import type { ReviewThroughputResponse, ReviewThroughputTarget } from '@ops/contracts/review-throughput';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { throughputKeys } from './query-keys';

/** The first day's start and the last day's end (epoch ms, Asia/Shanghai days), the content type and one operator, if chosen. */
export interface ThroughputParams {
  sd: number;
  ed: number;
  target: ReviewThroughputTarget;
  operatorId?: number;
}

/** GET /manage/review-throughput: per operator per day, and per operator over the range. */
export function getReviewThroughput(params: ThroughputParams, signal?: AbortSignal): Promise<ReviewThroughputResponse> {
  return apiRequest<ReviewThroughputResponse>(API.reviewThroughput, { query: { ...params }, signal });
}

/** The previous figures stay on screen while new filters load. */
export function useReviewThroughput(params: ThroughputParams) {
  return useQuery({
    queryKey: throughputKeys.figures(params),
    queryFn: ({ signal }) => getReviewThroughput(params, signal),
    placeholderData: keepPreviousData,
  });
}
