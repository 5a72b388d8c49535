import type { OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 停用: the account can no longer sign in and its sessions end at once. */
export function disableOperator(id: number): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operatorDisable(id), { method: 'POST' });
}

export function useDisableOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableOperator, onSettled: () => invalidateOperators(queryClient) });
}
