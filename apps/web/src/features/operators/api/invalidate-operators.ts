import type { QueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { profileQueryKey } from '@/lib/operator-access';
import { operatorKeys } from './query-keys';

/**
 * After a change, done or refused: the account list reloads (a 409 means it was out of date), the operation log
 * gains the entry, and the signed-in operator's profile reloads (the change may have been to their own account).
 */
export function invalidateOperators(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
    queryClient.invalidateQueries({ queryKey: logKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  ]);
}
