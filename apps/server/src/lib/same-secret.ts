import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a presented secret (a bearer token) equals the configured one, in constant time: both are
 * hashed first, so neither their contents nor their lengths show in the comparison's timing.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
