/**
 * Exponential backoff with jitter: the n-th failed attempt (1-based) waits between half and all of
 * base·2^(n-1), capped at `maxMs`, so receivers coming back are not hit by every sender at once.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
