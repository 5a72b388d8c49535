import type { Database } from '../../apps/server/src/db/client.ts';
import { INTAKE_BATCH_MAX } from '../../packages/contracts/src/intake.ts';
import { log } from '../bench-database.ts';
import { type PacedDecisions, runPacedDecisions } from './decision-pacing.ts';
import { type DeliveryStats, matchDeliveries, waitForDeliveries } from './delivery-match.ts';
import { sendIntakeBatch } from './intake-batch.ts';
import type { IdSequence } from './intake-items.ts';
import { newPosts } from './intake-streams.ts';
import { sampleOutboxBacklog } from './outbox-backlog.ts';
import type { WebhookReceiver } from './webhook-receiver.ts';

/** Issue 12: a decision's event delivered within 1 s (p95) on a healthy receiver; the dispatcher keeps up with 500 decisions/s. */
export const DELIVERY_BUDGET = { p95Ms: 1000, decisionsPerSecond: 500, drainSeconds: 5 } as const;
/** Single-post decisions at an operator's pace, for the latency. */
export const LATENCY_LOAD = { callsPerSecond: 20, idsPerCall: 1 } as const;
/** 550 decisions/s offered: 10% above the budget, so that the pacing's jitter cannot decide the result. */
export const THROUGHPUT_LOAD = { callsPerSecond: 11, idsPerCall: 50 } as const;
/** How long to wait for the last events after the last decision before counting the rest as missing. */
const DELIVERY_TIMEOUT_MS = 60_000;
/** After the last event, how long to keep listening for redeliveries. */
const DUPLICATE_GRACE_MS = 2_000;

interface DecisionLoad {
  callsPerSecond: number;
  idsPerCall: number;
  seconds: number;
  calls: number;
  failedCalls: number;
  skipped: number;
  callP95Ms: number;
}

export interface DeliveryLatencyResult extends DeliveryStats, DecisionLoad {
  budgetP95Ms: number;
  pass: boolean;
}

export interface DeliveryThroughputResult extends DeliveryStats, DecisionLoad {
  /** Decisions made per second: from the first pass call sent to the last answered. */
  decisionsPerSecond: number;
  /** Events delivered per second: from the first arrival to the last. */
  deliveriesPerSecond: number;
  /** From the last pass call's answer to the last event's arrival. */
  drainSeconds: number;
  maxBacklog: number;
  /** Undelivered events in the outbox, [seconds since the first pass call, count], every half second. */
  backlog: [number, number][];
  budget: typeof DELIVERY_BUDGET;
  pass: boolean;
}

export interface DeliveryContext {
  baseUrl: string;
  cookie: string;
  token: string;
  /** The bench's own connection, for the outbox backlog. */
  db: Database;
  receiver: WebhookReceiver;
  authorIds: readonly number[];
  postIds: IdSequence;
  durationMs: number;
}

/** New posts through intake (state 1, 待机审) to decide on, so repeated runs on a reused database do not use up its review queue. */
async function prepareReviewQueue(c: DeliveryContext, count: number): Promise<number[]> {
  const stream = newPosts(c.postIds, c.authorIds, Date.now() - 60_000);
  const ids: number[] = [];
  while (ids.length < count) {
    const batch = stream();
    const outcome = await sendIntakeBatch(c.baseUrl, c.token, 'posts', batch);
    if (!outcome.ok) throw new Error(`preparing posts to decide on: intake answered ${outcome.status}`);
    ids.push(...batch.map((post) => post.id));
  }
  return ids;
}

const loadOf = (paced: PacedDecisions, load: { callsPerSecond: number; idsPerCall: number }): DecisionLoad => ({
  ...load,
  seconds: Math.round((paced.lastAnsweredAt - paced.firstSentAt) / 100) / 10,
  calls: paced.calls,
  failedCalls: paced.failedCalls,
  skipped: paced.skipped,
  callP95Ms: paced.callP95Ms,
});

const exactlyOnce = (s: DeliveryStats, paced: PacedDecisions) =>
  s.missing === 0 && s.duplicates === 0 && s.refused === 0 && paced.failedCalls === 0 && paced.skipped === 0;

