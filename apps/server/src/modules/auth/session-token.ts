import { createHash, randomBytes } from 'node:crypto';

/** A new opaque bearer token (256 bits). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored under the SHA-256 of their token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
