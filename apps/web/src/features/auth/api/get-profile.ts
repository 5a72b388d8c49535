import type { OperatorProfile } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/operator-access';

/** The signed-in operator; a 401 sends the browser to the login page (no toast: that is expected). */
export function getProfile(signal?: AbortSignal): Promise<OperatorProfile> {
  return apiRequest<OperatorProfile>(API.profile, { silent: true, signal });
}

/** `fresh`: fetched again at every mount, whatever the cache holds (the account setup page must see what is pending now). */
export function useProfile({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
