import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import { type Role, ROLES } from '@ops/contracts/permissions';
import type { ActivityEventType } from '@ops/contracts/statistics';
import type { WorkbenchResponse, WorkbenchTile } from '@ops/contracts/workbench';
import { WORKBENCH_TILE_KEYS, type WorkbenchTileKey } from '@ops/contracts/workbench-tiles';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOperator, buildUser } from '../../../test/factories.ts';
import { appPost, appReport, appUser, appVideo, sendIntake } from '../../../test/intake-support.ts';
import { ingest } from '../../../test/statistics-support.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { demoImageSvg } from '../media/media-routes.ts';
import { ImageReadError } from '../screening/image-source.ts';
import { ScreeningRulesSource } from '../screening/screening-rules.ts';
import { screenPendingBatch } from '../screening/screening.service.ts';
import { refreshStatistics } from '../statistics/rollup.service.ts';
import { visibleTiles } from './workbench.service.ts';

const HOUR = 3_600_000;
const PASSWORD = 'workbench-pass-1';

/**
 * Issue 14's table, written out: the content tiles need 审核 (the audit boards) or 动态管理, 今日冻结 needs 用户
 * (every role), 日活 and 注册 need 统计.
 */
const EXPECTED_TILES: Record<Role, WorkbenchTileKey[]> = {
  admin: ['pendingPosts', 'pendingVideos', 'reportedPosts', 'machineRejected', 'frozenUsers', 'dau', 'registrations'],
  moderator: ['pendingPosts', 'pendingVideos', 'reportedPosts', 'machineRejected', 'frozenUsers'],
  analyst: ['frozenUsers', 'dau', 'registrations'],
  auditor: ['frozenUsers'],
};

let t: TestApp;
const cookies = {} as Record<Role, string>;
let author = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await buildOperator(t.db, `bench_${role}`, PASSWORD, role);
    cookies[role] = await loginAs(t.app, `bench_${role}`, PASSWORD);
  }
  const user = appUser();
  expect((await sendIntake(t, 'users', [user])).statusCode).toBe(200);
  author = user.id;
  for (const [word, action] of [['网赌', 'block'], ['加微信', 'review']] as const) {
    expect((await t.request({ method: 'POST', url: API.sensitiveWords, payload: { word, category: '赌博', action } })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function workbench(role: Role = 'admin'): Promise<WorkbenchResponse> {
  const response = await t.app.inject({ method: 'GET', url: API.workbench, headers: { cookie: cookies[role] } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WorkbenchResponse;
}

/** The member of the tile union whose `key` admits K (two tiles share one shape). */
type TileOf<K extends WorkbenchTile['key'], T = WorkbenchTile> = T extends { key: infer Keys } ? (K extends Keys ? T : never) : never;

function tile<K extends WorkbenchTile['key']>(answer: WorkbenchResponse, key: K): TileOf<K> {
  const found = answer.tiles.find((entry) => entry.key === key);
  if (!found) throw new Error(`no ${key} tile`);
  return found as TileOf<K>;
}

/** The one value a direct count answers. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<Record<string, number | string | null>>(t.db, query);
  return Number(Object.values(row ?? {})[0] ?? Number.NaN);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The demo pictures in-process (video covers are screened against the image blocklist). */
async function readImage(url: string): Promise<Buffer> {
  const svg = demoImageSvg(url);
  if (svg === null) throw new ImageReadError('不是可读取的图片地址');
  return Buffer.from(svg);
}

/** The machine screens everything waiting, as the worker would. */
async function screenAll(): Promise<void> {
  const rules = new ScreeningRulesSource(t.db, 0);
  for (const kind of ['post', 'video'] as const) {
    while ((await screenPendingBatch(t.db, { kind, limit: 100, rules, readImage })) > 0);
  }
}

const decide = (path: string, ids: number[]) => t.request({ method: 'POST', url: path, payload: ids });
const freezeUser = (userId: number) =>
  t.request({ method: 'POST', url: API.freeze, payload: { userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' } });
const unfreezeUser = (userId: number) => t.request({ method: 'POST', url: API.unfreeze, payload: { userId, reasonsForThawing: '', frozenRemarks: '申诉通过' } });
const event = (userId: number, type: ActivityEventType, at: number) => ({ eventId: randomUUID(), userId, type, at });
/** `n` new app users (events are refused for users the console does not know). */
const people = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await buildUser(t.db)).id));

async function listTotal(url: string, query: Record<string, string>): Promise<number> {
  const response = await t.request({ method: 'GET', url, query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { counts: number }).counts;
}

describe('GET /manage/workbench: who sees what', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.workbench })).statusCode).toBe(401);
  });

  it('gives each role exactly the tiles of its permissions, in display order', async () => {
    for (const role of ROLES) {
      expect(visibleTiles(role), role).toEqual(EXPECTED_TILES[role]);
      const answer = await workbench(role);
      expect(answer.tiles.map((entry) => entry.key), role).toEqual(EXPECTED_TILES[role]);
      // A role without the statistics sees nothing of them, not even when they were last rolled up.
      if (!EXPECTED_TILES[role].includes('dau')) expect(answer.statisticsUpdatedAt).toBeNull();
    }
    expect(EXPECTED_TILES.admin).toEqual([...WORKBENCH_TILE_KEYS]);
  });

  it('answers zeros, not blanks, when nothing has happened, and links each tile to its filtered screen', async () => {
    const answer = await workbench();
    const todayStart = dayStart(answer.today).getTime();
    const tomorrowStart = dayStart(addDays(answer.today, 1)).getTime();
    const yesterdayStart = dayStart(addDays(answer.today, -1)).getTime();
    expect(answer.today).toBe(dayOf(answer.now));
    expect(answer.tiles).toEqual([
      { key: 'pendingPosts', count: 0, oldestCreatedAt: null, oldestAgeMs: null, link: '/audit/images?state=3' },
      { key: 'pendingVideos', count: 0, oldestCreatedAt: null, oldestAgeMs: null, link: '/audit/videos?state=3' },
      { key: 'reportedPosts', count: 0, reportedTotal: 0, link: '/content/posts?tab=reported' },
      { key: 'machineRejected', count: 0, screenedToday: 0, link: `/audit/images?state=machine&sd=${todayStart}&ed=${tomorrowStart - 1}` },
      { key: 'frozenUsers', count: 0, frozenNow: 0, link: '/manage-users?userStatus=2' },
      { key: 'dau', count: 0, yesterdaySameHour: 0, link: `/stats/dau?sd=${yesterdayStart}&ed=${tomorrowStart - 1}` },
      { key: 'registrations', count: 0, yesterdaySameHour: 0, link: `/stats/registrations?sd=${yesterdayStart}&ed=${tomorrowStart - 1}` },
    ]);
    // Yesterday is compared up to the end of the hour it is now.
    expect(answer.comparedUntil).toBe(yesterdayStart + (Math.floor((answer.now - todayStart) / HOUR) + 1) * HOUR);
  });
});

