import { API } from '@ops/contracts/paths';
import type { RegionNode } from '@ops/contracts/regions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export function getRegions(signal?: AbortSignal): Promise<RegionNode[]> {
  return apiRequest<RegionNode[]>(API.regions, { signal });
}

/** The region tree is static: fetched once per session. */
export function useRegions() {
  return useQuery({
    queryKey: usersKeys.regions,
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
