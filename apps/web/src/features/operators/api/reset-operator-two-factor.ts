import type { OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 重置两步验证: for an operator who lost their phone and recovery codes; they sign in with the password alone again. */
export function resetOperatorTwoFactor(id: number): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operatorTwoFactorReset(id), { method: 'POST' });
}

export function useResetOperatorTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetOperatorTwoFactor, onSettled: () => invalidateOperators(queryClient) });
}
