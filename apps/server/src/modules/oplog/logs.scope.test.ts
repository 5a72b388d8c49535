import { API } from '@ops/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildUser, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const cookies: Record<'moderator' | 'auditor', string> = { moderator: '', auditor: '' };

beforeAll(async () => {
  t = await createTestApp();
  await buildOperator(t.db, 'scope_mod', 'scope-pass-1', 'moderator');
  await buildOperator(t.db, 'scope_aud', 'scope-pass-1', 'auditor');
  cookies.moderator = await loginAs(t.app, 'scope_mod', 'scope-pass-1');
  cookies.auditor = await loginAs(t.app, 'scope_aud', 'scope-pass-1');
  const freeze = async (cookie: string) => {
    const user = await buildUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: API.freeze,
      headers: { cookie },
      payload: { userId: user.id, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' },
    });
    expect(response.statusCode).toBe(200);
  };
  await freeze(cookies.moderator);
  await freeze(cookies.moderator);
  await freeze(t.auth.cookie);
});
afterAll(() => t.close());

const list = (url: string, cookie: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query: { pagesize: '100', ...query }, headers: { cookie } }).then((response) => response.json<{ counts: number; items: { id: number; name: string }[] }>());

describe('操作日志 for a role that sees its own actions only (审核员)', () => {
  it('lists and counts only the moderator’s rows, whatever operator filter is sent', async () => {
    const own = (await operationLogRows(t.db)).filter((row) => row.operator_name === 'scope_mod');
    expect(own.length).toBe(3);
    for (const url of [API.logs, API.systemLogs]) {
      const page = await list(url, cookies.moderator);
      expect(page.items.map((row) => row.name)).toEqual(own.map(() => 'scope_mod'));
      expect(page.counts).toBe(own.length);
      const other = await list(url, cookies.moderator, { name: 'admin' });
      expect(other).toMatchObject({ counts: 0, items: [] });
    }
  });

  it('answers 404 for the detail of someone else’s row, and the row for one’s own', async () => {
    const rows = await operationLogRows(t.db);
    const adminRow = rows.find((row) => row.operator_name === 'admin');
    const ownRow = rows.find((row) => row.operator_name === 'scope_mod');
    expect((await t.app.inject({ method: 'GET', url: API.systemLogDetail(String(adminRow?.id)), headers: { cookie: cookies.moderator } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: API.systemLogDetail(String(ownRow?.id)), headers: { cookie: cookies.moderator } })).statusCode).toBe(200);
  });

  it('lets an auditor read everyone’s rows', async () => {
    const page = await list(API.systemLogs, cookies.auditor);
    expect(new Set(page.items.map((row) => row.name))).toEqual(new Set(['admin', 'scope_mod', 'scope_aud']));
    expect(page.counts).toBe((await operationLogRows(t.db)).length);
  });
});
