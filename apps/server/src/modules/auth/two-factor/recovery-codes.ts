import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@ops/contracts/two-factor';

/** Letters and digits that cannot be mistaken for one another when read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function randomHalf(): string {
  return Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten fresh codes like `k7p2m-x9qae` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
}

/** What an operator typed, as stored: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  return compact.length === HALF * 2 && [...compact].every((char) => ALPHABET.includes(char)) ? compact : null;
}

/** Codes are random, so a plain SHA-256 is enough to keep a leaked table useless. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
