import type { OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 启用: a disabled account may sign in again. */
export function enableOperator(id: number): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operatorEnable(id), { method: 'POST' });
}

export function useEnableOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableOperator, onSettled: () => invalidateOperators(queryClient) });
}
