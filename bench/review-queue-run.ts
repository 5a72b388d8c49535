/**
 * Issue 15's claim budget, "claiming the next 10 items with 100 operators claiming concurrently", on the
 * full-scale database: 100 审核员 work in 领取模式 at once. Each one decides the 10 cards it holds one at a time at
 * the pace of 快速审核 (a card every 2–4 s, a single-id pass or reject), then claims the next 10: a claim that
 * extends nothing and takes 10 new items past the ~1,000 the others hold at the head of the queue. Their claims
 * and ~33 decisions a second overlap freely. The budget is the claim's p95; the hundred's first claims, made in
 * the same instant (a shift starting), are reported beside it.
 */
import { sql } from 'drizzle-orm';
import { API } from '../packages/contracts/src/paths.ts';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { type LatencySummary, prepareOperators, summarize } from './accounts-run.ts';
import { log } from './bench-database.ts';
import { logIn } from './server-process.ts';

export interface ReviewQueueResults {
  operators: number;
  /** The budget: claims of 10 new items while the hundred work. */
  claim: LatencySummary & { claimsPerSecond: number; decisionsPerSecond: number; statuses: Record<string, number> };
  /** All hundred at the same instant, for comparison (each waits for the others on 2 cores). */
  burst: Omit<LatencySummary, 'budgetMs' | 'pass'>;
  /** Items handed to two operators over the run (must be 0), items handed out, and items still held at the end. */
  heldByTwo: number;
  handedOut: number;
  held: number;
}

const PASSWORD = 'bench-claim-password';
const CLAIM_BUDGET_MS = 20;
/** How long an operator looks at a card before deciding it: 2 to 4 s (快速审核 pace). */
const CARD_MS = { min: 2_000, max: 4_000 };

interface Claimed {
  items: { id: number }[];
}

async function post(baseUrl: string, cookie: string, path: string, body: unknown): Promise<{ status: number; ms: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, ms: performance.now() - started, json };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runReviewQueue(options: { baseUrl: string; db: Database; operators: number; durationMs: number }): Promise<ReviewQueueResults> {
  const { baseUrl, db, durationMs } = options;
  const operators = await prepareOperators(db, 'bench_claim', options.operators, PASSWORD, false);
  const cookies: string[] = [];
  for (const operator of operators) cookies.push(await logIn(baseUrl, operator.username, PASSWORD));

  // A shift starting: everyone's first claim at once.
  const burst = await Promise.all(cookies.map((cookie) => post(baseUrl, cookie, API.messagesClaim, { count: 10 })));
  const held = burst.map((answer) => (answer.json as Claimed | null)?.items.map((item) => item.id) ?? []);
  const burstSummary = summarize(
    burst.map((answer) => answer.ms),
    Number.POSITIVE_INFINITY,
  );
  log(`claim burst (${cookies.length} at once): p95 ${burstSummary.p95Ms} ms`);

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let decisions = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  /** Who each item was handed to: an item in the answers of two operators would be a double claim. */
  const handedTo = new Map<number, number>();
  let handedTwice = 0;
  const handOut = (index: number, ids: readonly number[]) => {
    for (const id of ids) {
      const before = handedTo.get(id);
      if (before !== undefined && before !== index) handedTwice += 1;
      handedTo.set(id, index);
    }
  };
  held.forEach((ids, index) => handOut(index, ids));
  await Promise.all(
    cookies.map(async (cookie, index) => {
      while (performance.now() < deadline) {
        // The cards held, one at a time at the pace of 快速审核 (a card every 2–4 s), as single-id calls.
        for (const [position, id] of (held[index] ?? []).entries()) {
          await sleep(CARD_MS.min + Math.random() * (CARD_MS.max - CARD_MS.min));
          if (performance.now() >= deadline) return;
          const decided = await post(baseUrl, cookie, position % 4 === 3 ? API.messagesReject : API.messagesPass, [id]);
          if (decided.status === 200) decisions += 1;
        }
        // All decided: the next claim takes 10 new items.
        const claim = await post(baseUrl, cookie, API.messagesClaim, { count: 10 });
        latencies.push(claim.ms);
        statuses[claim.status] = (statuses[claim.status] ?? 0) + 1;
        held[index] = (claim.json as Claimed | null)?.items.map((item) => item.id) ?? [];
        handOut(index, held[index] ?? []);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies, CLAIM_BUDGET_MS);
  const [check] = await queryRows<{ held: number }>(db, sql`select count(*)::int as held from review_leases where target_kind = 1 and expires_at > now()`);
  // Give the items back, as operators leaving 领取模式 do.
  await Promise.all(cookies.map((cookie) => post(baseUrl, cookie, API.messagesRelease, {})));
  const result: ReviewQueueResults = {
    operators: cookies.length,
    claim: {
      ...summary,
      pass: summary.pass && Object.keys(statuses).every((status) => status === '200') && handedTwice === 0,
      claimsPerSecond: Math.round((latencies.length / elapsedSeconds) * 10) / 10,
      decisionsPerSecond: Math.round((decisions / elapsedSeconds) * 10) / 10,
      statuses,
    },
    burst: { samples: burstSummary.samples, p50Ms: burstSummary.p50Ms, p95Ms: burstSummary.p95Ms, p99Ms: burstSummary.p99Ms, maxMs: burstSummary.maxMs },
    heldByTwo: handedTwice,
    held: check?.held ?? 0,
    handedOut: handedTo.size,
  };
  log(`claim with ${cookies.length} operators: p95 ${summary.p95Ms} ms at ${result.claim.claimsPerSecond} claims/s ${JSON.stringify(statuses)}`);
  return result;
}

export function reviewQueueTable(r: ReviewQueueResults): string[] {
  const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
  return [
    '| scenario | samples | p50 ms | p95 ms | p99 ms | max ms | budget (p95) | result |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| claim the next 10 (POST ${API.messagesClaim}), ${r.operators} 审核员 in 领取模式 at once, ${r.claim.claimsPerSecond} claims/s and ${r.claim.decisionsPerSecond} decisions/s | ${r.claim.samples} | ${r.claim.p50Ms} | ${r.claim.p95Ms} | ${r.claim.p99Ms} | ${r.claim.maxMs} | ≤ ${r.claim.budgetMs} ms | ${mark(r.claim.pass)} |`,
    `| the same ${r.operators} claiming in one instant (for comparison) | ${r.burst.samples} | ${r.burst.p50Ms} | ${r.burst.p95Ms} | ${r.burst.p99Ms} | ${r.burst.maxMs} | – | – |`,
    '',
    `Items handed to two operators: ${r.heldByTwo} (of ${r.handedOut} handed out; ${r.held} still held at the end, then released).`,
  ];
}
