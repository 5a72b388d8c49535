import type pg from 'pg';
import { percentile } from './http-load.ts';
import { LIST_PAGES } from './samples.ts';
import { nicknameCall, pageOf, type Samples } from './scenarios.ts';

/**
 * Issue 17: what a typical admin framework would send for each list screen, run beside the product's
 * own call. Its rows come from `SELECT … ORDER BY … LIMIT n OFFSET m`, its total from `SELECT count(*)`
 * over the same filter (and the audit tabs' totals from a `GROUP BY state`), text filters are `ILIKE
 * '%term%'`, and 下一页 is an offset like any page. These go straight to PostgreSQL: no HTTP, no
 * serialisation, so the comparison favours them.
 */
export interface NaiveQuery {
  text: string;
  values: unknown[];
}

const DAY = 86_400_000;
const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

/** A page of `table` (aliased `t`) with its total: the two statements such a framework sends. */
function paged(from: string, where: string, order: string, page: number, size: number, values: unknown[] = []): NaiveQuery[] {
  return [
    { text: `select t.*, u.nickname from ${from} where ${where} order by ${order} limit ${size} offset ${(page - 1) * size}`, values },
    { text: `select count(*) from ${from} where ${where}`, values },
  ];
}

const users = (where: string, order: string, page: number, values: unknown[] = []) =>
  paged('users t cross join lateral (select t.nickname) u', where, order, page, 20, values);
const content = (table: 'posts' | 'videos', where: string, order: string, page: number, size: number, values: unknown[] = []) =>
  paged(`${table} t join users u on u.id = t.user_id`, where, order, page, size, values);
const tabs = (table: 'posts' | 'videos'): NaiveQuery => ({ text: `select state, count(*) from ${table} where deleted_at is null group by state`, values: [] });
const logs = (where: string, page: number, values: unknown[] = [], size = 20) =>
  paged('operation_logs t cross join lateral (select t.operator_name as nickname) u', where, 't.id desc', page, size, values);

/** The naive statements of a list scenario's i-th call, by the scenario's name; null where there is no list to compare. */
export function naiveCall(name: string, s: Samples): ((i: number) => NaiveQuery[]) | null {
  const page20 = (i: number) => pageOf(i, LIST_PAGES);
  const audit = (table: 'posts' | 'videos', state: string) => (i: number) => [
    ...content(table, `t.deleted_at is null${state === 'all' ? '' : ` and t.state = ${Number(state)}`}`, 't.created_at desc, t.id desc', page20(i), 10),
    tabs(table),
  ];
  const posts = (where: string, order: string) => (i: number) => content('posts', `t.deleted_at is null${where}`, order, page20(i), 10);
  const fixed: Record<string, (i: number) => NaiveQuery[]> = {
    '用户列表 无筛选': (i) => users('true', 't.id desc', page20(i)),
    '用户列表 ID': (i) => users('t.id = $1', 't.id desc', 1, [pick(s.userIds, i)]),
    '用户列表 昵称': (i) => {
      const { term, page } = nicknameCall(s, i);
      return users(`t.nickname ilike '%' || $1 || '%'`, 't.id desc', page, [term]);
    },
    '用户列表 城市': (i) => users('(t.province = $1 or t.city = $1)', 't.id desc', page20(i), [pick(s.cities, i)]),
    '用户列表 性别': (i) => users('t.sex = 2', 't.id desc', page20(i)),
    '用户列表 冻结': (i) => users('t.frozen_until > now()', 't.id desc', pageOf(i, s.frozenPages)),
    '用户列表 最近活跃排序': (i) => users('true', 't.last_active_at desc nulls last, t.id desc', page20(i)),
    '用户详情 动态记录': (i) => content('posts', 't.user_id = $1 and t.deleted_at is null', 't.created_at desc', 1, 10, [pick(s.activeUserIds, i)]),
    '用户详情 视频记录': (i) => content('videos', 't.user_id = $1 and t.deleted_at is null', 't.created_at desc', 1, 10, [pick(s.videoUserIds, i)]),
    '用户详情 登录记录': (i) =>
      paged('login_logs t cross join lateral (select t.place as nickname) u', 't.user_id = $1', 't.logged_at desc', 1, 10, [pick(s.loginUserIds, i)]),
    '动态管理 全部': posts('', 't.created_at desc, t.id desc'),
    '动态管理 被举报': posts(' and t.report_count > 0', 't.created_at desc, t.id desc'),
    '动态管理 被举报 reportCount': posts(' and t.report_count > 0', 't.report_count desc, t.id desc'),
    评论: (i) => paged('comments t join users u on u.id = t.user_id', 't.post_id = $1 and t.deleted_at is null', 't.created_at desc', 1, 10, [pick(s.postIdsWithComments, i)]),
    '操作日志 无筛选': (i) => logs('true', page20(i)),
    '操作日志 操作人': (i) => logs(`t.operator_name = 'ops_li'`, page20(i)),
    '操作日志 操作内容': (i) => logs(`t.content ilike '%冻结%'`, page20(i)),
    '操作日志 日期': (i) => logs('t.created_at between $1 and $2', pageOf(i, s.recentLogPages), [new Date(s.now - 7 * DAY), new Date(s.now)]),
    '操作日志 用户': (i) => logs(`t.target_type = 'user' and t.target_id = $1`, 1, [String(pick(s.loggedUserIds, i))], 10),
  };
  for (const state of ['3', '5', '4', '1', 'all']) {
    fixed[`图文审核 ${state}`] = audit('posts', state);
    fixed[`视频审核 ${state}`] = audit('videos', state);
  }
  for (const [prop, column] of [['likeCount', 'like_count'], ['commentCount', 'comment_count'], ['forwardingCount', 'forward_count']] as const) {
    for (const order of ['descending', 'ascending'] as const) {
      fixed[`动态管理 ${prop} ${order}`] = posts('', `t.${column} ${order === 'descending' ? 'desc' : 'asc'}, t.id desc`);
    }
  }
  if (fixed[name]) return fixed[name];
  // 下一页 and 跳页 of the deep page: the framework has no keyset, both are an offset.
  if (name.startsWith('用户列表 第 ')) return (i) => users('true', 't.id desc', s.deepPage + 1 + (i % Math.max(1, s.deepPageAnchors.length)));
  return null;
}

