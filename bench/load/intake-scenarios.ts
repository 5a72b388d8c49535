import { log } from '../bench-database.ts';
import { firstIntakeFailure } from './intake-batch.ts';
import type { IdSequence } from './intake-items.ts';
import { type IntakeThroughput, runIntakeLoad } from './intake-load.ts';
import { newPosts, newUsers, updatedPosts, updatedUsers } from './intake-streams.ts';

/** Issue 12's intake budgets, items applied per second with 1,000-item batches over 10 connections. */
export const INTAKE_BUDGET_PER_SECOND = { users: 10_000, posts: 5_000 } as const;

export interface IntakeScenario extends IntakeThroughput {
  /** Items per second required; null for the update variants, which are measured without a budget. */
  budgetPerSecond: number | null;
  pass: boolean;
}

export interface IntakeContext {
  baseUrl: string;
  token: string;
  /** Existing users to write posts for. */
  authorIds: readonly number[];
  /** Fresh user and post ids, shared with the other scenarios that send new objects. */
  ids: { users: IdSequence; posts: IdSequence };
  connections: number;
  durationMs: number;
  /** How long each update variant runs (0: skip them). */
  updateDurationMs: number;
}

function judged(result: IntakeThroughput, budget: number | null): IntakeScenario {
  const pass = result.failedBatches === 0 && (budget === null || result.itemsPerSecond >= budget);
  log(`intake ${result.kind} (${result.mode}): ${result.itemsPerSecond} items/s, ${result.batches} batches, ${result.failedBatches} failed, batch p95 ${result.batchP95Ms} ms`);
  const failure = firstIntakeFailure();
  if (result.failedBatches > 0 && failure) log(`  first refusal: ${failure}`);
  return { ...result, budgetPerSecond: budget, pass };
}

/**
 * Intake throughput: users, then posts by existing users, each inserted with fresh ids above every
 * stored one; then (optionally) the same objects sent again with a newer `updatedAt`.
 */
export async function runIntakeScenarios(c: IntakeContext): Promise<IntakeScenario[]> {
  const created = Date.now() - 60_000;
  const load = { baseUrl: c.baseUrl, token: c.token, connections: c.connections };
  const firstUser = c.ids.users.last() + 1;
  const firstPost = c.ids.posts.last() + 1;
  const results: IntakeScenario[] = [];
  const users = await runIntakeLoad({ ...load, kind: 'users', mode: 'insert', nextBatch: newUsers(c.ids.users, created), durationMs: c.durationMs });
  results.push(judged(users, INTAKE_BUDGET_PER_SECOND.users));
  const posts = await runIntakeLoad({ ...load, kind: 'posts', mode: 'insert', nextBatch: newPosts(c.ids.posts, c.authorIds, created), durationMs: c.durationMs });
  results.push(judged(posts, INTAKE_BUDGET_PER_SECOND.posts));
  if (c.updateDurationMs <= 0) return results;
  const userUpdates = updatedUsers(firstUser, c.ids.users.last(), created);
  results.push(judged(await runIntakeLoad({ ...load, kind: 'users', mode: 'update', nextBatch: userUpdates, durationMs: c.updateDurationMs }), null));
  const postUpdates = updatedPosts(firstPost, c.ids.posts.last(), c.authorIds, created);
  results.push(judged(await runIntakeLoad({ ...load, kind: 'posts', mode: 'update', nextBatch: postUpdates, durationMs: c.updateDurationMs }), null));
  return results;
}
