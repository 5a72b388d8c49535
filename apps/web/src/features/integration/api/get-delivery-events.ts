import type { DecisionSubjectType } from '@ops/contracts/decisions';
import type { DeliveryList, DeliveryTabCode } from '@ops/contracts/integration';
import { API } from '@ops/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATION_REFRESH_MS, integrationKeys } from './query-keys';

/** `subjectType` and `subjectId` come together or not at all. */
export interface DeliveryListParams {
  status: DeliveryTabCode;
  subjectType?: DecisionSubjectType;
  subjectId?: number;
  page: number;
  pagesize: number;
}

/** GET /manage/integration/events: decision events newest first, with the tab totals. */
export function getDeliveryEvents(params: DeliveryListParams, signal?: AbortSignal): Promise<DeliveryList> {
  return apiRequest<DeliveryList>(API.integrationEvents, { query: { ...params }, signal });
}

/** The previous page stays on screen while the next one loads; the list refreshes itself every 10 seconds while visible. */
export function useDeliveryEvents(params: DeliveryListParams) {
  return useQuery({
    queryKey: integrationKeys.events(params),
    queryFn: ({ signal }) => getDeliveryEvents(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: INTEGRATION_REFRESH_MS,
    staleTime: 0,
  });
}