async function decideAndWait(c: DeliveryContext, postIds: readonly number[], load: { callsPerSecond: number; idsPerCall: number }) {
  const paced = await runPacedDecisions({ baseUrl: c.baseUrl, cookie: c.cookie, postIds, ...load, durationMs: c.durationMs });
  await waitForDeliveries(c.receiver, paced.decisions, DELIVERY_TIMEOUT_MS, DUPLICATE_GRACE_MS);
  return paced;
}

export async function runDeliveryLatency(c: DeliveryContext, postIds: readonly number[]): Promise<DeliveryLatencyResult> {
  const paced = await decideAndWait(c, postIds, LATENCY_LOAD);
  const stats = matchDeliveries(c.receiver, paced.decisions);
  const pass = exactlyOnce(stats, paced) && stats.p95Ms <= DELIVERY_BUDGET.p95Ms;
  log(`decision → webhook: p50 ${stats.p50Ms} ms, p95 ${stats.p95Ms} ms, max ${stats.maxMs} ms; ${stats.delivered}/${stats.decisions} delivered, ${stats.duplicates} duplicates`);
  return { ...stats, ...loadOf(paced, LATENCY_LOAD), budgetP95Ms: DELIVERY_BUDGET.p95Ms, pass };
}

export async function runDeliveryThroughput(c: DeliveryContext, postIds: readonly number[]): Promise<DeliveryThroughputResult> {
  const sampler = sampleOutboxBacklog(c.db, 500);
  const paced = await decideAndWait(c, postIds, THROUGHPUT_LOAD);
  const samples = await sampler.stop();
  const stats = matchDeliveries(c.receiver, paced.decisions);
  const rate = (count: number, fromMs: number, toMs: number) => (toMs > fromMs ? Math.round((count * 1000) / (toMs - fromMs)) : 0);
  const decisionsPerSecond = rate(paced.decisions.length, paced.firstSentAt, paced.lastAnsweredAt);
  const deliveriesPerSecond = rate(stats.delivered, stats.firstArrival, stats.lastArrival);
  const drainSeconds = Math.round((stats.lastArrival - paced.lastAnsweredAt) / 100) / 10;
  const pass =
    exactlyOnce(stats, paced) &&
    decisionsPerSecond >= DELIVERY_BUDGET.decisionsPerSecond &&
    deliveriesPerSecond >= DELIVERY_BUDGET.decisionsPerSecond &&
    drainSeconds <= DELIVERY_BUDGET.drainSeconds;
  const backlog = samples.map((s): [number, number] => [Math.round((s.at - paced.firstSentAt) / 100) / 10, s.waiting]);
  const maxBacklog = Math.max(0, ...samples.map((s) => s.waiting));
  log(`dispatcher: ${decisionsPerSecond} decisions/s → ${deliveriesPerSecond} deliveries/s, drained ${drainSeconds} s after the last decision, backlog ≤ ${maxBacklog}`);
  return { ...stats, ...loadOf(paced, THROUGHPUT_LOAD), decisionsPerSecond, deliveriesPerSecond, drainSeconds, maxBacklog, backlog, budget: DELIVERY_BUDGET, pass };
}

/** Both delivery scenarios on posts sent through intake just before. */
export async function runDeliveryScenarios(c: DeliveryContext): Promise<{ latency: DeliveryLatencyResult; throughput: DeliveryThroughputResult }> {
  const needed = (load: { callsPerSecond: number; idsPerCall: number }) => Math.floor((c.durationMs / 1000) * load.callsPerSecond) * load.idsPerCall;
  const toPrepare = Math.ceil((needed(LATENCY_LOAD) + needed(THROUGHPUT_LOAD)) / INTAKE_BATCH_MAX) * INTAKE_BATCH_MAX;
  const queue = await prepareReviewQueue(c, toPrepare);
  const latency = await runDeliveryLatency(c, queue.slice(0, needed(LATENCY_LOAD)));
  const throughput = await runDeliveryThroughput(c, queue.slice(needed(LATENCY_LOAD)));
  return { latency, throughput };
}
