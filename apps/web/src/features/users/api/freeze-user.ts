import { MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FreezeBody, FreezeResult } from '@ops/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { prefixedErrorMessage } from '@/lib/api-error';
import { usersKeys } from './query-keys';

/** The failure toast always starts with the spec's text (用户冻结操作失败！) and adds the server's reason. */
export function freezeUser(body: FreezeBody): Promise<FreezeResult> {
  return apiRequest<FreezeResult>(API.freeze, { method: 'POST', body, silent: true });
}

export function useFreezeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
    onError: (error) => notifyError(prefixedErrorMessage(MSG.freezeFailed, error)),
  });
}
