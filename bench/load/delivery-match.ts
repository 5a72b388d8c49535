import { percentile } from './http-load.ts';
import type { Decision } from './decision-pacing.ts';
import { subjectKey, type WebhookReceiver } from './webhook-receiver.ts';

/** How the decisions' events reached the receiver. */
export interface DeliveryStats {
  decisions: number;
  /** Decisions whose event arrived (at least once). */
  delivered: number;
  /** Decisions with no event at the receiver. */
  missing: number;
  /** Extra arrivals: an event id received more than once, or a second event id for one decision. */
  duplicates: number;
  /** Deliveries refused by the receiver (bad signature or body). */
  refused: number;
  /** Events that arrived before the pass call's answer reached the bench (counted as 0 ms). */
  beforeAnswer: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** First and last arrival of these decisions' events (performance.now()), 0 when none arrived. */
  firstArrival: number;
  lastArrival: number;
}

const eventsOf = (receiver: WebhookReceiver, decision: Decision) => receiver.bySubject.get(subjectKey('post.passed', decision.postId)) ?? [];

/** Waits until every decision's event has arrived, or `timeoutMs` has passed; then `graceMs` more for late duplicates. */
export async function waitForDeliveries(receiver: WebhookReceiver, decisions: readonly Decision[], timeoutMs: number, graceMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let waiting = [...decisions];
  while (waiting.length > 0 && performance.now() < deadline) {
    waiting = waiting.filter((decision) => eventsOf(receiver, decision).length === 0);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, graceMs));
}

/** Per decision: from its pass call's 200 to the first arrival of its `post.passed` event. */
export function matchDeliveries(receiver: WebhookReceiver, decisions: readonly Decision[]): DeliveryStats {
  const latencies: number[] = [];
  let duplicates = 0;
  let beforeAnswer = 0;
  let firstArrival = Number.POSITIVE_INFINITY;
  let lastArrival = 0;
  for (const decision of decisions) {
    const events = eventsOf(receiver, decision);
    const arrivals = events.flatMap((event) => event.arrivals).sort((a, b) => a - b);
    const first = arrivals[0];
    if (first === undefined) continue;
    duplicates += arrivals.length - 1;
    if (first < decision.answeredAt) beforeAnswer += 1;
    latencies.push(Math.max(0, first - decision.answeredAt));
    firstArrival = Math.min(firstArrival, first);
    lastArrival = Math.max(lastArrival, first);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    decisions: decisions.length,
    delivered: latencies.length,
    missing: decisions.length - latencies.length,
    duplicates,
    refused: receiver.refused(),
    beforeAnswer,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    firstArrival: latencies.length > 0 ? firstArrival : 0,
    lastArrival,
  };
}
