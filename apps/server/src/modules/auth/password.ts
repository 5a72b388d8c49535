import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane; the strength OWASP equates with scrypt
 * N = 2^17), about 15 ms a hash here. `2` is `Algorithm.Argon2id` (a const enum the library's types
 * declare but isolated modules cannot import).
 */
const ARGON2_OPTIONS: Argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** What a hash made with today's settings starts with; any other stored hash is rehashed at the next login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

const normalized = (password: string) => password.normalize('NFKC');

/** A new hash of a password, in Argon2's own PHC string form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalized(password), ARGON2_OPTIONS);
}

/** Whether a stored hash was made with other settings than today's (an earlier scrypt hash, or weaker Argon2). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** Checks a password against a stored hash of either form: today's Argon2id, or the scrypt hashes made before issue 18. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return argon2Verify(stored, normalized(password)).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** A hash of a random password: verifying against it costs the same as a real one, for unknown usernames. */
export const dummyPasswordHash = hashPassword(randomBytes(16).toString('hex'));

// Hashes made before issue 18: `scrypt$N$r$p$salt$hash` (base64), N = 16384, r = 8, p = 1. Verified, never made.

const SCRYPT_KEY_LENGTH = 64;

function deriveScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(normalized(password), salt, SCRYPT_KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltText, keyText] = stored.split('$');
  if (!n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await deriveScrypt(password, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An earlier scrypt hash of a password (tests of the rehash, and the benchmark's older accounts). */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 16_384, r: 8, p: 1 };
  const key = await deriveScrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}
