import type { IntegrationScope } from '@ops/contracts/integration-tokens';
import type { Database } from '../../db/client.ts';
import { findLiveTokenByHash, touchToken } from './integration-tokens.repository.ts';

export interface LiveToken {
  id: number;
  name: string;
  scopes: IntegrationScope[];
}

/**
 * How long a looked-up token is trusted without asking the database again. A token revoked or rotated on
 * another instance stops working there within this time; on this instance at once (`forgetTokens`).
 */
export const TOKEN_CACHE_MS = 5_000;

const caches = new WeakMap<Database, Map<string, { token: LiveToken; until: number }>>();

function cacheOf(db: Database): Map<string, { token: LiveToken; until: number }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The live token with this hash, from the database at most every TOKEN_CACHE_MS per token (each such
 * read also stamps its `last_used_at`); unknown hashes are always asked, so a new token works at once.
 */
export async function liveTokenByHash(db: Database, tokenHash: string, now = Date.now()): Promise<LiveToken | null> {
  const cache = cacheOf(db);
  const hit = cache.get(tokenHash);
  if (hit && hit.until > now) return hit.token;
  const token = await findLiveTokenByHash(db, tokenHash);
  if (!token) {
    cache.delete(tokenHash);
    return null;
  }
  await touchToken(db, token.id);
  cache.set(tokenHash, { token, until: now + TOKEN_CACHE_MS });
  return token;
}

/** After a rotation or revocation on this instance: the next call asks the database. */
export function forgetTokens(db: Database): void {
  cacheOf(db).clear();
}
