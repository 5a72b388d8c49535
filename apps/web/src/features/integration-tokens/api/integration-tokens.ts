import type { IntegrationTokenBody, IntegrationTokenList, IntegrationTokenRow, IssuedIntegrationToken } from '@ops/contracts/integration-tokens';
import { API } from '@ops/contracts/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';

export const integrationTokenKeys = { all: ['integration-tokens'] as const };

export function getIntegrationTokens(signal?: AbortSignal): Promise<IntegrationTokenList> {
  return apiRequest<IntegrationTokenList>(API.integrationTokens, { signal });
}

export function useIntegrationTokens() {
  return useQuery({ queryKey: integrationTokenKeys.all, queryFn: ({ signal }) => getIntegrationTokens(signal) });
}

/** Every change reloads the list and the operation log (each is logged). */
function useTokenMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: integrationTokenKeys.all }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
  });
}

export const useCreateIntegrationToken = () =>
  useTokenMutation((body: IntegrationTokenBody) => apiRequest<IssuedIntegrationToken>(API.integrationTokens, { method: 'POST', body }));

export const useRotateIntegrationToken = () =>
  useTokenMutation((id: number) => apiRequest<IssuedIntegrationToken>(API.integrationTokenRotate(id), { method: 'POST', body: {} }));

export const useRevokeIntegrationToken = () =>
  useTokenMutation((id: number) => apiRequest<IntegrationTokenRow>(API.integrationTokenRevoke(id), { method: 'POST', body: {} }));
