import { API } from '../../packages/contracts/src/paths.ts';
import type { SensitiveWord } from '../../packages/contracts/src/screening.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { ScreeningRules } from '../../apps/server/src/modules/screening/item-screener.ts';
import { screenText } from '../../apps/server/src/modules/screening/text-screener.ts';
import { log } from '../bench-database.ts';
import { TEXTS } from '../generate/content.ts';
import { sendIntakeBatch } from '../load/intake-batch.ts';
import { benchPost, type IdSequence } from '../load/intake-items.ts';
import { feedHead, type FeedWatcher, watchDecisionFeed } from './decision-feed-watcher.ts';
import { PROBE_PREFIX, PROBE_SUFFIX } from './lexicon-words.ts';
import { noteScreeners } from './screened-by.ts';

/** Issue 13: a lexicon change reaches every instance within 2 s. */
export const PROPAGATION_BUDGET_MS = 2_000;
const RUNS = 3;
/** Probe posts a second, one per call, alternately to each server (each wakes its own worker, so both screen). */
const POSTS_PER_SECOND = 40;
const BEFORE_CHANGE_MS = 1_000;
const AFTER_CHANGE_MS = 3_000;
const VERDICT_TIMEOUT_MS = 15_000;

export interface PropagationRun {
  word: string;
  /** The add call: from sending it to its answer (the change is committed by the answer). */
  changeCallMs: number;
  postsSent: number;
  /** Probe posts sent after the add call's answer: each must come back with the word among its reasons. */
  postsAfterChange: number;
  misses: number;
  /** Latest feed arrival of a miss after the answer (0: none missed). */
  lagMs: number;
  /** Probe posts without a verdict in the feed after 15 s. */
  unseen: number;
  /** Probe posts of this run screened by each server (application name). */
  screenedBy: Record<string, number>;
}

export interface LexiconPropagation {
  runs: PropagationRun[];
  maxLagMs: number;
  budgetMs: number;
  /** Every run within budget, every probe post seen, and each server screened probe posts after a change. */
  pass: boolean;
}

export interface PropagationContext {
  /** The servers, by the application name their connections carry. */
  servers: { name: string; baseUrl: string }[];
  cookie: string;
  token: string;
  db: Database;
  authorIds: readonly number[];
  postIds: IdSequence;
  /** The rules the bench built (20,000 words): a probe text must hit nothing before its word is added. */
  rules: ScreeningRules;
}

const probeText = (id: number, word: string) => `${TEXTS[id % TEXTS.length] ?? ''} ${word} #${id}`;

interface ProbePost {
  id: number;
  sentAt: number;
}

/** Probe posts one at a time at POSTS_PER_SECOND, alternately to each server, until stopped. */
function streamProbes(c: PropagationContext, word: string): { posts: ProbePost[]; stop(): Promise<void> } {
  const posts: ProbePost[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const started = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const id = c.postIds.next();
    const server = c.servers[sent % c.servers.length];
    const now = Date.now() - 1000;
    const post = { ...benchPost(id, c.authorIds[id % c.authorIds.length] as number, { created: now, updatedAt: now }), text: probeText(id, word), medias: [] };
    posts.push({ id, sentAt: performance.now() });
    const call = sendIntakeBatch(server?.baseUrl ?? '', c.token, 'posts', [post]);
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
    sent += 1;
    timer = setTimeout(tick, Math.max(0, started + (sent * 1000) / POSTS_PER_SECOND - performance.now()));
  };
  tick();
  return {
    posts,
    stop: async () => {
      clearTimeout(timer);
      await Promise.all(inFlight);
    },
  };
}

async function waitForAll(watcher: FeedWatcher, posts: readonly ProbePost[]): Promise<void> {
  const deadline = performance.now() + VERDICT_TIMEOUT_MS;
  while (posts.some((post) => !watcher.screened.has(post.id)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function call(c: PropagationContext, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const server = c.servers[0];
  return fetch(`${server?.baseUrl ?? ''}${path}`, {
    method,
    headers: { cookie: c.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function propagationRun(c: PropagationContext, word: string, screeners: Awaited<ReturnType<typeof noteScreeners>>): Promise<PropagationRun> {
  const first = c.postIds.last() + 1;
  const hitBefore = TEXTS.map((_, k) => probeText(first + k, word)).find((text) => screenText(text, c.rules).length > 0);
  if (hitBefore !== undefined) throw new Error(`a probe text hits the lexicon before its word is added: ${hitBefore}`);
  const watcher = watchDecisionFeed({ baseUrl: c.servers[0]?.baseUrl ?? '', token: c.token, after: await feedHead(c.db) });
  const stream = streamProbes(c, word);
  await new Promise((resolve) => setTimeout(resolve, BEFORE_CHANGE_MS));
  const sentAt = performance.now();
  const added = await call(c, 'POST', API.sensitiveWords, { word, category: '其他', action: 'block' });
  const changedAt = performance.now();
  if (added.status !== 200) throw new Error(`adding the probe word answered ${added.status}`);
  const { id: wordId } = (await added.json()) as SensitiveWord;
  await new Promise((resolve) => setTimeout(resolve, AFTER_CHANGE_MS));
  await stream.stop();
  await waitForAll(watcher, stream.posts);
  await watcher.stop();
  const after = stream.posts.filter((post) => post.sentAt > changedAt);
  const misses = after.flatMap((post) => {
    const seen = watcher.screened.get(post.id);
    return seen && !seen.words.includes(word) ? [seen.seenAt] : [];
  });
  const run: PropagationRun = {
    word,
    changeCallMs: Math.round(changedAt - sentAt),
    postsSent: stream.posts.length,
    postsAfterChange: after.length,
    misses: misses.length,
    lagMs: misses.length === 0 ? 0 : Math.round(Math.max(...misses) - changedAt),
    unseen: stream.posts.filter((post) => !watcher.screened.has(post.id)).length,
    screenedBy: await screeners.countsFor(after.map((post) => post.id)),
  };
  // The word out again: the next run starts from the 20,000-word lexicon (the removal is itself a change the workers pick up).
  await call(c, 'DELETE', API.sensitiveWord(wordId));
  log(`  probe ${word}: ${run.misses}/${run.postsAfterChange} screened without it after the change, lag ${run.lagMs} ms; screened by ${JSON.stringify(run.screenedBy)}`);
  return run;
}

/**
 * A word added on one server while probe posts carrying it stream to both: a post sent after the
 * add call was answered and screened without the word is a miss; the lag is from that answer to the
 * latest miss's verdict arriving through the feed. Three runs, each with a new word.
 */
export async function runLexiconPropagation(c: PropagationContext): Promise<LexiconPropagation> {
  const screeners = await noteScreeners(c.db);
  const runs: PropagationRun[] = [];
  try {
    const stamp = Date.now() % 100_000;
    for (let k = 1; k <= RUNS; k += 1) {
      runs.push(await propagationRun(c, `${PROBE_PREFIX}${stamp}${k}${PROBE_SUFFIX}`, screeners));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await screeners.remove();
  }
  const maxLagMs = Math.max(0, ...runs.map((run) => run.lagMs));
  const everyServer = c.servers.every((server) => runs.every((run) => (run.screenedBy[server.name] ?? 0) > 0));
  const pass = maxLagMs <= PROPAGATION_BUDGET_MS && runs.every((run) => run.unseen === 0) && everyServer;
  return { runs, maxLagMs, budgetMs: PROPAGATION_BUDGET_MS, pass };
}
