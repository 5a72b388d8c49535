import type { OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 重置密码: the account must change it at its next login, and its sessions end. A refused password (400) shows on its field. */
export function resetOperatorPassword({ id, password }: { id: number; password: string }): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operatorPassword(id), { method: 'POST', body: { password }, silentStatuses: [400] });
}

export function useResetOperatorPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetOperatorPassword, onSettled: () => invalidateOperators(queryClient) });
}
