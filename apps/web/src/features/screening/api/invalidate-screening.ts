import type { QueryClient } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** After a change: this feature's lists and the operation log (every change is logged there) reload. */
export function invalidateScreening(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: screeningKeys.all }), queryClient.invalidateQueries({ queryKey: logKeys.all })]);
}
