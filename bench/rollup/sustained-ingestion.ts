import { rollupBacklog } from '../../apps/server/src/modules/statistics/rollup.repository.ts';
import { API } from '../../packages/contracts/src/paths.ts';
import { log } from '../bench-database.ts';
import { runIngestionLoad, type IngestionResult } from '../load/ingestion-load.ts';
import { percentile, runLoad, type LoadResult } from '../load/http-load.ts';
import { logIn, startServer } from '../server-process.ts';
import { USER_ID_BASE } from '../generate/sql-helpers.ts';
import { ACTIVE_USERS, type RollupDatabase } from './rollup-database.ts';

const ADMIN_PASSWORD = 'bench-admin-password';
const INGEST_TOKEN = 'bench-ingest-token-0123456789';
const DAY = 86_400_000;

export const SUSTAINED_BUDGET = { eventsPerSecond: 30_000, lagP99Seconds: 30, statisticsP95Ms: 50, rssMb: 400 } as const;
/** The pace asked of the load generator: the budget's rate with a little margin (flat out, the generator would measure the most the machine takes instead; the ingestion scenario of the main run does that). */
const PACE_EVENTS_PER_SECOND = 32_000;

export interface SustainedIngestion {
  dayEventsBefore: number;
  ingestion: IngestionResult;
  /** Roll-up lag sampled every 2 s while ingesting: the age of the oldest queued batch (0 when none waits). */
  lagSeconds: { samples: number; p50: number; p99: number; max: number };
  /** Seconds after the last batch until the queue was empty. */
  drainSeconds: number;
  /** The statistics pages (7 days, 30 days, today by hour), 2 connections, while ingestion runs. */
  statistics: LoadResult;
  maxRssMb: number;
  budget: typeof SUSTAINED_BUDGET;
  pass: boolean;
}

/** The statistics calls an operator makes while the app is busy: a week, a month, retention and today's hours. */
function statisticsCall(i: number) {
  const now = Date.now();
  const calls = [
    `${API.statisticsDau}?sd=${now - 6 * DAY}&ed=${now}`,
    `${API.statisticsRetention}?sd=${now - 30 * DAY}&ed=${now}`,
    `${API.statisticsDays}?sd=${now - 29 * DAY}&ed=${now}&sex=2`,
    `${API.statisticsRealtime}?oddEven=1`,
  ];
  return { path: calls[i % calls.length] ?? API.statisticsRealtime };
}

/**
 * Issue 17: ingestion over HTTP (1,000-event batches, 10 connections) for `durationMs` into a day that
 * already holds `dayEventsBefore` events, with the server's own refresher (every 15 s) keeping the
 * roll-ups current; the lag, the statistics pages' latency and the server's memory are watched throughout.
 */
export async function runSustainedIngestion(db: RollupDatabase, options: { port: number; durationMs: number; dayEventsBefore: number }): Promise<SustainedIngestion> {
  const server = await startServer(
    { DATABASE_URL: db.url, ADMIN_PASSWORD, INGEST_TOKEN, STATS_REFRESH_SECONDS: '15', SCREENING_WORKER: 'off', DEMO_APP: 'off' },
    options.port,
  );
  try {
    const cookie = await logIn(server.baseUrl, 'admin', ADMIN_PASSWORD);
    server.resetRss();
    const userIds = Array.from({ length: ACTIVE_USERS }, (_, index) => USER_ID_BASE + 1 + index);
    const lags: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        lags.push((await rollupBacklog(db.handle.db)).lagSeconds);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    })();
    const [ingestion, statistics] = await Promise.all([
      runIngestionLoad({ baseUrl: server.baseUrl, token: INGEST_TOKEN, userIds, connections: 10, durationMs: options.durationMs, eventsPerSecond: PACE_EVENTS_PER_SECOND }),
      runLoad({ baseUrl: server.baseUrl, headers: { cookie }, call: statisticsCall, connections: 2, warmupMs: 5000, durationMs: options.durationMs - 10_000 }),
    ]);
    sampling = false;
    await sampler;
    let drainSeconds = 0;
    while ((await rollupBacklog(db.handle.db)).pendingBatches > 0 && drainSeconds < 600) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      drainSeconds += 1;
    }
    const sorted = [...lags].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    const lagSeconds = { samples: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
    const maxRssMb = server.maxRssMb();
    const pass =
      ingestion.eventsPerSecond >= SUSTAINED_BUDGET.eventsPerSecond &&
      ingestion.failedBatches === 0 &&
      lagSeconds.p99 <= SUSTAINED_BUDGET.lagP99Seconds &&
      statistics.p95 <= SUSTAINED_BUDGET.statisticsP95Ms &&
      statistics.errors === 0 &&
      maxRssMb <= SUSTAINED_BUDGET.rssMb;
    const result = { dayEventsBefore: options.dayEventsBefore, ingestion, lagSeconds, drainSeconds, statistics, maxRssMb, budget: SUSTAINED_BUDGET, pass };
    log(`sustained ingestion: ${JSON.stringify({ eventsPerSecond: ingestion.eventsPerSecond, lagSeconds, statisticsP95: statistics.p95, maxRssMb, pass })}`);
    return result;
  } finally {
    await server.stop();
  }
}
