import { DECISION_FEED_LIMIT_MAX, type DecisionEvent } from '@ops/contracts/decisions';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, outboxRows } from '../../../test/factories.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { pruneOutbox } from './outbox-retention.ts';

let t: TestApp;
let author = 0;
beforeAll(async () => {
  t = await createTestApp();
  author = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const pull = (query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: API.ingestDecisions, query, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` } });

/** Follows `next` until `hasMore` is false; answers every event read. */
async function pullAll(after: string | undefined, limit: number): Promise<DecisionEvent[]> {
  const events: DecisionEvent[] = [];
  let cursor = after;
  for (;;) {
    const response = await pull({ ...(cursor === undefined ? {} : { after: cursor }), limit: String(limit) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { events: DecisionEvent[]; next: string; hasMore: boolean };
    events.push(...page.events);
    cursor = page.next;
    if (!page.hasMore) return events;
  }
}

async function someDecisions(): Promise<number[]> {
  const ids = [(await buildPost(t.db, author)).id, (await buildPost(t.db, author)).id];
  await t.request({ method: 'POST', url: API.messagesPass, payload: ids });
  await t.request({ method: 'POST', url: API.messagesRevoke, payload: [ids[0]] });
  await t.request({ method: 'POST', url: API.messageTop(ids[1] ?? 0), payload: {} });
  return ids;
}

describe('GET /ingest/decisions', () => {
  it('answers every event once, in commit order, page by page, in the same form as the webhook body', async () => {
    const [a, b] = await someDecisions();
    const events = await pullAll(undefined, 2);
    const stored = await outboxRows(t.db);
    expect(events.map((event) => event.sequence)).toEqual(stored.map((row) => row.seq));
    expect(events.map((event) => [event.type, event.subject.id])).toEqual([
      ['post.passed', a],
      ['post.passed', b],
      ['post.review_revoked', a],
      ['post.pinned', b],
    ]);
    expect(events[3]).toEqual({
      id: stored[3]?.event_id,
      sequence: stored[3]?.seq,
      type: 'post.pinned',
      occurredAt: new Date(stored[3]?.occurred_at ?? 0).getTime(),
      subject: { type: 'post', id: b },
      data: { topState: 2, operator: { id: expect.any(Number), name: 'admin' } },
    });
  });

  it('answers nothing new and the same cursor at the end, and only what came after it later', async () => {
    const first = (await pull()).json();
    const end = (await pull({ after: String(first.events.at(-1)?.sequence ?? 0), limit: String(DECISION_FEED_LIMIT_MAX) })).json();
    const atEnd = (await pull({ after: end.next })).json();
    expect(atEnd).toEqual({ events: [], next: end.next, hasMore: false });
    await someDecisions();
    const later = (await pull({ after: end.next })).json();
    expect(later.events).toHaveLength(4);
    expect(later.events[0].sequence).toBe(Number(end.next) + 1);
  });

  it('records when the app last pulled, for 系统对接', async () => {
    await pull({ after: '2' });
    const status = (await t.request({ method: 'GET', url: API.integrationStatus })).json();
    expect(status.feed).toMatchObject({ lastCursor: '2', lastPulledAt: expect.any(Number) });
    expect(Date.now() - status.feed.lastPulledAt).toBeLessThan(60_000);
  });

  it.each([
    [{ limit: '0' }, 'limit 必须是 1 到 1000 之间的整数'],
    [{ limit: '1001' }, 'limit 必须是 1 到 1000 之间的整数'],
    [{ limit: 'ten' }, 'limit 必须是 1 到 1000 之间的整数'],
    [{ after: 'abc' }, 'after 必须是上次返回的 next 游标'],
    [{ after: '-1' }, 'after 必须是上次返回的 next 游标'],
  ])('refuses %j with 400 in Chinese', async (query, message) => {
    const response = await pull(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a cursor beyond the newest event, which must come from another database', async () => {
    const response = await pull({ after: '99999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'after', message: expect.stringContaining('超出最新事件序号') });
  });

  it('answers 410 to a cursor older than what retention kept, and starts from the oldest kept without one', async () => {
    const before = await outboxRows(t.db);
    const cutoff = before[2]?.seq ?? 0;
    await t.db.execute(sql`update outbox_events set created_at = now() - interval '40 days' where seq <= ${cutoff}`);
    expect(await pruneOutbox(t.db, { retentionDays: 30, pushConfigured: false })).toBe(3);
    const expired = await pull({ after: '1' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'cursor_expired', field: 'after' });
    expect((await pull({ after: String(cutoff) })).statusCode).toBe(200);
    const fromStart = await pullAll(undefined, 100);
    expect(fromStart[0]?.sequence).toBe(cutoff + 1);
  });

  it('numbers events with no gap and the head at the last, whatever a statement holds, writers at once and a savepoint rolled back (migration 0035)', async () => {
    const before = await outboxRows(t.db);
    const ids = (await Promise.all(Array.from({ length: 90 }, () => buildPost(t.db, author)))).map((post) => post.id);
    const batches = [0, 1, 2].map((i) => ids.slice(i * 30, (i + 1) * 30));
    const responses = await Promise.all(batches.map((batch) => t.request({ method: 'POST', url: API.messagesPass, payload: batch })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const insertEvents = (n: number) =>
      sql`insert into outbox_events (type, subject_type, subject_id, occurred_at, operator_name, data)
          select 'post.passed', 'post', ${author}::bigint, now(), '系统', '{}'::jsonb from generate_series(1, ${n}::int)`;
    await t.db.transaction(async (tx) => {
      await tx.execute(insertEvents(3));
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(insertEvents(5));
        throw new Error('rolled back to the savepoint');
      }).catch(() => undefined);
      await tx.execute(insertEvents(2));
    });
    const after = await outboxRows(t.db);
    const first = after[0]?.seq ?? 0;
    expect(after).toHaveLength(before.length + 90 + 5);
    expect(after.map((row) => row.seq)).toEqual(after.map((_, i) => first + i));
    const [head] = await queryRows<{ last_seq: string }>(t.db, sql`select last_seq from outbox_head where id = 1`);
    expect(Number(head?.last_seq)).toBe(after.at(-1)?.seq);
  });
});
