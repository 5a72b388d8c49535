import type { OperatorList } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { throughputKeys } from './query-keys';

/** GET /system/operators: every operator account (only for an operator who may manage accounts). */
export function getOperators(signal?: AbortSignal): Promise<OperatorList> {
  return apiRequest<OperatorList>(API.operators, { signal });
}

/** The accounts, fetched only when `enabled` (the viewer has system.manage); otherwise the page names operators from its answer. */
export function useOperatorAccounts(enabled: boolean) {
  return useQuery({ queryKey: throughputKeys.operators, queryFn: ({ signal }) => getOperators(signal), enabled });
}
