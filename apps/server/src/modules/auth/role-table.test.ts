import { ERROR_CODE } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import { type Role, ROLES } from '@ops/contracts/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, countRows } from '../../../test/factories.ts';
import { concreteUrl, keyOf, protectedRoutes } from '../../../test/route-catalog.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 14's permission table, written out here on its own (not read from the contracts): the columns
 * and the roles that hold them. 内容查看 (reading posts and videos) goes with the roles that act on
 * content; 日志校验 with 操作日志 "incl. verify"; 本人 is one's own account, for everyone.
 */
const COLUMN_ROLES = {
  统计: ['admin', 'analyst'],
  审核: ['admin', 'moderator'],
  动态管理: ['admin', 'moderator'],
  内容查看: ['admin', 'moderator'],
  用户: ['admin', 'moderator', 'analyst', 'auditor'],
  冻结解冻: ['admin', 'moderator'],
  操作日志: ['admin', 'moderator', 'auditor'],
  日志校验: ['admin', 'auditor'],
  // Issue 18: failed and throttled logins, refused tokens (whoever reads every operator's log).
  安全事件: ['admin', 'auditor'],
  系统: ['admin'],
  本人: ['admin', 'moderator', 'analyst', 'auditor'],
} satisfies Record<string, Role[]>;
type Column = keyof typeof COLUMN_ROLES;

const GET_AND_HEAD = (url: string, column: Column): [string, Column][] => [
  [`GET ${url}`, column],
  [`HEAD ${url}`, column],
];

/** Every protected route and its column. A route missing here fails the walk: classify it. */
const ROUTE_COLUMN: Record<string, Column> = Object.fromEntries([
  ...GET_AND_HEAD(API.statisticsDau, '统计'),
  ...GET_AND_HEAD(API.statisticsDays, '统计'),
  ...GET_AND_HEAD(API.statisticsRetention, '统计'),
  ...GET_AND_HEAD(API.statisticsRealtime, '统计'),
  ...GET_AND_HEAD(API.screeningStats, '统计'),
  [`POST ${API.messagesPass}`, '审核'],
  [`POST ${API.messagesReject}`, '审核'],
  [`POST ${API.messagesRevoke}`, '审核'],
  [`POST ${API.videosPass}`, '审核'],
  [`POST ${API.videosReject}`, '审核'],
  [`POST ${API.videosRevoke}`, '审核'],
  [`POST ${API.messagesClaim}`, '审核'],
  [`POST ${API.messagesRelease}`, '审核'],
  [`POST ${API.videosClaim}`, '审核'],
  [`POST ${API.videosRelease}`, '审核'],
  [`POST ${API.imageBlocklist}`, '审核'],
  // 审核效率: one's own figures with 审核; everyone's needs review.stats_all (admin), tested in modules/review-throughput.
  ...GET_AND_HEAD(API.reviewThroughput, '审核'),
  [`POST ${API.messageTop(':id')}`, '动态管理'],
  [`POST ${API.messageUntop(':id')}`, '动态管理'],
  [`DELETE ${API.messagesDelete}`, '动态管理'],
  [`POST ${API.logRestore(':id')}`, '动态管理'],
  ...GET_AND_HEAD(API.messages, '内容查看'),
  ...GET_AND_HEAD(API.comments, '内容查看'),
  ...GET_AND_HEAD(API.message(':id'), '内容查看'),
  ...GET_AND_HEAD(API.videos, '内容查看'),
  ...GET_AND_HEAD(API.users, '用户'),
  ...GET_AND_HEAD(API.user(':id'), '用户'),
  ...GET_AND_HEAD(API.userLoginLogs, '用户'),
  ...GET_AND_HEAD(API.userFreezes, '用户'),
  ...GET_AND_HEAD(API.regions, '用户'),
  [`POST ${API.freeze}`, '冻结解冻'],
  [`POST ${API.unfreeze}`, '冻结解冻'],
  ...GET_AND_HEAD(API.logs, '操作日志'),
  ...GET_AND_HEAD(API.systemLogs, '操作日志'),
  ...GET_AND_HEAD(API.systemLogDetail(':id'), '操作日志'),
  ...GET_AND_HEAD(API.auditVerify, '日志校验'),
  ...GET_AND_HEAD(API.securityEvents, '安全事件'),
  ...GET_AND_HEAD(API.operators, '系统'),
  [`POST ${API.operators}`, '系统'],
  [`POST ${API.operatorRole(':id')}`, '系统'],
  [`POST ${API.operatorDisable(':id')}`, '系统'],
  [`POST ${API.operatorEnable(':id')}`, '系统'],
  [`POST ${API.operatorPassword(':id')}`, '系统'],
  [`POST ${API.operatorSessionsRevoke(':id')}`, '系统'],
  [`POST ${API.operatorTwoFactorReset(':id')}`, '系统'],
  ...GET_AND_HEAD(API.sensitiveWords, '系统'),
  [`POST ${API.sensitiveWords}`, '系统'],
  [`POST ${API.sensitiveWordsImport}`, '系统'],
  [`PUT ${API.sensitiveWord(':id')}`, '系统'],
  [`DELETE ${API.sensitiveWord(':id')}`, '系统'],
  ...GET_AND_HEAD(API.screeningSettings, '系统'),
  [`PUT ${API.screeningSettings}`, '系统'],
  ...GET_AND_HEAD(API.imageBlocklist, '系统'),
  [`DELETE ${API.blockedImage(':id')}`, '系统'],
  ...GET_AND_HEAD(API.integrationStatus, '系统'),
  ...GET_AND_HEAD(API.integrationEvents, '系统'),
  ...GET_AND_HEAD(API.integrationEvent(':id'), '系统'),
  [`POST ${API.integrationRedeliver}`, '系统'],
  [`POST ${API.integrationRedeliverFailed}`, '系统'],
  ...GET_AND_HEAD(API.integrationTokens, '系统'),
  [`POST ${API.integrationTokens}`, '系统'],
  [`POST ${API.integrationTokenRotate(':id')}`, '系统'],
  [`POST ${API.integrationTokenRevoke(':id')}`, '系统'],
  ...GET_AND_HEAD(API.profile, '本人'),
  [`POST ${API.logout}`, '本人'],
  [`POST ${API.changePassword}`, '本人'],
  ...GET_AND_HEAD(API.accountSessions, '本人'),
  [`POST ${API.accountSessionsRevokeOthers}`, '本人'],
  ...GET_AND_HEAD(API.accountPreferences, '本人'),
  ...GET_AND_HEAD(API.workbench, '本人'),
  [`PUT ${API.accountPreferences}`, '本人'],
  [`POST ${API.twoFactorSetup}`, '本人'],
  [`POST ${API.twoFactorEnable}`, '本人'],
  [`POST ${API.twoFactorDisable}`, '本人'],
  // The API description (Swagger UI and its document): any signed-in operator.
  ...GET_AND_HEAD('/docs', '本人'),
  [`HEAD /docs/`, '本人'],
  ...GET_AND_HEAD('/docs/json', '本人'),
  ...GET_AND_HEAD('/docs/yaml', '本人'),
  ...GET_AND_HEAD('/docs/static/index.html', '本人'),
  ...GET_AND_HEAD('/docs/static/swagger-initializer.js', '本人'),
]);

