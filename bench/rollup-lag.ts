import type { Database } from '../apps/server/src/db/client.ts';
import { lastRefreshedAt, rollupBacklog } from '../apps/server/src/modules/statistics/rollup.repository.ts';

/**
 * Seconds from the end of ingestion until the refresher has folded every new event into the roll-ups:
 * nothing left in the roll-up's queue or marked for a rebuild, and a refresh finished after the last batch.
 */
export async function waitForRollups(db: Database, ingestionEndedAt: number): Promise<number> {
  for (;;) {
    const backlog = await rollupBacklog(db);
    const refreshed = (await lastRefreshedAt(db))?.getTime() ?? 0;
    if (backlog.pendingBatches === 0 && backlog.dirtyDays === 0 && refreshed > ingestionEndedAt) return Math.round((refreshed - ingestionEndedAt) / 100) / 10;
    if (Date.now() - ingestionEndedAt > 600_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
