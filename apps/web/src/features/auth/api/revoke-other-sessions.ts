import type { RevokedCount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { accountSessionsQueryKey } from './get-account-sessions';

/** 退出其他会话: every session but this one ends. */
export function revokeOtherSessions(): Promise<RevokedCount> {
  return apiRequest<RevokedCount>(API.accountSessionsRevokeOthers, { method: 'POST' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }), queryClient.invalidateQueries({ queryKey: logKeys.all })]),
  });
}
