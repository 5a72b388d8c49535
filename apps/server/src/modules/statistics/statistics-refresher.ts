import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts';
import { maintainEventPartitions } from './event-partitions.service.ts';
import { refreshStatistics } from './rollup.service.ts';

export interface RefresherOptions {
  intervalMs: number;
  /** EVENTS_RETENTION_DAYS: raw event days past it are dropped here. */
  retentionDays: number;
}

/**
 * Every `intervalMs`, never two at once in this process (a failed run is logged and retried): keeps the
 * event partitions ready and drops those past retention (ADR 0019), then folds new events into the
 * roll-ups.
 */
export function startStatisticsRefresher(db: Database, options: RefresherOptions, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'statistics roll-up',
    options.intervalMs,
    async () => {
      const dropped = await maintainEventPartitions(db, Date.now(), options.retentionDays);
      if (dropped.length > 0) {
        log.info({ days: dropped, retentionDays: options.retentionDays }, 'raw activity events past retention dropped (roll-ups keep their figures)');
      }
      const outcome = await refreshStatistics(db);
      if (outcome.days.length > 0 || outcome.events > 0) {
        log.info({ events: outcome.events, rebuiltDays: outcome.days.length, cohorts: outcome.cohorts.length }, 'statistics roll-ups refreshed');
      }
    },
    log,
  );
}
