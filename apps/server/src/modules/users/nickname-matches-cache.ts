import type { Executor } from '../../db/client.ts';

/** Terms remembered per database handle, least recently used first out. */
const MAX_TERMS = 32;
/** A term matching more users than this is not remembered (at most 32 × 50,000 ids, ~13 MB). */
export const MAX_REMEMBERED_MATCHES = 50_000;

interface Entry {
  version: number;
  /** The matching user ids, ascending. */
  ids: Float64Array;
}

const caches = new WeakMap<Executor, Map<string, Entry>>();

const keyOf = (term: string, gram: string) => `${gram}\u0000${term}`;

/**
 * A long nickname term's matching user ids (ADR 0023), as read under `version` of its rarest `gram`
 * (migration 0026: it moves with every change to a nickname holding the gram, so the matches are
 * exactly these while it stands). Undefined when this process has not read them at that version.
 */
export function rememberedMatches(executor: Executor, term: string, gram: string, version: number): Float64Array | undefined {
  const cache = caches.get(executor);
  const key = keyOf(term, gram);
  const entry = cache?.get(key);
  if (!cache || !entry || entry.version !== version) return undefined;
  cache.delete(key);
  cache.set(key, entry);
  return entry.ids;
}

/** Keeps `ids` (ascending) as the term's matches at `version`, read in the same statement as the version. */
export function rememberMatches(executor: Executor, term: string, gram: string, version: number, ids: Float64Array): void {
  if (ids.length > MAX_REMEMBERED_MATCHES) return;
  let cache = caches.get(executor);
  if (!cache) {
    cache = new Map();
    caches.set(executor, cache);
  }
  const key = keyOf(term, gram);
  cache.delete(key);
  cache.set(key, { version, ids });
  while (cache.size > MAX_TERMS) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
}

/** The ids of one page of matches (ascending `ids`) in the list's id order. */
export function pageOfMatches(ids: Float64Array, order: 'ascending' | 'descending', offset: number, limit: number): number[] {
  if (order === 'ascending') return Array.from(ids.subarray(offset, offset + limit));
  const end = Math.max(0, ids.length - offset);
  return Array.from(ids.subarray(Math.max(0, end - limit), end)).reverse();
}
