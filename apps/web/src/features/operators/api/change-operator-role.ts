import type { OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import type { Role } from '@ops/contracts/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOperators } from './invalidate-operators';

/** 修改角色; the last enabled 超级管理员 keeps theirs (409, toasted). */
export function changeOperatorRole({ id, role }: { id: number; role: Role }): Promise<OperatorAccount> {
  return apiRequest<OperatorAccount>(API.operatorRole(id), { method: 'POST', body: { role } });
}

export function useChangeOperatorRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeOperatorRole, onSettled: () => invalidateOperators(queryClient) });
}
