import { useEffect } from 'react';
import type { Permission } from '@ops/contracts/permissions';
import { permittedMenuRoutes } from './route-access';
import { appRoutes, type AppRoute } from './routes';

const started = new Set<string>();

/**
 * Starts loading a page's code (the router asks for the same module on navigation and gets it from the module
 * cache). A failure is left to the navigation, which shows its own error.
 */
export function prefetchRoute(route: AppRoute): void {
  if (started.has(route.path)) return;
  started.add(route.path);
  route.lazy().catch(() => started.delete(route.path));
}

/** How long after the first page of the console is drawn the other pages' code starts to load. */
export const IDLE_PREFETCH_DELAY_MS = 1_500;

/**
 * Once the console's first page has been drawn and the browser is idle, the code of every other page in the
 * operator's menu loads in the background, so that moving between pages never waits for it (issue 16: a list
 * switch ≤ 300 ms). The first screen itself loads nothing more (its byte budget); the charting library stays behind
 * its own lazy import until a chart is shown.
 */
export function useIdlePrefetch(granted: readonly Permission[] | undefined): void {
  useEffect(() => {
    if (granted === undefined) return undefined;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const run = () => permittedMenuRoutes(appRoutes, granted).forEach(prefetchRoute);
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3_000 });
      else run();
    }, IDLE_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [granted]);
}
