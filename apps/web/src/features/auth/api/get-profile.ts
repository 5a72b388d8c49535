import type { OperatorProfile } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryKey = ['auth', 'profile'] as const;

/** The signed-in operator; a 401 sends the browser to the login page (no toast: that is expected). */
export function getProfile(signal?: AbortSignal): Promise<OperatorProfile> {
  return apiRequest<OperatorProfile>(API.profile, { silent: true, signal });
}

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
  });
}