describe('GET /manage/workbench: every figure against a direct count', () => {
  it('counts what intake, the machine, operators and the app did', async () => {
    // Content from the app: three posts and a video for a person, one post the machine rejects, one it passes.
    const old = Date.now() - 50 * HOUR;
    const waiting = [0, 1, 2].map((i) => appPost(author, { text: `想认识的加微信聊 ${i}`, medias: [], createDate: old + i * HOUR, updatedAt: old + i * HOUR }));
    const rejected = appPost(author, { text: '快来网赌，稳赚', medias: [] });
    const passed = appPost(author, { text: '今天天气很好', medias: [] });
    const video = appVideo(author, { text: '加微信看更多', createDate: old - HOUR, updatedAt: old - HOUR });
    const rejectedVideo = appVideo(author, { text: '网赌平台' });
    expect((await sendIntake(t, 'posts', [...waiting, rejected, passed])).statusCode).toBe(200);
    expect((await sendIntake(t, 'videos', [video, rejectedVideo])).statusCode).toBe(200);
    await screenAll();

    // Operators: one waiting post passed, one deleted; the others wait on.
    const [first, second, third] = waiting.map((post) => post.id) as [number, number, number];
    expect((await decide(API.messagesPass, [first])).json()).toMatchObject({ done: [first] });
    const deleted = await t.request({ method: 'DELETE', url: API.messagesDelete, headers: { 'content-type': 'application/json' }, payload: JSON.stringify([second]) });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Reports: on the passed post (handled), the deleted one (gone), a waiting one (twice), the machine's
    // reject and pass (no person decided them yet), and on a video (not a post).
    const reporter = appUser();
    await sendIntake(t, 'users', [reporter]);
    const reports = [first, second, third, third, rejected.id, passed.id].map((id) => appReport(id, reporter.id));
    reports.push(appReport(video.id, reporter.id, { targetType: 'video' }));
    expect((await sendIntake(t, 'reports', reports)).statusCode).toBe(200);

    // Freezes: one user frozen, thawed and frozen again today (one user), another frozen once.
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    for (const response of [await freezeUser(a.id), await unfreezeUser(a.id), await freezeUser(a.id), await freezeUser(b.id)]) {
      expect(response.statusCode, response.body).toBe(200);
    }

    // Activity: today, and yesterday at this hour and later.
    const now = Date.now();
    const todayStart = dayStart(dayOf(now)).getTime();
    const yesterdayStart = dayStart(addDays(dayOf(now), -1)).getTime();
    const recent = Math.max(todayStart, now - 60_000);
    const [u1, u2, u3, u4, u5] = (await people(5)) as [number, number, number, number, number];
    const events = [
      event(u1, 'register', recent),
      event(u1, 'login', recent),
      event(u2, 'like', recent),
      event(u3, 'register', yesterdayStart + 10 * 60_000),
      event(u4, 'login', now - 24 * HOUR),
      event(u4, 'like', yesterdayStart + 1),
      event(u5, 'login', Math.min(now - 24 * HOUR + HOUR, todayStart - 1)),
    ];
    const ingested = await ingest(t, events);
    expect(ingested.statusCode, ingested.body).toBe(200);
    await refreshStatistics(t.db);

    const answer = await workbench();
    const start = dayStart(answer.today).getTime();
    const end = dayStart(addDays(answer.today, 1)).getTime();

    const pendingPosts = tile(answer, 'pendingPosts');
    expect(pendingPosts.count).toBe(await scalar(sql`select count(*) from posts where state = 3 and deleted_at is null`));
    expect(pendingPosts.count).toBe(1);
    expect(pendingPosts.oldestCreatedAt).toBe(waiting[2]?.createDate);
    expect(pendingPosts.oldestAgeMs).toBe(answer.now - (waiting[2]?.createDate ?? 0));
    // The linked screen: 图文审核's 待审核 tab.
    expect(await listTotal(API.messages, { state: '3' })).toBe(pendingPosts.count);

    const pendingVideos = tile(answer, 'pendingVideos');
    expect(pendingVideos.count).toBe(await scalar(sql`select count(*) from videos where state = 3 and deleted_at is null`));
    expect(pendingVideos).toMatchObject({ count: 1, oldestCreatedAt: video.createDate, oldestAgeMs: answer.now - video.createDate });
    expect(await listTotal(API.videos, { state: '3' })).toBe(pendingVideos.count);

    const reported = tile(answer, 'reportedPosts');
    const directOpen = await scalar(sql`
      select count(distinct r.post_id) from reports r join posts p on p.id = r.post_id
      where p.deleted_at is null and p.state not in (4, 5)`);
    expect(reported.count).toBe(directOpen);
    expect(reported.count).toBe(3);
    expect(reported.reportedTotal).toBe(await scalar(sql`select count(*) from posts where deleted_at is null and report_count > 0`));
    expect(reported.reportedTotal).toBe(4);
    // The linked screen: 动态管理's 被举报 tab.
    expect(await listTotal(API.messages, { type: '1' })).toBe(reported.reportedTotal);

    const machine = tile(answer, 'machineRejected');
    const screenedToday = (verdict?: string) => sql`
      select count(*) from (select machine_review from posts union all select machine_review from videos) x
      where machine_review is not null ${verdict ? sql`and machine_review->>'verdict' = ${verdict}` : sql``}
        and (machine_review->>'screenedAt')::bigint >= ${start} and (machine_review->>'screenedAt')::bigint < ${end}`;
    expect(machine.count).toBe(await scalar(screenedToday('block')));
    expect(machine.count).toBe(2);
    expect(machine.screenedToday).toBe(await scalar(screenedToday()));
    expect(machine.screenedToday).toBe(7);

    const frozen = tile(answer, 'frozenUsers');
    expect(frozen.count).toBe(await scalar(sql`select count(distinct user_id) from user_freezes where created_at >= ${iso(start)}::timestamptz and created_at < ${iso(end)}::timestamptz`));
    expect(frozen.count).toBe(2);
    expect(frozen.frozenNow).toBe(await listTotal(API.users, { userStatus: '2' }));
    expect(frozen.frozenNow).toBe(2);

    const distinctUsers = (from: number, to: number, type?: ActivityEventType) => sql`
      select count(${type ? sql`*` : sql`distinct user_id`}) from activity_events
      where occurred_at >= ${iso(from)}::timestamptz and occurred_at < ${iso(to)}::timestamptz ${type ? sql`and type = ${type}` : sql``}`;
    const dau = tile(answer, 'dau');
    expect(dau.count).toBe(await scalar(distinctUsers(start, end)));
    expect(dau.count).toBe(2);
    expect(dau.yesterdaySameHour).toBe(await scalar(distinctUsers(yesterdayStart, answer.comparedUntil)));
    const registrations = tile(answer, 'registrations');
    expect(registrations.count).toBe(await scalar(distinctUsers(start, end, 'register')));
    expect(registrations.count).toBe(1);
    expect(registrations.yesterdaySameHour).toBe(await scalar(distinctUsers(yesterdayStart, answer.comparedUntil, 'register')));
    expect(registrations.yesterdaySameHour).toBe(1);
    // The DAU page's row for today is the same figure.
    const dauPage = await t.request({ method: 'GET', url: API.statisticsDau, query: { sd: String(start), ed: String(end - 1) } });
    expect((dauPage.json() as { items: { time: string; DAU: number }[] }).items).toEqual([expect.objectContaining({ time: answer.today, DAU: dau.count })]);
    expect(answer.statisticsUpdatedAt).toBeGreaterThan(0);

    // A moderator's answer carries the same content figures and nothing of the statistics.
    // (The ages differ by the time between the two calls.)
    const ageless = (tiles: WorkbenchTile[]) => tiles.map((entry) => ('oldestAgeMs' in entry ? { ...entry, oldestAgeMs: 0 } : entry));
    const moderator = await workbench('moderator');
    expect(ageless(moderator.tiles)).toEqual(ageless(answer.tiles.filter((entry) => EXPECTED_TILES.moderator.includes(entry.key))));
  });
});

