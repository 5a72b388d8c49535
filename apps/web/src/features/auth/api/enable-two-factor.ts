import type { RecoveryCodes, TwoFactorEnableBody } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';

/** The first code from the app turns two-factor login on; the answer holds the recovery codes, shown this once. */
export function enableTwoFactor(body: TwoFactorEnableBody): Promise<RecoveryCodes> {
  // A wrong code (400) and a setup that expired (409) are shown in the form itself.
  return apiRequest<RecoveryCodes>(API.twoFactorEnable, { method: 'POST', body, silentStatuses: [400, 409] });
}

/** The profile is not refetched here: the caller does it once the recovery codes have been seen. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logKeys.all }),
  });
}
