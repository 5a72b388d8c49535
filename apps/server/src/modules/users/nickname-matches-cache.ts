import type { Executor } from '../../db/client.ts';
import { StampedMemo } from '../../lib/stamped-memo.ts';

/** A term matching more users than this is not remembered (at most 32 terms × 50,000 ids, ~13 MB). */
export const MAX_REMEMBERED_MATCHES = 50_000;

/** Per database handle, 32 terms: each term's matching user ids, ascending, under the gram version read with them. */
const matches = new StampedMemo<number, Float64Array>(32);

const keyOf = (term: string, gram: string) => `${gram}\u0000${term}`;

/**
 * A long nickname term's matching user ids (ADR 0023), as read under `version` of its rarest `gram`
 * (migration 0026: it moves with every change to a nickname holding the gram, so the matches are
 * exactly these while it stands). Undefined when this process has not read them at that version.
 */
export function rememberedMatches(executor: Executor, term: string, gram: string, version: number): Float64Array | undefined {
  return matches.get(executor, keyOf(term, gram), version);
}

/** Keeps `ids` (ascending) as the term's matches at `version`, read in the same statement as the version. */
export function rememberMatches(executor: Executor, term: string, gram: string, version: number, ids: Float64Array): void {
  if (ids.length <= MAX_REMEMBERED_MATCHES) matches.set(executor, keyOf(term, gram), version, ids);
}

/** The ids of one page of matches (ascending `ids`) in the list's id order. */
export function pageOfMatches(ids: Float64Array, order: 'ascending' | 'descending', offset: number, limit: number): number[] {
  if (order === 'ascending') return Array.from(ids.subarray(offset, offset + limit));
  const end = Math.max(0, ids.length - offset);
  return Array.from(ids.subarray(Math.max(0, end - limit), end)).reverse();
}
