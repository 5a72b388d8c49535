import type { Database } from '../../apps/server/src/db/client.ts';
import { INTAKE_BATCH_MAX } from '../../packages/contracts/src/intake.ts';
import { log } from '../bench-database.ts';
import { percentile } from '../load/http-load.ts';
import { firstIntakeFailure } from '../load/intake-batch.ts';
import { benchPost, type IdSequence, type SentPost } from '../load/intake-items.ts';
import { startPacedIntake } from '../load/paced-intake.ts';
import { feedHead, watchDecisionFeed } from './decision-feed-watcher.ts';
import { screeningText } from './screening-texts.ts';

/**
 * Issue 13: from intake to verdict p99 ≤ 2 s while intake runs at 5,000 posts/s (kept to within 5 %).
 * Text posts, as in the screening-speed budget: a picture seen for the first time costs a
 * fetch, a decode and a hash (the backlog drain, backlog-drain.ts, measures posts with pictures).
 */
export const VERDICT_BUDGET = { p99Ms: 2_000, intakePerSecond: 5_000, minIntakeShare: 0.95 } as const;
/** 5,000 posts/s as the app would send them: five 1,000-post batches a second. */
const BATCHES_PER_SECOND = VERDICT_BUDGET.intakePerSecond / INTAKE_BATCH_MAX;
/** Unanswered batches allowed before one is left unsent (a second's worth). */
const MAX_IN_FLIGHT = BATCHES_PER_SECOND;
/** After the last batch, how long to wait for the last verdicts before counting the rest as missing. */
const VERDICT_TIMEOUT_MS = 60_000;

export interface IntakeToVerdict {
  offeredPerSecond: number;
  /** Posts the server took per second (inserted ÷ intake seconds). */
  achievedPerSecond: number;
  seconds: number;
  batches: number;
  failedBatches: number;
  /** Batches not sent on time because 5 were still unanswered. */
  droppedBatches: number;
  batchP95Ms: number;
  /** Posts in the batches sent. */
  posts: number;
  /** Of those, posts whose verdict event (data with `verdict`) the feed carried. */
  screened: number;
  missing: number;
  verdicts: Record<'pass' | 'review' | 'block', number>;
  /** Per post: from its batch being sent to its event arriving through the feed. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  feedFailures: number;
  /** Per second of sending: the median and the largest latency of the posts sent in it (where the lag builds up). */
  bySecond: { second: number; p50Ms: number; maxMs: number }[];
  budget: typeof VERDICT_BUDGET;
  pass: boolean;
}

interface SentBatch {
  first: number;
  last: number;
  sentAt: number;
}

export interface IntakeToVerdictContext {
  baseUrl: string;
  token: string;
  db: Database;
  authorIds: readonly number[];
  postIds: IdSequence;
  /** Lexicon words to plant in 5 % of the posts, so that every verdict occurs. */
  words: readonly string[];
  durationMs: number;
}

async function waitForVerdicts(batches: readonly SentBatch[], seen: ReadonlyMap<number, unknown>): Promise<void> {
  const deadline = performance.now() + VERDICT_TIMEOUT_MS;
  const last = batches.at(-1)?.last ?? 0;
  let first = batches[0]?.first ?? 1;
  while (first <= last && performance.now() < deadline) {
    while (first <= last && seen.has(first)) first += 1;
    if (first <= last) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * New text posts at 5,000 a second (open loop, paced-intake.ts) to a server whose worker screens them,
 * while the feed is read from its head on as the app reads it: each post's latency is from the
 * moment its batch was sent to the first feed answer carrying the machine's verdict on it.
 */
export async function runIntakeToVerdict(c: IntakeToVerdictContext): Promise<IntakeToVerdict> {
  const watcher = watchDecisionFeed({ baseUrl: c.baseUrl, token: c.token, after: await feedHead(c.db) });
  const batches: SentBatch[] = [];
  const nextBatch = (): SentPost[] => {
    const now = Date.now() - 1000;
    const posts = Array.from({ length: INTAKE_BATCH_MAX }, () => {
      const id = c.postIds.next();
      return { ...benchPost(id, c.authorIds[id % c.authorIds.length] as number, { created: now, updatedAt: now }), text: screeningText(id, c.words), medias: [] };
    });
    batches.push({ first: posts[0]?.id ?? 0, last: posts.at(-1)?.id ?? 0, sentAt: performance.now() });
    return posts;
  };
  const intake = startPacedIntake({
    baseUrl: c.baseUrl,
    token: c.token,
    kind: 'posts',
    nextBatch,
    batchSize: INTAKE_BATCH_MAX,
    batchesPerSecond: BATCHES_PER_SECOND,
    startDelayMs: 0,
    maxInFlight: MAX_IN_FLIGHT,
  });
  await new Promise((resolve) => setTimeout(resolve, c.durationMs));
  const paced = await intake.stop();
  await waitForVerdicts(batches, watcher.screened);
  await watcher.stop();

  const latencies: number[] = [];
  const perSecond = new Map<number, number[]>();
  const startedAt = batches[0]?.sentAt ?? 0;
  const verdicts = { pass: 0, review: 0, block: 0 };
  let posts = 0;
  for (const batch of batches) {
    for (let id = batch.first; id <= batch.last; id += 1) {
      posts += 1;
      const seen = watcher.screened.get(id);
      if (!seen) continue;
      const latency = seen.seenAt - batch.sentAt;
      latencies.push(latency);
      const second = Math.floor((batch.sentAt - startedAt) / 1000);
      const inSecond = perSecond.get(second);
      if (inSecond) inSecond.push(latency);
      else perSecond.set(second, [latency]);
      verdicts[seen.verdict] += 1;
    }
  }
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  const result = {
    offeredPerSecond: paced.targetPerSecond,
    achievedPerSecond: paced.itemsPerSecond,
    seconds: paced.seconds,
    batches: paced.batches,
    failedBatches: paced.failedBatches,
    droppedBatches: paced.droppedBatches,
    batchP95Ms: paced.batchP95Ms,
    posts,
    screened: latencies.length,
    missing: posts - latencies.length,
    verdicts,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    feedFailures: watcher.failures(),
    bySecond: [...perSecond].map(([second, ms]) => {
      const inOrder = ms.sort((a, b) => a - b);
      return { second, p50Ms: round(percentile(inOrder, 50)), maxMs: round(inOrder.at(-1) ?? 0) };
    }),
    budget: VERDICT_BUDGET,
  };
  const pass =
    result.missing === 0 &&
    result.failedBatches === 0 &&
    result.p99Ms <= VERDICT_BUDGET.p99Ms &&
    result.achievedPerSecond >= VERDICT_BUDGET.intakePerSecond * VERDICT_BUDGET.minIntakeShare;
  log(
    `intake → verdict: ${result.achievedPerSecond}/s of ${result.offeredPerSecond}/s taken (${result.failedBatches} failed, ${result.droppedBatches} not sent on time); ` +
      `${result.screened}/${posts} verdicts seen, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
  );
  log(`  max latency by second of sending: ${result.bySecond.map((s) => s.maxMs).join(' ')}`);
  const failure = firstIntakeFailure();
  if (result.failedBatches > 0 && failure) log(`  first refusal: ${failure}`);
  return { ...result, pass };
}
