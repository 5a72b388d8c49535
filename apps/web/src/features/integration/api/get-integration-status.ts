import type { IntegrationStatus } from '@ops/contracts/integration';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATION_REFRESH_MS, integrationKeys } from './query-keys';

/** The webhook settings, the delivery figures and the pull feed; a failure is shown inside the status card, not as a toast. */
export function getIntegrationStatus(signal?: AbortSignal): Promise<IntegrationStatus> {
  return apiRequest<IntegrationStatus>(API.integrationStatus, { signal, silent: true });
}

/** Refreshes itself every 10 seconds while the page is visible. */
export function useIntegrationStatus() {
  return useQuery({
    queryKey: integrationKeys.status,
    queryFn: ({ signal }) => getIntegrationStatus(signal),
    refetchInterval: INTEGRATION_REFRESH_MS,
    staleTime: 0,
  });
}
