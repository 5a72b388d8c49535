import { API } from '@ops/contracts/paths';
import type { OperatorPreferences } from '@ops/contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { preferencesQueryKey } from './get-preferences';

/** PUT /system/account/preferences: changes only the keys sent. */
export function updatePreferences(change: OperatorPreferences): Promise<OperatorPreferences> {
  return apiRequest<OperatorPreferences>(API.accountPreferences, { method: 'PUT', body: change });
}

/** The switch moves at once (optimistic); a failure (toasted) puts it back. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = queryClient.getQueryData<OperatorPreferences>(preferencesQueryKey);
      queryClient.setQueryData<OperatorPreferences>(preferencesQueryKey, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(preferencesQueryKey, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
