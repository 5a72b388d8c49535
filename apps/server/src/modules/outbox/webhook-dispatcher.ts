import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.ts';
import { startWorkLoop, type WorkLoop } from '../../lib/work-loop.ts';
import { claimDueEvents, type DeliveryResult, recordDeliveryResults } from './delivery.repository.ts';
import { retryDelayMs } from './retry-schedule.ts';
import { postDecisionEvent } from './webhook-client.ts';

/** Wakes to look for due events at once; stops after recording the batch in flight. */
export type WebhookDispatcher = WorkLoop;

export interface DispatcherOptions {
  db: Database;
  webhook: WebhookConfig & { url: string; secret: string };
  log: FastifyBaseLogger;
  /** How long to wait between looks when nothing was due. */
  pollMs?: number;
  batchSize?: number;
}

const DEFAULT_POLL_MS = 200;
const ERROR_PAUSE_MS = 3_000;
/** Events claimed per round: twice the parallel requests, so the round ends within two timeouts. */
const ROUNDS_PER_BATCH = 2;

/**
 * Twice the longest a batch can take (every request timing out, round after round) plus slack for
 * recording the results: a live dispatcher never loses its lease mid-send, and a dead one's events
 * are due again within seconds.
 */
export const leaseMsFor = (timeoutMs: number, rounds: number) => rounds * timeoutMs * 2 + 2_000;

/**
 * Pushes decision events to WEBHOOK_URL: claims a batch of due events (one per subject, each first in
 * its subject's line), POSTs them signed with up to WEBHOOK_CONCURRENCY at once, records every result,
 * and goes straight on while events are due. Any number of dispatchers (instances) share the work.
 */
export function startWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { db, webhook, log } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const batchSize = options.batchSize ?? webhook.concurrency * ROUNDS_PER_BATCH;
  const leaseMs = leaseMsFor(webhook.timeoutMs, Math.ceil(batchSize / webhook.concurrency));
  const owner = randomUUID();
  const deliverBatch = async (): Promise<number> => {
    const claimed = await claimDueEvents(db, { limit: batchSize, leaseMs, owner });
    if (claimed.length === 0) return 0;
    const results = await mapWithConcurrency(claimed, webhook.concurrency, async ({ event, attempts }): Promise<DeliveryResult> => {
      const outcome = await postDecisionEvent(webhook, event);
      return { sequence: event.sequence, outcome, retryDelayMs: retryDelayMs(attempts + 1, webhook.retryBaseMs, webhook.retryMaxMs) };
    });
    await recordDeliveryResults(db, results, { owner, retryHours: webhook.retryHours });
    const failed = results.filter((result) => !result.outcome.ok);
    if (failed.length > 0) log.warn({ failed: failed.length, of: results.length, first: failed[0]?.outcome.error }, 'webhook deliveries failed; retrying later');
    return claimed.length;
  };

  return startWorkLoop({ name: 'webhook dispatch', runOnce: deliverBatch, log, pollMs, errorPauseMs: ERROR_PAUSE_MS });
}
