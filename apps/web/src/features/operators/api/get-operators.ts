import type { OperatorList } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorKeys } from './query-keys';

/** GET /system/operators: every operator account, with its role, state, two-factor login and last login. */
export function getOperators(signal?: AbortSignal): Promise<OperatorList> {
  return apiRequest<OperatorList>(API.operators, { signal });
}

export function useOperators() {
  return useQuery({ queryKey: operatorKeys.list(), queryFn: ({ signal }) => getOperators(signal), staleTime: 0 });
}
