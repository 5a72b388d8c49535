import type { SystemInfo } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Public and session-independent: the login page keeps it when it clears the previous session's cache. */
export const systemInfoQueryKey = ['system-info'] as const;

/** Product name and, only while they work, the demo credentials. Never toasts: the login page does without it. */
export async function getSystemInfo(signal?: AbortSignal): Promise<SystemInfo> {
  return apiRequest<SystemInfo>(API.systemInfo, { silent: true, skipAuthRedirect: true, signal });
}

export function useSystemInfo() {
  return useQuery({
    queryKey: systemInfoQueryKey,
    queryFn: ({ signal }) => getSystemInfo(signal),
    staleTime: Infinity,
    retry: false,
  });
}
