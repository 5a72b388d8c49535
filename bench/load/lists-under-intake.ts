import { INTAKE_BATCH_MAX } from '../../packages/contracts/src/intake.ts';
import { log } from '../bench-database.ts';
import { type LoadResult, runLoad } from './http-load.ts';
import type { IdSequence } from './intake-items.ts';
import { newPosts, newUsers } from './intake-streams.ts';
import { type PacedIntakeResult, startPacedIntake } from './paced-intake.ts';
import { BUDGET_MS, type Scenario } from './scenarios.ts';

/**
 * The lists an operator keeps open while the app's content streams in: the review queues that new
 * posts enter (待机审, 待审核, 全部), the post list, and the user list whose counters (per sex, per
 * gram, per id block) every new user updates.
 */
export const LISTS_UNDER_INTAKE = [
  '图文审核 1',
  '图文审核 3',
  '图文审核 all',
  '动态管理 全部',
  '用户列表 无筛选',
  '用户列表 昵称',
  '用户列表 性别',
  // The deep page's number depends on the scale (scenarios.ts): `*` stands for it.
  '用户列表 第 * 页后（跳页）',
] as const;

/** Background intake while the lists are measured: items per second of each kind, in full batches. */
export const BACKGROUND_INTAKE_PER_SECOND = { users: 1_000, posts: 1_000 } as const;

export interface ListUnderIntake extends LoadResult {
  name: string;
  budgetMs: number;
  pass: boolean;
}

export interface ListsUnderIntakeResult {
  lists: ListUnderIntake[];
  background: PacedIntakeResult[];
  /** Every list within budget and the background intake kept its pace without failures. */
  pass: boolean;
}

export async function runListsUnderIntake(c: {
  baseUrl: string;
  cookie: string;
  token: string;
  scenarios: readonly Scenario[];
  authorIds: readonly number[];
  ids: { users: IdSequence; posts: IdSequence };
  durationMs: number;
}): Promise<ListsUnderIntakeResult> {
  const created = Date.now() - 60_000;
  const paced = { baseUrl: c.baseUrl, token: c.token, batchSize: INTAKE_BATCH_MAX, maxInFlight: 3 };
  const batchesPerSecond = (perSecond: number) => perSecond / INTAKE_BATCH_MAX;
  // Users and posts half an interval apart, so their batches do not land together.
  const background = [
    startPacedIntake({ ...paced, kind: 'users', nextBatch: newUsers(c.ids.users, created), batchesPerSecond: batchesPerSecond(BACKGROUND_INTAKE_PER_SECOND.users), startDelayMs: 0 }),
    startPacedIntake({
      ...paced,
      kind: 'posts',
      nextBatch: newPosts(c.ids.posts, c.authorIds, created),
      batchesPerSecond: batchesPerSecond(BACKGROUND_INTAKE_PER_SECOND.posts),
      startDelayMs: 500,
    }),
  ];
  const stopBackground = async () => {
    const done = await Promise.all(background.map((b) => b.stop()));
    for (const b of done) log(`background intake ${b.kind}: ${b.itemsPerSecond}/s of ${b.targetPerSecond}/s, ${b.failedBatches} failed, ${b.droppedBatches} dropped`);
    return done;
  };
  try {
    const lists = await measureLists(c);
    return finish(lists, await stopBackground());
  } catch (error) {
    await stopBackground();
    throw error;
  }
}

async function measureLists(c: { baseUrl: string; cookie: string; scenarios: readonly Scenario[]; durationMs: number }): Promise<ListUnderIntake[]> {
  const lists: ListUnderIntake[] = [];
  for (const name of LISTS_UNDER_INTAKE) {
    const [head = '', tail = ''] = name.split('*');
    const scenario = c.scenarios.find((s) => (name.includes('*') ? s.name.startsWith(head) && s.name.endsWith(tail) : s.name === name));
    if (!scenario) throw new Error(`no list scenario named ${name}`);
    const result = await runLoad({ baseUrl: c.baseUrl, headers: { cookie: c.cookie }, call: scenario.call, connections: 10, warmupMs: 1500, durationMs: c.durationMs });
    const budgetMs = BUDGET_MS[scenario.kind];
    const pass = result.p95 <= budgetMs && result.errors === 0 && Object.keys(result.statuses).every((s) => s === '200');
    lists.push({ name: scenario.name, budgetMs, pass, ...result });
    log(`${scenario.name} while intake runs: p95 ${result.p95} ms, ${result.rps} req/s ${JSON.stringify(result.statuses)}`);
  }
  return lists;
}

function finish(lists: ListUnderIntake[], background: PacedIntakeResult[]): ListsUnderIntakeResult {
  const kept = background.every((b) => b.failedBatches === 0 && b.droppedBatches === 0);
  return { lists, background, pass: kept && lists.length === LISTS_UNDER_INTAKE.length && lists.every((l) => l.pass) };
}
