/** A browser without requestIdleCallback (Safari) runs the work after this delay instead. */
const FALLBACK_DELAY_MS = 50;

/**
 * Runs `work` when the browser is next idle (at the latest after `timeoutMs`); returns the cancel. One place for the
 * console's background work: the idle prefetch of the pages' code and the component warm-up.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(work, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = globalThis.setTimeout(work, FALLBACK_DELAY_MS);
  return () => globalThis.clearTimeout(timer);
}
