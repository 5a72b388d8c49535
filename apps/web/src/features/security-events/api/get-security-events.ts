import { API } from '@ops/contracts/paths';
import type { SecurityEventList, SecurityEventQuery } from '@ops/contracts/security-events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SecurityEventParams = Pick<SecurityEventQuery, 'kind' | 'name' | 'ip' | 'sd' | 'ed' | 'page' | 'pagesize'>;

export const securityEventKeys = {
  all: ['security-events'] as const,
  list: (params: SecurityEventParams) => [...securityEventKeys.all, params] as const,
};

export function getSecurityEvents(params: SecurityEventParams, signal?: AbortSignal): Promise<SecurityEventList> {
  return apiRequest<SecurityEventList>(API.securityEvents, { query: { ...params }, signal });
}

/** New events arrive at any moment (someone is guessing a password): coming back to the page reloads. */
export const securityEventsQuery = (params: SecurityEventParams) =>
  queryOptions({ queryKey: securityEventKeys.list(params), queryFn: ({ signal }) => getSecurityEvents(params, signal), staleTime: 0 });

/** The previous page stays on screen while the next one loads. */
export function useSecurityEvents(params: SecurityEventParams) {
  return useQuery({ ...securityEventsQuery(params), placeholderData: keepPreviousData });
}
