import type { OperatorProfile } from '@ops/contracts/auth';
import { profileQueryKey } from '@/lib/operator-access';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePreload } from '@/lib/page-preload';
import { canOpenRoute } from './route-access';
import type { AppRoute } from './routes';

/** The `preload` of each page whose code has loaded (null: the page has none), by path. */
const knownPreloads = new Map<string, PagePreload | null>();

/** Called when a page's code has loaded (app/prefetch-route.ts), so that a press can start its fetch at once. */
export function rememberPreload(path: string, preload: PagePreload | undefined): void {
  knownPreloads.set(path, preload ?? null);
}

/**
 * A menu entry pressed: its page's list starts loading at the press, before the click that follows it renders the page
 * (which then finds the request in flight or answered). The menu opens pages without search params. The page's code is
 * normally loaded by then (the idle prefetch, or pointing at the entry); the fetch starts in the press itself.
 */
export function preloadOnPress(queryClient: QueryClient, route: Pick<AppRoute, 'path' | 'permission'>): void {
  const preload = knownPreloads.get(route.path);
  // Nothing for a page the role may not open (it shows 无权限), nor before the profile is known. Errors are the page's
  // to show: its own query reports them (prefetchQuery itself never rejects).
  const operator = queryClient.getQueryData<OperatorProfile>(profileQueryKey);
  if (!preload || !operator || !canOpenRoute(route, operator.permissions)) return;
  for (const options of preload(new URLSearchParams())) void queryClient.prefetchQuery(options);
}
