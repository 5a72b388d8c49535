import { API } from '../../packages/contracts/src/paths.ts';
import type { Call } from './http-load.ts';
import { LIST_PAGES } from './samples.ts';

export interface Samples {
  userIds: number[];
  /** Authors of posts (用户详情 and its 动态记录). */
  activeUserIds: number[];
  /** Authors of videos, users with login records and users that operation-log rows are about: their tabs have rows. */
  videoUserIds: number[];
  loginUserIds: number[];
  loggedUserIds: number[];
  postIdsWithComments: number[];
  /** 用户列表's deep page: page 10,000 at full scale, a fifth of the way through the list at any scale. */
  deepPage: number;
  deepPageAnchors: number[];
  nicknameWords: string[];
  /** Full pages of each nickname term the scenario cycles through (at most five), in the order of `nicknameWords`. */
  nicknamePages: number[];
  /** Full pages of the 冻结 list and of the last 7 days of the log, at most 20 (fewer at a small scale). */
  frozenPages: number;
  recentLogPages: number;
  cities: string[];
  now: number;
}

export type BudgetKind = 'list' | 'detail' | 'statistics';

export interface Scenario {
  name: string;
  kind: BudgetKind;
  call: (i: number) => Call;
  /**
   * Why the scenario's pages may be empty at every scale (they must hold rows otherwise: scenario-validity.ts).
   * 待机审 is such a tab: the generated data has nothing waiting for the machine.
   */
  emptyBecause?: string;
}

export const BUDGET_MS: Record<BudgetKind, number> = { list: 50, detail: 20, statistics: 50 };

const DAY = 86_400_000;
const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
/** The i-th call's page: 1 … pages, in turn. */
export const pageOf = (i: number, pages: number): number => 1 + (i % pages);
/** The i-th call of the nickname scenario: its term in turn, and a page of that term's matches. */
export function nicknameCall(s: Pick<Samples, 'nicknameWords' | 'nicknamePages'>, i: number): { term: string; page: number } {
  const which = i % s.nicknameWords.length;
  return { term: s.nicknameWords[which] ?? '', page: pageOf(Math.floor(i / s.nicknameWords.length), s.nicknamePages[which] ?? 1) };
}
const get = (path: string, query: Record<string, string | number>): Call => ({
  path: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
});

/** Every screen's calls, as the web app sends them (page sizes and default sorts of spec 9). */
export function scenarios(s: Samples): Scenario[] {
  const list = (name: string, call: (i: number) => Call): Scenario => ({ name, kind: 'list', call });
  const users = (query: Record<string, string | number>, pages = LIST_PAGES) => (i: number) => get(API.users, { page: pageOf(i, pages), pagesize: 20, ...query });
  const audit = (path: string, state: string) => (i: number) => get(path, { state, page: pageOf(i, LIST_PAGES), pagesize: 10 });
  const posts = (query: Record<string, string | number>) => (i: number) => get(API.messages, { page: pageOf(i, LIST_PAGES), pagesize: 10, ...query });
  const logs = (query: Record<string, string | number>, pages = LIST_PAGES) => (i: number) => get(API.logs, { page: pageOf(i, pages), pagesize: 20, ...query });
  const awaitingMachine = '待机审: the generated data holds nothing waiting for the machine (measured with rows while intake runs)';
  const stats = (path: string, days: number): Scenario => ({
    name: `${path} ${days} 天`,
    kind: 'statistics',
    call: (i) => get(path, { sd: s.now - (days - 1) * DAY, ed: s.now, ...(i % 3 === 1 ? { sex: '1' } : {}), ...(i % 3 === 2 ? { oddEven: '2' } : {}) }),
  });
  return [
    list('用户列表 无筛选', users({})),
    list('用户列表 ID', (i) => get(API.users, { id: pick(s.userIds, i), page: 1, pagesize: 20 })),
    list('用户列表 昵称', (i) => {
      const { term, page } = nicknameCall(s, i);
      return get(API.users, { nickname: term, page, pagesize: 20 });
    }),
    list('用户列表 城市', (i) => get(API.users, { city: pick(s.cities, i), page: 1 + (i % 20), pagesize: 20 })),
    list('用户列表 性别', users({ sex: '2' })),
    list('用户列表 冻结', users({ userStatus: '2' }, s.frozenPages)),
    list('用户列表 最近活跃排序', users({ sortProp: 'lastActiveTime', sortOrder: 'descending' })),
    // 下一页 from page deepPage + k continues after its last row (keyset); typing a page number jumps by offset.
    list(`用户列表 第 ${(s.deepPage + 1).toLocaleString('en')} 页后（下一页）`, (i) =>
      get(API.users, { page: s.deepPage + 1 + (i % s.deepPageAnchors.length), pagesize: 20, after: pick(s.deepPageAnchors, i) }),
    ),
    list(`用户列表 第 ${(s.deepPage + 1).toLocaleString('en')} 页后（跳页）`, (i) => get(API.users, { page: s.deepPage + 1 + (i % s.deepPageAnchors.length), pagesize: 20 })),
    { name: '用户详情', kind: 'detail', call: (i) => ({ path: API.user(pick(s.activeUserIds, i)) }) },
    list('用户详情 动态记录', (i) => get(API.messages, { uid: pick(s.activeUserIds, i), page: 1, pagesize: 10 })),
    list('用户详情 视频记录', (i) => get(API.videos, { uid: pick(s.videoUserIds, i), page: 1, pagesize: 10 })),
    list('用户详情 登录记录', (i) => get(API.userLoginLogs, { uid: pick(s.loginUserIds, i), page: 1, pagesize: 10 })),
    ...['3', '5', '4', '1', 'all'].map((state) => ({ ...list(`图文审核 ${state}`, audit(API.messages, state)), ...(state === '1' ? { emptyBecause: awaitingMachine } : {}) })),
    ...['3', '5', '4', '1', 'all'].map((state) => ({ ...list(`视频审核 ${state}`, audit(API.videos, state)), ...(state === '1' ? { emptyBecause: awaitingMachine } : {}) })),
    list('动态管理 全部', posts({})),
    list('动态管理 被举报', posts({ type: '1' })),
    ...['likeCount', 'commentCount', 'forwardingCount'].flatMap((sortProp) =>
      ['descending', 'ascending'].map((sortOrder) => list(`动态管理 ${sortProp} ${sortOrder}`, posts({ sortProp, sortOrder }))),
    ),
    list('动态管理 被举报 reportCount', posts({ type: '1', sortProp: 'reportCount', sortOrder: 'descending' })),
    list('评论', (i) => get(API.comments, { messageID: pick(s.postIdsWithComments, i), page: 1, pagesize: 10 })),
    list('操作日志 无筛选', logs({})),
    list('操作日志 操作人', logs({ name: 'ops_li' })),
    list('操作日志 操作内容', logs({ content: '冻结' })),
    list('操作日志 日期', logs({ sd: s.now - 7 * DAY, ed: s.now }, s.recentLogPages)),
    list('操作日志 用户', (i) => get(API.logs, { uid: pick(s.loggedUserIds, i), page: 1, pagesize: 10 })),
    ...[API.statisticsDau, API.statisticsDays, API.statisticsRetention].flatMap((path) => [7, 30, 365].map((days) => stats(path, days))),
    { name: `${API.statisticsRealtime} 今天`, kind: 'statistics', call: (i) => get(API.statisticsRealtime, i % 2 ? { sex: '2' } : {}) },
    // Issue 15: the page after login, every tile (the bench signs in as an administrator); p95 ≤ 50 ms.
    list('工作台', () => ({ path: API.workbench })),
  ];
}
