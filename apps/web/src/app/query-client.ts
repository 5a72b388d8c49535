import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from '@/lib/api-error';

/** 4xx answers are final; anything else (network, 5xx) is retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.isClientError) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
