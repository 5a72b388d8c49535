import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts';
import { refreshStatistics } from './rollup.service.ts';

/** Runs the roll-up every `intervalMs`, never two at once in this process; a failed run is logged and retried. */
export function startStatisticsRefresher(db: Database, intervalMs: number, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'statistics roll-up',
    intervalMs,
    async () => {
      const outcome = await refreshStatistics(db);
      if (outcome.days.length > 0) log.info({ days: outcome.days.length, cohorts: outcome.cohorts.length }, 'statistics roll-ups refreshed');
    },
    log,
  );
}
