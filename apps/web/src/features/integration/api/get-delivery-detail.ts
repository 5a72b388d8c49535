import type { DeliveryDetail } from '@ops/contracts/integration';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATION_REFRESH_MS, integrationKeys } from './query-keys';

/** An event past the retention period (404) is shown inside the dialog as a result, not as a toast. */
export function getDeliveryDetail(sequence: number, signal?: AbortSignal): Promise<DeliveryDetail> {
  return apiRequest<DeliveryDetail>(API.integrationEvent(sequence), { signal, silentStatuses: [404] });
}

/** While the dialog is open the attempts keep coming in, so it refreshes like the list. */
export function useDeliveryDetail(sequence: number | null) {
  return useQuery({
    queryKey: integrationKeys.event(sequence ?? 0),
    queryFn: ({ signal }) => getDeliveryDetail(sequence ?? 0, signal),
    enabled: sequence !== null,
    refetchInterval: INTEGRATION_REFRESH_MS,
    staleTime: 0,
  });
}
