import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';

/**
 * Seconds from the end of ingestion until the refresher has folded every new event into the roll-ups:
 * nothing left in the roll-up's queue or marked for a rebuild, and a refresh finished after the last batch.
 */
export async function waitForRollups(db: Database, ingestionEndedAt: number): Promise<number> {
  for (;;) {
    const [state] = await queryRows<{ dirty: number; refreshed: Date | string | null }>(
      db,
      sql`select (select count(*)::int from stats_dirty_days) + (select count(*)::int from stats_pending_events) as dirty, (select refreshed_at from stats_rollup_state where id = 1) as refreshed`,
    );
    const refreshed = state?.refreshed ? new Date(state.refreshed).getTime() : 0;
    if (state?.dirty === 0 && refreshed > ingestionEndedAt) return Math.round((refreshed - ingestionEndedAt) / 100) / 10;
    if (Date.now() - ingestionEndedAt > 600_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
