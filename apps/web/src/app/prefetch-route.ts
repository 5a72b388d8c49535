import { useEffect, useState } from 'react';
import type { Permission } from '@ops/contracts/permissions';
import { whenIdle } from '@/lib/when-idle';
import { rememberPreload } from './press-preload';
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
  route
    .lazy()
    .then((module) => rememberPreload(route.path, module.preload))
    .catch(() => started.delete(route.path));
}

/** How long after the first page of the console is drawn the other pages' code starts to load. */
export const IDLE_PREFETCH_DELAY_MS = 1_500;

/**
 * Once the console's first page has been drawn and the browser is idle, the code of every other page in the
 * operator's menu loads in the background, so that moving between pages never waits for it (issue 16: a list
 * switch ≤ 300 ms). The first screen itself loads nothing more (its byte budget); the charting library stays behind
 * its own lazy import until a chart is shown. True from that moment on (the shell then warms antd's components).
 */
export function useIdlePrefetch(granted: readonly Permission[] | undefined): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (granted === undefined) return undefined;
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        permittedMenuRoutes(appRoutes, granted).forEach(prefetchRoute);
        setIdle(true);
      }, 3_000);
    }, IDLE_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [granted]);
  return idle;
}
