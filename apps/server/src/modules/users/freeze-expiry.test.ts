import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, operationLogRows, outboxRows } from '../../../test/factories.ts';
import { ON_POSTGRES } from '../../../test/scratch-postgres.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sweepExpiredFreezes } from './freeze-expiry.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freeze = (userId: number, freezingTime = '1') =>
  t.request({ method: 'POST', url: API.freeze, payload: { userId, freezingTime, freezingRange: '2', reasonsForFreezing: '3', frozenRemarks: '' } });

/** Moves a user's running freeze into the past, as if its three days had gone by. */
async function runOut(userId: number, endedMinutesAgo = 5): Promise<Date> {
  const ended = new Date(Date.now() - endedMinutesAgo * 60_000);
  await t.db.execute(sql`update users set frozen_until = ${ended.toISOString()}::timestamptz where id = ${userId}`);
  await t.db.execute(sql`update user_freezes set expires_at = ${ended.toISOString()}::timestamptz where user_id = ${userId} and thawed_at is null`);
  return ended;
}

const eventsOf = async (userId: number) => (await outboxRows(t.db)).filter((row) => row.subject_type === 'user' && row.subject_id === userId);

describe('a freeze that runs out by itself', () => {
  it('is recorded once as 冻结到期 by 系统 and sent to the app as user.unfrozen, dated when it ended', async () => {
    const user = await buildUser(t.db, { frozenUntil: null });
    expect((await freeze(user.id)).statusCode).toBe(200);
    const ended = await runOut(user.id);
    expect(await sweepExpiredFreezes(t.db)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredFreezes(t.db)).toBe(0);
    const events = await eventsOf(user.id);
    expect(events.map((event) => event.type)).toEqual(['user.frozen', 'user.unfrozen']);
    const [frozen, unfrozen] = events;
    expect(new Date(unfrozen?.occurred_at ?? 0).getTime()).toBe(ended.getTime());
    expect(unfrozen?.data).toEqual({ freezeId: frozen?.data.freezeId, cause: 'expired', reason: '', remarks: '', operator: { id: null, name: '系统' } });
    const logs = (await operationLogRows(t.db, 'user.freeze_expired')).filter((row) => row.target_id === String(user.id));
    expect(logs).toEqual([expect.objectContaining({ operator_name: '系统', content: '冻结到期', description: '冻结3天已到期，自动解冻' })]);
    expect((await t.request({ method: 'GET', url: API.user(user.id) })).json().userStatus).toBe('1');
  });

  it('tells the app what a freeze covers and until when', async () => {
    const user = await buildUser(t.db, { frozenUntil: null });
    await freeze(user.id, '2');
    const [event] = await eventsOf(user.id);
    expect(event?.data).toMatchObject({
      freezingTime: { code: '2', label: '冻结7天' },
      freezingRange: { code: '2', label: '冻结发言' },
      reason: { code: '3', label: expect.any(String) },
      remarks: '',
      operator: { name: 'admin' },
    });
    expect((event?.data.until as number) - (event?.data.from as number)).toBe(7 * 86_400_000);
  });

  it('is not announced when an operator lifted it first', async () => {
    const user = await buildUser(t.db, { frozenUntil: null });
    await freeze(user.id);
    await t.request({ method: 'POST', url: API.unfreeze, payload: { userId: user.id, reasonsForThawing: '', frozenRemarks: '申诉成功' } });
    await runOut(user.id);
    await sweepExpiredFreezes(t.db);
    expect((await eventsOf(user.id)).map((event) => [event.type, event.data.cause ?? null])).toEqual([
      ['user.frozen', null],
      ['user.unfrozen', 'operator'],
    ]);
  });

  it('reaches the app before a new freeze of the same user, even when the sweep has not run yet', async () => {
    const user = await buildUser(t.db, { frozenUntil: null });
    await freeze(user.id);
    await runOut(user.id);
    expect((await freeze(user.id, '3')).statusCode).toBe(200);
    await sweepExpiredFreezes(t.db);
    const events = await eventsOf(user.id);
    expect(events.map((event) => [event.type, event.data.cause ?? null])).toEqual([
      ['user.frozen', null],
      ['user.unfrozen', 'expired'],
      ['user.frozen', null],
    ]);
    expect(events[2]?.data.until).toBeNull();
  });

  it.skipIf(!ON_POSTGRES)('is recorded once when two sweeps run at the same moment', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db, { frozenUntil: null })));
    for (const user of users) {
      await freeze(user.id);
      await runOut(user.id);
    }
    const counts = await Promise.all([sweepExpiredFreezes(t.db), sweepExpiredFreezes(t.db), sweepExpiredFreezes(t.db)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(20);
    for (const user of users) expect((await eventsOf(user.id)).filter((event) => event.type === 'user.unfrozen')).toHaveLength(1);
  });
});
