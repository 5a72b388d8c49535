/**
 * Issue 15's claim budget: 100 审核员 working in 领取模式 at once on the full-scale database. Each one decides a card
 * every 2–4 s (as a person does) and claims again after each decision, as the console does (the claim extends
 * the leases held and tops the cards up to 10); the claims of the hundred overlap freely. The budget is the
 * claim's p95; a burst of all hundred claiming in the same instant (a shift starting) is reported beside it.
 */
import { sql } from 'drizzle-orm';
import { API } from '../packages/contracts/src/paths.ts';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { type LatencySummary, prepareOperators, summarize } from './accounts-run.ts';
import { log } from './bench-database.ts';
import { logIn } from './server-process.ts';

export interface ReviewQueueResults {
  operators: number;
  /** The budget: claims while the hundred work. */
  claim: LatencySummary & { claimsPerSecond: number; decisionsPerSecond: number; statuses: Record<string, number> };
  /** All hundred at the same instant, for comparison (each waits for the others on 2 cores). */
  burst: Omit<LatencySummary, 'budgetMs' | 'pass'>;
  /** Items two operators held at once at the end (must be 0), and items held in all. */
  heldByTwo: number;
  held: number;
}

const PASSWORD = 'bench-claim-password';
const CLAIM_BUDGET_MS = 20;

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
  await Promise.all(
    cookies.map(async (cookie, index) => {
      // Start staggered, as people do not all press a key in the same second.
      await sleep(Math.random() * 3000);
      while (performance.now() < deadline) {
        const mine = held[index] ?? [];
        const card = mine[0];
        if (card !== undefined) {
          const decided = await post(baseUrl, cookie, API.messagesPass, [card]);
          if (decided.status === 200) decisions += 1;
        }
        const claim = await post(baseUrl, cookie, API.messagesClaim, { count: 10 });
        latencies.push(claim.ms);
        statuses[claim.status] = (statuses[claim.status] ?? 0) + 1;
        held[index] = (claim.json as Claimed | null)?.items.map((item) => item.id) ?? [];
        await sleep(2000 + Math.random() * 2000);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies, CLAIM_BUDGET_MS);
  const [check] = await queryRows<{ held: number; dup: number }>(db, sql`
    select count(*)::int as held,
           (select count(*)::int from (select id from unnest(${`{${held.flat().join(',')}}`}::bigint[]) as id group by id having count(*) > 1) d) as dup
    from review_leases where target_kind = 1 and expires_at > now()`);
  // Give the items back, as operators leaving 领取模式 do.
  await Promise.all(cookies.map((cookie) => post(baseUrl, cookie, API.messagesRelease, {})));
  const result: ReviewQueueResults = {
    operators: cookies.length,
    claim: {
      ...summary,
      pass: summary.pass && Object.keys(statuses).every((status) => status === '200') && (check?.dup ?? 1) === 0,
      claimsPerSecond: Math.round((latencies.length / elapsedSeconds) * 10) / 10,
      decisionsPerSecond: Math.round((decisions / elapsedSeconds) * 10) / 10,
      statuses,
    },
    burst: { samples: burstSummary.samples, p50Ms: burstSummary.p50Ms, p95Ms: burstSummary.p95Ms, p99Ms: burstSummary.p99Ms, maxMs: burstSummary.maxMs },
    heldByTwo: check?.dup ?? -1,
    held: check?.held ?? 0,
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
    `Items held by two operators at the end: ${r.heldByTwo} (of ${r.held} held).`,
  ];
}