/** Each naive statement may run this long (the pool's statement_timeout); one that takes longer counts as an error. */
export const NAIVE_TIMEOUT_MS = 30_000;
/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

export interface NaiveResult {
  requests: number;
  /** Calls that failed: `timedOut` of them on the statement timeout, the rest for another reason. */
  errors: number;
  timedOut: number;
  /** When no call finished in time, both percentiles are the timeout: a lower bound, not a measurement. */
  p50: number;
  p95: number;
  allTimedOut: boolean;
}

/** Closed loop over `connections` pooled connections, like the HTTP driver: warm-up, then `durationMs` measured. */
export async function runNaive(pool: pg.Pool, call: (i: number) => NaiveQuery[], options: { connections: number; warmupMs: number; durationMs: number }): Promise<NaiveResult> {
  let i = 0;
  const run = async (durationMs: number, record: number[] | null, failures: { n: number; timedOut: number }) => {
    const deadline = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const statements = call(i);
          i += 1;
          const started = performance.now();
          try {
            for (const statement of statements) await pool.query(statement.text, statement.values);
            record?.push(performance.now() - started);
          } catch (error) {
            failures.n += 1;
            if ((error as { code?: string }).code === QUERY_CANCELED) failures.timedOut += 1;
          }
        }
      }),
    );
  };
  await run(options.warmupMs, null, { n: 0, timedOut: 0 });
  const latencies: number[] = [];
  const failures = { n: 0, timedOut: 0 };
  await run(options.durationMs, latencies, failures);
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  if (sorted.length === 0 && failures.n > 0 && failures.timedOut === failures.n) {
    return { requests: 0, errors: failures.n, timedOut: failures.timedOut, p50: NAIVE_TIMEOUT_MS, p95: NAIVE_TIMEOUT_MS, allTimedOut: true };
  }
  // Failures of another kind (an SQL error, a refused connection) are a broken comparison, not a slow one:
  // reported apart (`errors` − `timedOut`), never as a figure.
  return { requests: sorted.length, errors: failures.n, timedOut: failures.timedOut, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), allTimedOut: false };
}
