import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiClientError } from '@/lib/api-error';
import { lostRace } from '@/lib/lost-race';

/** 4xx answers are final; anything else (network, 5xx) is retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.isClientError) return false;
  return failureCount < 1;
}

/**
 * A change that lost a race (409/404, `lib/lost-race.ts`) means the screen is out of date: whatever is on it reloads
 * (the list, the detail, the counts), whichever mutation it was; the other queries refetch when next shown.
 */
const mutationCache = new MutationCache({
  onError: (error) => {
    if (lostRace(error)) void queryClient.invalidateQueries();
  },
});

export const queryClient: QueryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
