import { API } from '@ops/contracts/paths';
import type { UserDetail } from '@ops/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** A missing user (404) is shown by the page as a result, not as a toast. */
export function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return apiRequest<UserDetail>(API.user(id), { signal, silentStatuses: [404] });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
