import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { refreshStatistics } from './rollup.service.ts';

export interface StatisticsRefresher {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/** Runs the roll-up every `intervalMs`, never two at once in this process; a failed run is logged and retried. */
export function startStatisticsRefresher(db: Database, intervalMs: number, log: FastifyBaseLogger): StatisticsRefresher {
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    try {
      const outcome = await refreshStatistics(db);
      if (outcome.days.length > 0) log.info({ days: outcome.days.length, cohorts: outcome.cohorts.length }, 'statistics roll-ups refreshed');
    } catch (error) {
      log.error({ err: error }, 'statistics roll-up failed; retrying on the next tick');
    }
  };
  const tick = () => {
    if (running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
