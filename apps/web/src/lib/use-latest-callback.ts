import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity for the component's lifetime that always calls the newest `fn`: lets a memoized child
 * (a filter form that should not redraw when the rows arrive) take a handler that reads the page's current state.
 * Call it from event handlers, not while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
