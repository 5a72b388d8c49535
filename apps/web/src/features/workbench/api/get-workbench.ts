import { API } from '@ops/contracts/paths';
import type { WorkbenchResponse } from '@ops/contracts/workbench';
import { WORKBENCH_REFRESH_MS } from '@ops/contracts/workbench-tiles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const workbenchQueryKey = ['workbench'] as const;

/** The tiles the operator's role may see. Silent: the page shows a failure itself (a refresh every 30 s must not toast). */
export function getWorkbench(signal?: AbortSignal): Promise<WorkbenchResponse> {
  return apiRequest<WorkbenchResponse>(API.workbench, { signal, silent: true });
}

/** Refreshes itself every 30 seconds while the page is visible, and when the window regains focus. */
export function useWorkbench() {
  return useQuery({
    queryKey: workbenchQueryKey,
    queryFn: ({ signal }) => getWorkbench(signal),
    refetchInterval: WORKBENCH_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
