import type { RevokedCount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 结束会话: the account is signed out everywhere. */
export function revokeOperatorSessions(id: number): Promise<RevokedCount> {
  return apiRequest<RevokedCount>(API.operatorSessionsRevoke(id), { method: 'POST' });
}

export function useRevokeOperatorSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOperatorSessions, onSettled: () => invalidateOperators(queryClient) });
}
