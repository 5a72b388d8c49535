import type { ChangePasswordBody } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';

/** The dialog shows every failure itself (on the field it concerns, or above the form), so no toast; 401 still goes to login. */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(API.changePassword, { method: 'POST', body, silent: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The operation log gains a 修改密码 entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logKeys.all }),
  });
}
