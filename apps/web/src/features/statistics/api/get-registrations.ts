import { API } from '@ops/contracts/paths';
import type { RegistrationResponse } from '@ops/contracts/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './query-keys';
import type { StatsParams } from './stats-params';

/** Activations, registrations, logins and active people per day (spec 2.2), days ascending. */
export function getRegistrations(params: StatsParams, signal?: AbortSignal): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>(API.statisticsDays, { query: { ...params }, signal });
}

/** The previous figures stay on screen while new filters load. */
export function useRegistrations(params: StatsParams) {
  return useQuery({
    queryKey: statisticsKeys.registrations(params),
    queryFn: ({ signal }) => getRegistrations(params, signal),
    placeholderData: keepPreviousData,
  });
}
