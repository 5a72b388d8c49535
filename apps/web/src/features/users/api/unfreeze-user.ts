import { MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FreezeResult, UnfreezeBody } from '@ops/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { prefixedErrorMessage } from '@/lib/api-error';
import { usersKeys } from './query-keys';

/** The failure toast always starts with the spec's text (用户解冻操作失败！) and adds the server's reason. */
export function unfreezeUser(body: UnfreezeBody): Promise<FreezeResult> {
  return apiRequest<FreezeResult>(API.unfreeze, { method: 'POST', body, silent: true });
}

export function useUnfreezeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfreezeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
    onError: (error) => notifyError(prefixedErrorMessage(MSG.unfreezeFailed, error)),
  });
}
