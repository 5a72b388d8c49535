import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts';
import { maintainEventPartitions } from './event-partitions.service.ts';
import { rollupBacklog } from './rollup.repository.ts';
import { refreshStatistics } from './rollup.service.ts';

/**
 * Retention keeps a day's grace (raw days) and 30 more days (user-days) past what a queued event can
 * need, as long as the queue is less than a day old; beyond that it waits.
 */
const RETENTION_PAUSE_LAG_SECONDS = 86_400 - 3_600;

export interface RefresherOptions {
  intervalMs: number;
  /** EVENTS_RETENTION_DAYS: raw event days past it are dropped here. */
  retentionDays: number;
}

/**
 * Every `intervalMs`, never two at once in this process (a failed run is logged and retried): folds
 * new events into the roll-ups, then keeps the event partitions ready and drops those past retention
 * (ADR 0019).
 */
export function startStatisticsRefresher(db: Database, options: RefresherOptions, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'statistics roll-up',
    options.intervalMs,
    async () => {
      // Folded in first: a day marked for a rebuild is rebuilt before retention may drop its raw events.
      const outcome = await refreshStatistics(db);
      if (outcome.days.length > 0 || outcome.events > 0) {
        log.info({ events: outcome.events, rebuiltDays: outcome.days.length, cohorts: outcome.cohorts.length }, 'statistics roll-ups refreshed');
      }
      const backlog = await rollupBacklog(db);
      if (backlog.lagSeconds >= RETENTION_PAUSE_LAG_SECONDS) {
        // Queued events a day old may need the raw days and user-days retention would drop next.
        log.warn({ lagSeconds: Math.round(backlog.lagSeconds) }, 'statistics roll-up is a day behind: retention waits until it has caught up');
      } else {
        const dropped = await maintainEventPartitions(db, Date.now(), options.retentionDays);
        if (dropped.length > 0) {
          log.info({ days: dropped, retentionDays: options.retentionDays }, 'raw activity events past retention dropped (roll-ups keep their figures)');
        }
      }
    },
    log,
  );
}
