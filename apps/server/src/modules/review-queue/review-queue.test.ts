import { ERROR_CODE } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { MessageListItem } from '@ops/contracts/posts';
import { REVIEW_QUEUE_MSG } from '@ops/contracts/review-queue';
import type { VideoItem } from '@ops/contracts/videos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOperator, buildPost, buildUser, buildVideo, logRowsFor, reviewStateOf } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

/**
 * 领取模式 (issue 15) through HTTP: claiming hands out the oldest pending items no one else holds and
 * holds them, a new claim extends and tops up, expired leases go to the next claimer, a release ends
 * only one's own, the lists name the holder, and a decision on someone else's item needs a takeover.
 */
const PASSWORD = 'review-queue-pass-1';
const MINUTE = 60_000;
let t: TestApp;
let authorId = 0;
const op = { a: { id: 0, cookie: '' }, b: { id: 0, cookie: '' }, analyst: { id: 0, cookie: '' } };

beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
  for (const [key, role] of [['a', 'moderator'], ['b', 'moderator'], ['analyst', 'analyst']] as const) {
    const operator = await buildOperator(t.db, `queue_${key}`, PASSWORD, role);
    op[key] = { id: operator.id, cookie: await loginAs(t.app, `queue_${key}`, PASSWORD) };
  }
});
afterAll(() => t.close());

type Who = keyof typeof op;
type Kind = 'post' | 'video';
const PATHS = {
  post: { claim: API.messagesClaim, release: API.messagesRelease, list: API.messages, pass: API.messagesPass },
  video: { claim: API.videosClaim, release: API.videosRelease, list: API.videos, pass: API.videosPass },
} as const;

interface ClaimAnswer<Item> {
  items: Item[];
  leaseUntil: number;
}

const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: op[who].cookie } });

async function claim<Item = MessageListItem>(who: Who, count: number, kind: Kind = 'post'): Promise<ClaimAnswer<Item>> {
  const response = await as(who, 'POST', PATHS[kind].claim, { count });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const idsOf = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id);
const release = (who: Who, ids?: number[], kind: Kind = 'post') => as(who, 'POST', PATHS[kind].release, ids === undefined ? {} : { ids });

interface LeaseRow {
  target_id: string;
  operator_id: number;
  expires_ms: string;
}
async function leases(kind: Kind = 'post'): Promise<Map<number, { operatorId: number; expiresAt: number }>> {
  const rows = await queryRows<LeaseRow>(
    t.db,
    sql`select target_id::text, operator_id, floor(extract(epoch from expires_at) * 1000)::text as expires_ms
        from review_leases where target_kind = ${kind === 'post' ? 1 : 2} and expires_at > now()`,
  );
  return new Map(rows.map((row) => [Number(row.target_id), { operatorId: row.operator_id, expiresAt: Number(row.expires_ms) }]));
}
const heldBy = (kind: Kind, who: Who) => leases(kind).then((map) => [...map].filter(([, lease]) => lease.operatorId === op[who].id).map(([id]) => id).sort((x, y) => x - y));

let minute = 0;
/** A queue of pending items published a minute apart, with decided and deleted ones in between that no claim may hand out. */
async function queue(count: number, kind: Kind = 'post'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    minute += 1;
    const at = (offset: number) => new Date(Date.UTC(2026, 9, 1) + (minute * 3 + offset) * MINUTE);
    const build = (overrides: { state: number; createdAt: Date; deletedAt?: Date }) =>
      kind === 'post' ? buildPost(t.db, authorId, overrides) : buildVideo(t.db, authorId, overrides);
    ids.push((await build({ state: 3, createdAt: at(0) })).id);
    if (i % 2 === 0) await build({ state: 5, createdAt: at(1) });
    if (i % 3 === 0) await build({ state: 3, createdAt: at(2), deletedAt: new Date() });
  }
  return ids;
}

