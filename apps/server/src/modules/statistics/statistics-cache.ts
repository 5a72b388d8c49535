import { StampedMemo } from '../../lib/stamped-memo.ts';

/**
 * The statistics answers this process gave, each remembered with the roll-up's refresh stamp it was read
 * under. Figures change only when a refresh commits, and every refresh sets a new stamp in the same
 * transaction (rollup.repository.ts `markRefreshed`), so an answer stays exact while the stamp is unchanged:
 * a request reads the stamp (one row) and, when it matches, answers without reading the roll-ups.
 *
 * One cache per database handle (the primary and a replica each see their own stamp), a few dozen
 * answers each, least recently used first out.
 */
const answers = new StampedMemo<string, string>(48);

/** The answer remembered for `key` under exactly this stamp, if any. */
export function rememberedAnswer(db: object, key: string, stamp: string | null): string | undefined {
  return stamp === null ? undefined : answers.get(db, key, stamp);
}

/** Remembers an answer read under `stamp` (nothing before the first refresh: no stamp to check it against). */
export function rememberAnswer(db: object, key: string, stamp: string | null, text: string): void {
  if (stamp !== null) answers.set(db, key, stamp, text);
}
