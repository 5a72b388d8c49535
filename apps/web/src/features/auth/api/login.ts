import type { LoginBody, LoginResult } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/operator-access';

/** Bad credentials answer 401 with a message the login form shows inline, so no toast and no redirect. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>(API.login, { method: 'POST', body, silent: true, skipAuthRedirect: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.setQueryData(profileQueryKey, result.operator);
    },
  });
}
