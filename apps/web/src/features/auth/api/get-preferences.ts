import { API } from '@ops/contracts/paths';
import type { OperatorPreferences } from '@ops/contracts/preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const preferencesQueryKey = ['auth', 'preferences'] as const;

/** GET /system/account/preferences: what the console remembers for the signed-in operator (快速审核 on or off). */
export function getPreferences(signal?: AbortSignal): Promise<OperatorPreferences> {
  return apiRequest<OperatorPreferences>(API.accountPreferences, { signal });
}

/** Read once per session; changes go through useUpdatePreferences, which writes the answer into this cache. */
export const preferencesQuery = queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal), staleTime: Infinity });

export function usePreferences() {
  return useQuery(preferencesQuery);
}
