import { MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FreezeBody, FreezeResult } from '@ops/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { failureReason } from '@/lib/api-error';
import { notifyFailure } from '@/lib/notify';
import { usersKeys } from './query-keys';

/**
 * On failure: a notification titled exactly 用户冻结操作失败！ (spec 8), the server's reason as its description. When another
 * operator acted first (409) the dialog closes and the page reloads (`lib/lost-race.ts`).
 */
export function freezeUser(body: FreezeBody): Promise<FreezeResult> {
  return apiRequest<FreezeResult>(API.freeze, { method: 'POST', body, silent: true });
}

export function useFreezeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeUser,
    // The user's 操作记录 (and the 操作日志 page) gain the new entry.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: usersKeys.all }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
    onError: (error) => notifyFailure(MSG.freezeFailed, failureReason(error, MSG.freezeFailed)),
  });
}
