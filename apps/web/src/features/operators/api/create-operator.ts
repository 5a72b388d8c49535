import type { CreateOperatorBody, OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** POST /system/operators. A refused field (400) or a taken username (409) is shown in the dialog's form, not as a toast. */
export function createOperator(body: CreateOperatorBody): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operators, { method: 'POST', body, silentStatuses: [400, 409] });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOperator, onSettled: () => invalidateOperators(queryClient) });
}