describe('GET /manage/workbench: the Shanghai day and the hour compared', () => {
  it('counts 00:00 today as today and 23:59:59.999 yesterday as yesterday; yesterday runs to the end of this hour, each person once', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const today = dayOf(now);
    const todayStart = dayStart(today).getTime();
    const yesterdayStart = dayStart(addDays(today, -1)).getTime();
    const hour = Math.floor((now - todayStart) / HOUR);
    const comparedUntil = yesterdayStart + (hour + 1) * HOUR;
    const lastHour = hour === 23;
    const before = await workbench();
    expect(before.comparedUntil).toBe(comparedUntil);

    // Freezes through the API, then dated to the edges of the day.
    const [late, early] = [await buildUser(t.db), await buildUser(t.db)];
    expect((await freezeUser(late.id)).statusCode).toBe(200);
    expect((await freezeUser(early.id)).statusCode).toBe(200);
    await t.db.execute(sql`update user_freezes set created_at = ${iso(todayStart - 1)}::timestamptz where user_id = ${late.id}`);
    await t.db.execute(sql`update user_freezes set created_at = ${iso(todayStart)}::timestamptz where user_id = ${early.id}`);

    // The machine rejects one post at 23:59:59.999 yesterday and one now.
    const yesterdays = appPost(author, { text: '网赌 昨天', medias: [], createDate: todayStart - 60_000, updatedAt: todayStart - 60_000 });
    expect((await sendIntake(t, 'posts', [yesterdays])).statusCode).toBe(200);
    vi.setSystemTime(todayStart - 1);
    await screenAll();
    vi.setSystemTime(now);
    expect((await sendIntake(t, 'posts', [appPost(author, { text: '网赌 今天', medias: [] })])).statusCode).toBe(200);
    await screenAll();

    // Activity at the edges: of the day, and of the hour compared. u5 is active twice before this hour's end yesterday.
    const [u1, u2, u3, u4, u5, u6, u7, u8] = (await people(8)) as [number, number, number, number, number, number, number, number];
    const events = [
      event(u1, 'login', todayStart - 1),
      event(u2, 'login', todayStart),
      event(u3, 'register', todayStart - 1),
      event(u4, 'register', todayStart),
      event(u5, 'like', yesterdayStart + 1),
      event(u5, 'like', comparedUntil - 1),
      event(u6, 'login', comparedUntil),
      event(u7, 'register', comparedUntil - 1),
      event(u8, 'register', comparedUntil),
    ];
    const ingested = await ingest(t, events);
    expect(ingested.statusCode, ingested.body).toBe(200);
    await refreshStatistics(t.db);
    const after = await workbench();

    const delta = (key: WorkbenchTileKey, field: 'count' | 'yesterdaySameHour' | 'screenedToday' = 'count') => {
      const read = (answer: WorkbenchResponse) => Number((tile(answer, key) as Record<string, unknown>)[field] ?? 0);
      return read(after) - read(before);
    };
    expect(delta('frozenUsers')).toBe(1);
    expect(delta('machineRejected')).toBe(1);
    expect(delta('machineRejected', 'screenedToday')).toBe(1);
    // Today: u2 and u4 (00:00); at 23:00–24:00 the hour after "this hour" yesterday is today's 00:00 (u6, u8).
    expect(delta('dau')).toBe(lastHour ? 4 : 2);
    expect(delta('registrations')).toBe(lastHour ? 2 : 1);
    // Yesterday through this hour: u5 once and u7; 23:59:59.999 is inside it only when it is now 23:xx.
    expect(delta('dau', 'yesterdaySameHour')).toBe(lastHour ? 4 : 2);
    expect(delta('registrations', 'yesterdaySameHour')).toBe(lastHour ? 2 : 1);
  });
});
