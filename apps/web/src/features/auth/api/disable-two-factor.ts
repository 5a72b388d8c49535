import type { TwoFactorDisableBody } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/operator-access';

/** Needs the password; a wrong one (400) or a role that requires two-factor login (409) is shown in the dialog. */
export function disableTwoFactor(body: TwoFactorDisableBody): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(API.twoFactorDisable, { method: 'POST', body, silentStatuses: [400, 409] });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: profileQueryKey }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
  });
}