const PASSWORD = 'role-table-pass-1';
const FORBIDDEN = { code: ERROR_CODE.forbidden, message: '没有权限执行此操作' };
/** An id no row has: a permitted call answers 404 or 400 and changes nothing, so the walk can go on. */
const MISSING_ID = '987654321';

let t: TestApp;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await buildOperator(t.db, `table_${role}`, PASSWORD, role);
    cookies[role] = await loginAs(t.app, `table_${role}`, PASSWORD);
  }
});
afterAll(() => t.close());

function call(route: { method: string; url: string }, cookie: string) {
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route.url, MISSING_ID),
    headers: { cookie, host: 'localhost', origin: 'http://localhost', accept: 'application/json' },
  });
}

/** Every table whose rows a call could change: the same before and after a refused call. */
async function footprint(): Promise<Record<string, number>> {
  const tables = ['operation_logs', 'outbox_events', 'operators', 'sessions', 'sensitive_words', 'image_blocklist', 'posts', 'user_freezes'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)] as const)));
}

describe('the permission table over the whole route table', () => {
  it('classifies every protected route (a new route must say which column it belongs to)', () => {
    const unclassified = protectedRoutes(t.app).map(keyOf).filter((key) => !(key in ROUTE_COLUMN));
    expect(unclassified).toEqual([]);
    const stale = Object.keys(ROUTE_COLUMN).filter((key) => !protectedRoutes(t.app).map(keyOf).includes(key));
    expect(stale).toEqual([]);
  });

  it.each(ROLES)('%s: a route outside the role answers 403 没有权限执行此操作 and changes nothing; every route inside it gets past the check', async (role) => {
    const routes = protectedRoutes(t.app).sort((a, b) => Number(keyOf(a) === `POST ${API.logout}`) - Number(keyOf(b) === `POST ${API.logout}`));
    const before = await footprint();
    const wrong: string[] = [];
    let refused = 0;
    for (const route of routes) {
      const allowed = (COLUMN_ROLES[ROUTE_COLUMN[keyOf(route)] ?? '系统'] as readonly Role[]).includes(role);
      if (allowed) continue;
      const response = await call(route, cookies[role]);
      refused += 1;
      const ok = response.statusCode === 403 && (route.method === 'HEAD' || JSON.stringify(response.json()) === JSON.stringify(FORBIDDEN));
      if (!ok) wrong.push(`${keyOf(route)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    expect(await footprint()).toEqual(before);
    if (role !== 'admin') expect(refused).toBeGreaterThan(5);

    for (const route of routes) {
      const allowed = (COLUMN_ROLES[ROUTE_COLUMN[keyOf(route)] ?? '系统'] as readonly Role[]).includes(role);
      if (!allowed) continue;
      const response = await call(route, cookies[role]);
      if (response.statusCode === 403 || response.statusCode === 401) wrong.push(`${keyOf(route)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});
