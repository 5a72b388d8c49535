import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startPeriodicJob } from './lib/periodic-job.ts';
import { foldPastCounterSlots } from './modules/moderation/counter-slots.repository.ts';
import { pruneOutbox } from './modules/outbox/outbox-retention.ts';
import { startWebhookDispatcher } from './modules/outbox/webhook-dispatcher.ts';
import { startScreeningWorker } from './modules/screening/screening-worker.ts';
import { pruneSecurityEvents } from './modules/security-events/security-events.service.ts';
import { writeCheckpoint } from './modules/oplog/audit-checkpoints.ts';
import { startStatisticsRefresher } from './modules/statistics/statistics-refresher.ts';
import { sweepExpiredFreezes } from './modules/users/freeze-expiry.service.ts';

/** How often freezes that ran out are recorded and announced to the app. */
export const FREEZE_EXPIRY_SWEEP_MS = 5_000;
/** How often delivered decision events past their retention are pruned. */
export const OUTBOX_PRUNE_MS = 10 * 60_000;
/** How often security events past SECURITY_EVENTS_RETENTION_DAYS are deleted. */
export const SECURITY_EVENTS_PRUNE_MS = 10 * 60_000;

/** How often the list counters' slots of past days and months are folded into one row per key (ADR 0028). */
export const COUNTER_SLOTS_FOLD_MS = 10 * 60_000;

/** Every `auditCheckpointMs`, a signed checkpoint of the log's sealed head when it moved (issue 18). */
function auditCheckpoints(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  let lastSeq = 0;
  return startPeriodicJob(
    'audit checkpoints',
    config.auditCheckpointMs,
    async () => {
      lastSeq = await writeCheckpoint(db, config.auditCheckpointFile, lastSeq);
    },
    log,
    { runAtStart: true },
  );
}

export interface BackgroundJobs {
  /** A write committed: the machine review looks for new items and the webhook dispatcher (if any) for new events, now. */
  wakeAfterWrite(): void;
  /** Another job to stop with the rest (the demo app, started once the server listens). */
  add(job: { stop(): Promise<void> }): void;
  stop(): Promise<void>;
}

/**
 * What each instance runs beside the API: the statistics roll-up, the freeze-expiry sweep, the
 * machine review (机审, unless SCREENING_WORKER=off), the webhook dispatcher (when WEBHOOK_URL is set), outbox retention, security-event retention and the list counters' slot fold. Each is safe to run on many
 * instances at once (advisory lock, SKIP LOCKED, leases).
 */
export function startBackgroundJobs(db: Database, config: AppConfig, log: FastifyBaseLogger): BackgroundJobs {
  const jobs: { stop(): Promise<void> }[] = [
    startStatisticsRefresher(db, { intervalMs: config.statsRefreshMs, retentionDays: config.eventsRetentionDays }, log),
    startPeriodicJob(
      'freeze expiry',
      FREEZE_EXPIRY_SWEEP_MS,
      async () => {
        const recorded = await sweepExpiredFreezes(db);
        if (recorded > 0) log.info({ recorded }, 'freezes that ran out recorded');
      },
      log,
    ),
    startPeriodicJob(
      'outbox retention',
      OUTBOX_PRUNE_MS,
      async () => {
        const pruned = await pruneOutbox(db, { retentionDays: config.outboxRetentionDays, pushConfigured: config.webhook.url !== undefined });
        if (pruned > 0) log.info({ pruned }, 'decision events past their retention pruned');
      },
      log,
    ),
    auditCheckpoints(db, config, log),
    startPeriodicJob(
      'counter slots fold',
      COUNTER_SLOTS_FOLD_MS,
      async () => {
        const folded = await foldPastCounterSlots(db);
        if (folded > 0) log.info({ folded }, 'list counter slots of past days folded');
      },
      log,
      // Nothing waits on it: instances started together do not all fold (and lock the same rows) at once.
      { runAtStart: false },
    ),
    startPeriodicJob(
      'security events retention',
      SECURITY_EVENTS_PRUNE_MS,
      async () => {
        const pruned = await pruneSecurityEvents(db, config.securityEventsRetentionDays);
        if (pruned > 0) log.info({ pruned }, 'security events past their retention pruned');
      },
      log,
    ),
  ];
  const screening = config.screeningWorker ? startScreeningWorker({ db, log }) : null;
  if (screening) jobs.push(screening);
  const { url, secret } = config.webhook;
  const dispatcher = url && secret ? startWebhookDispatcher({ db, webhook: { ...config.webhook, url, secret }, log }) : null;
  if (dispatcher) jobs.push(dispatcher);
  return {
    wakeAfterWrite: () => {
      screening?.wake();
      dispatcher?.wake();
    },
    add: (job) => jobs.push(job),
    // The demo app first: it sends through the API, which is already closed by now.
    stop: async () => {
      for (const job of [...jobs].reverse()) await job.stop();
    },
  };
}
