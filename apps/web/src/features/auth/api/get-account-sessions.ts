import type { AccountSessionList } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const accountSessionsQueryKey = ['auth', 'sessions'] as const;

/** 我的会话: where the operator is signed in, this browser marked. */
export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return apiRequest<AccountSessionList>(API.accountSessions, { signal });
}

/** Read afresh at every opening: sessions come and go on other devices. */
export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsQueryKey, queryFn: ({ signal }) => getAccountSessions(signal), staleTime: 0 });
}
