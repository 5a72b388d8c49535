import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

const noSubscription = () => () => undefined;

/**
 * The path in the address bar, from the moment it changes. React Router hands a navigation to React inside a
 * transition, so `useLocation()` keeps the old path until the new page has rendered (a first visit to a page may take
 * a few hundred milliseconds): read from the router itself, the shell's menu and breadcrumb move with the URL at once.
 * Outside a data router (a plain `<MemoryRouter>` in a test) it is `useLocation()`'s path.
 */
export function useCurrentPathname(): string {
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((onChange: () => void) => (router ? router.subscribe(() => onChange()) : noSubscription()), [router]);
  return useSyncExternalStore(subscribe, () => router?.state.location.pathname ?? pathname);
}
