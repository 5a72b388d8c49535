import { MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FreezeBody, FreezeResult } from '@ops/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { failureReason } from '@/lib/api-error';
import { notifyFailure } from '@/lib/notify';
import { usersKeys } from './query-keys';

/** On failure: a notification titled exactly 用户冻结操作失败！ (spec 8), the server's reason as its description. */
export function freezeUser(body: FreezeBody): Promise<FreezeResult> {
  return apiRequest<FreezeResult>(API.freeze, { method: 'POST', body, silent: true });
}

export function useFreezeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
    onError: (error) => notifyFailure(MSG.freezeFailed, failureReason(error, MSG.freezeFailed)),
  });
}