async function clearQueue() {
  await t.db.execute(sql`update posts set state = 5 where state = 3`);
  await t.db.execute(sql`update videos set state = 5 where state = 3`);
  await t.db.execute(sql`delete from review_leases`);
}

describe('claiming (领取模式)', () => {
  beforeEach(clearQueue);

  it('hands out the oldest pending items, holds them for the lease, and shows them exactly as the audit list does', async () => {
    const pending = await queue(6);
    const before = Date.now();
    const answer = await claim('a', 4);
    expect(idsOf(answer)).toEqual(pending.slice(0, 4));
    expect(answer.leaseUntil).toBeGreaterThanOrEqual(before + 10 * MINUTE - 5_000);
    expect(answer.leaseUntil).toBeLessThanOrEqual(Date.now() + 10 * MINUTE + 5_000);
    for (const item of answer.items) expect(item.heldBy).toEqual({ operatorId: op.a.id, name: 'queue_a', until: answer.leaseUntil });

    const held = await leases();
    expect([...held.keys()].sort((x, y) => x - y)).toEqual(pending.slice(0, 4));
    for (const lease of held.values()) expect(lease).toEqual({ operatorId: op.a.id, expiresAt: answer.leaseUntil });

    const listed = (await as('a', 'GET', `${API.messages}?state=3&pagesize=100`)).json<{ items: MessageListItem[] }>();
    expect(answer.items).toEqual(listed.items.filter((item) => idsOf(answer).includes(item.id)));
  });

  it('gives a second operator the next items, never the first one\'s', async () => {
    const pending = await queue(7);
    expect(idsOf(await claim('a', 3))).toEqual(pending.slice(0, 3));
    const second = await claim('b', 3);
    expect(idsOf(second)).toEqual(pending.slice(3, 6));
    for (const item of second.items) expect(item.heldBy?.operatorId).toBe(op.b.id);
    expect(await heldBy('post', 'a')).toEqual(pending.slice(0, 3));
    expect(await heldBy('post', 'b')).toEqual(pending.slice(3, 6));
  });

  it('hands out what is left when fewer items are pending than asked, and nothing from an empty queue', async () => {
    expect((await claim('a', 5)).items).toEqual([]);
    const pending = await queue(2);
    expect(idsOf(await claim('a', 5))).toEqual(pending);
    expect((await claim('b', 5)).items).toEqual([]);
  });

  it('extends the leases on a new claim and tops up after decisions, handing back every item held in queue order', async () => {
    const pending = await queue(9);
    await claim('a', 4);
    await claim('b', 2);
    await t.db.execute(sql`update review_leases set expires_at = now() + interval '1 minute' where operator_id = ${op.a.id}`);

    const decided = (await as('a', 'POST', API.messagesPass, [pending[0], pending[2]])).json<{ done: number[] }>();
    expect(decided.done).toEqual([pending[0], pending[2]]);
    expect(await heldBy('post', 'a')).toEqual([pending[1], pending[3]]);

    const again = await claim('a', 4);
    expect(idsOf(again)).toEqual([pending[1], pending[3], pending[6], pending[7]]);
    const held = await leases();
    for (const id of idsOf(again)) expect(held.get(id)).toEqual({ operatorId: op.a.id, expiresAt: again.leaseUntil });
    expect(again.leaseUntil).toBeGreaterThan(Date.now() + 9 * MINUTE);
    expect(await heldBy('post', 'b')).toEqual([pending[4], pending[5]]);
  });

  it('drops from the holder\'s next claim an item someone else decided or deleted meanwhile', async () => {
    const pending = await queue(5);
    await claim('a', 3);
    expect((await t.request({ method: 'POST', url: `${API.messagesReject}?takeover=1`, payload: [pending[0]] })).json()).toMatchObject({ done: [pending[0]] });
    expect((await t.request({ method: 'DELETE', url: API.messagesDelete, payload: [pending[1]] })).statusCode).toBe(200);
    expect(idsOf(await claim('a', 3))).toEqual([pending[2], pending[3], pending[4]]);
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from review_leases where target_id in (${pending[0]}, ${pending[1]})`);
    expect(rows[0]?.n).toBe(0);
  });

  it('hands an expired lease to the next claimer, and its former holder does not get it back', async () => {
    const pending = await queue(8);
    await claim('a', 3);
    await claim('b', 3);
    await t.db.execute(sql`update review_leases set expires_at = now() - interval '1 second' where operator_id = ${op.a.id}`);
    const listed = (await as('b', 'GET', `${API.messages}?state=3`)).json<{ items: MessageListItem[] }>();
    expect(listed.items.filter((item) => pending.slice(0, 3).includes(item.id)).map((item) => item.heldBy)).toEqual([null, null, null]);

    const taken = await claim('b', 5);
    expect(idsOf(taken)).toEqual([pending[0], pending[1], pending[3], pending[4], pending[5]]);
    const back = await claim('a', 3);
    expect(idsOf(back)).toEqual([pending[2], pending[6], pending[7]]);
    expect(await heldBy('post', 'b')).toEqual([pending[0], pending[1], pending[3], pending[4], pending[5]]);
  });

  it('keeps posts and videos apart', async () => {
    const posts = await queue(2, 'post');
    const videos = await queue(3, 'video');
    const answer = await claim<VideoItem>('a', 2, 'video');
    expect(idsOf(answer)).toEqual(videos.slice(0, 2));
    const listed = (await as('a', 'GET', `${API.videos}?state=3&sortOrder=ascending`)).json<{ items: VideoItem[] }>();
    expect(answer.items).toEqual(listed.items.filter((item) => idsOf(answer).includes(item.id)));
    expect(answer.items[0]?.heldBy).toEqual({ operatorId: op.a.id, name: 'queue_a', until: answer.leaseUntil });
    expect(await heldBy('post', 'a')).toEqual([]);
    expect(idsOf(await claim('a', 2, 'post'))).toEqual(posts);
    expect((await release('a', undefined, 'video')).json()).toEqual({ released: 2 });
    expect(await heldBy('post', 'a')).toEqual(posts);
  });
});

describe('releasing', () => {
  beforeEach(clearQueue);

  it('ends only the caller\'s own leases: the ids given, or all of this kind', async () => {
    const pending = await queue(6);
    await claim('a', 3);
    await claim('b', 3);
    const some = await release('a', [pending[0] ?? 0, pending[3] ?? 0, 987_654_321]);
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ released: 1 });
    expect(await heldBy('post', 'a')).toEqual([pending[1], pending[2]]);
    expect(await heldBy('post', 'b')).toEqual(pending.slice(3, 6));

    expect((await release('a')).json()).toEqual({ released: 2 });
    expect(await heldBy('post', 'a')).toEqual([]);
    expect(await heldBy('post', 'b')).toEqual(pending.slice(3, 6));
    expect((await release('a')).json()).toEqual({ released: 0 });
    // Released items are the next claimer's again, oldest first.
    expect(idsOf(await claim('a', 2))).toEqual(pending.slice(0, 2));
  });
});

describe('the audit lists', () => {
  beforeEach(clearQueue);

  it('name the holder of each listed item while the lease runs, the caller included', async () => {
    const pending = await queue(4);
    const mine = await claim('a', 1);
    const theirs = await claim('b', 2);
    for (const [who, state] of [['a', '3'], ['b', 'all']] as const) {
      const listed = (await as(who, 'GET', `${API.messages}?state=${state}&pagesize=100`)).json<{ items: MessageListItem[] }>();
      const holderOf = new Map(listed.items.map((item) => [item.id, item.heldBy]));
      expect(holderOf.get(pending[0] ?? 0)).toEqual({ operatorId: op.a.id, name: 'queue_a', until: mine.leaseUntil });
      expect(holderOf.get(pending[1] ?? 0)).toEqual({ operatorId: op.b.id, name: 'queue_b', until: theirs.leaseUntil });
      expect(holderOf.get(pending[3] ?? 0)).toBeNull();
      expect(listed.items.filter((item) => item.state !== '3').every((item) => item.heldBy === null)).toBe(true);
    }
    const detail = (await as('a', 'GET', API.message(pending[0] ?? 0))).json<Record<string, unknown>>();
    expect(detail).not.toHaveProperty('heldBy');
  });
});

describe('deciding an item someone else holds', () => {
  beforeEach(clearQueue);

  it('skips it naming the holder and changes nothing; with takeover=1 decides and logs it, and the holder no longer gets it', async () => {
    const pending = await queue(3);
    const target = pending[0] ?? 0;
    await claim('b', 2);

    const refused = await as('a', 'POST', API.messagesPass, [target]);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      done: [],
      skipped: [{ id: target, reason: REVIEW_QUEUE_MSG.heldByOther('queue_b'), state: '3', heldBy: 'queue_b' }],
    });
    expect(await reviewStateOf(t.db, 'post', target)).toBe(3);
    expect(await logRowsFor(t.db, 'post', [target])).toEqual([]);
    expect((await leases()).get(target)?.operatorId).toBe(op.b.id);

    const taken = await as('a', 'POST', `${API.messagesPass}?takeover=1`, [target]);
    expect(taken.json()).toEqual({ done: [target], skipped: [] });
    expect(await reviewStateOf(t.db, 'post', target)).toBe(5);
    expect((await logRowsFor(t.db, 'post', [target])).map((row) => [row.action, row.operator_name])).toEqual([['post.pass', 'queue_a']]);
    expect((await leases()).has(target)).toBe(false);

    expect(idsOf(await claim('b', 2))).toEqual([pending[1], pending[2]]);
  });

  it('decides the holder\'s own items without a takeover', async () => {
    const pending = await queue(2, 'video');
    await claim<VideoItem>('b', 2, 'video');
    const decided = await as('b', 'POST', API.videosPass, pending);
    expect(decided.json()).toEqual({ done: pending, skipped: [] });
    expect(await heldBy('video', 'b')).toEqual([]);
  });
});

describe('who may claim, and what a claim takes', () => {
  it('lets a moderator claim and release; an analyst gets 403 and holds nothing', async () => {
    await clearQueue();
    await queue(1);
    expect((await as('a', 'POST', API.messagesClaim, { count: 1 })).statusCode).toBe(200);
    for (const path of [API.messagesClaim, API.videosClaim, API.messagesRelease, API.videosRelease]) {
      const response = await as('analyst', 'POST', path, { count: 1 });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ code: ERROR_CODE.forbidden });
    }
    expect(await heldBy('post', 'analyst')).toEqual([]);
  });

  it.each([
    [{ count: 0 }],
    [{ count: 101 }],
    [{ count: 2.5 }],
    [{ count: '5' }],
    [{}],
  ])('answers 400 in Chinese to the claim body %j', async (body) => {
    const response = await as('a', 'POST', API.messagesClaim, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([[{ ids: [0] }], [{ ids: 'all' }], [{ ids: [1.5] }]])('answers 400 in Chinese to the release body %j', async (body) => {
    const response = await as('a', 'POST', API.messagesRelease, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the lease length', () => {
  it('follows REVIEW_LEASE_MINUTES', async () => {
    const short = await createTestApp({ REVIEW_LEASE_MINUTES: '2' });
    try {
      await buildPost(short.db, (await buildUser(short.db)).id, { state: 3 });
      const before = Date.now();
      const answer = (await short.request({ method: 'POST', url: API.messagesClaim, payload: { count: 1 } })).json<ClaimAnswer<MessageListItem>>();
      expect(answer.items).toHaveLength(1);
      expect(answer.leaseUntil).toBeGreaterThanOrEqual(before + 2 * MINUTE - 5_000);
      expect(answer.leaseUntil).toBeLessThanOrEqual(Date.now() + 2 * MINUTE + 5_000);
    } finally {
      await short.close();
    }
  });
});
