import { API } from '@ops/contracts/paths';
import type { RegionNode, RegionScope } from '@ops/contracts/regions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** The city cascader's cut of the region tree (provinces → cities); `all` is the whole three-level tree. */
export function getRegions(scope: RegionScope, signal?: AbortSignal): Promise<RegionNode[]> {
  return apiRequest<RegionNode[]>(API.regions, { query: { scope }, signal });
}

/**
 * The provinces → cities tree is static: fetched once per session, and only once `enabled` — when the city
 * cascader is first opened — so the user list's first screen does not wait for it.
 */
export function useCityRegions(enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.regions,
    queryFn: ({ signal }) => getRegions('city', signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
