import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, queryRows } from '../db/client.ts';
import { mediaRoutes } from '../modules/media/media-routes.ts';
import { CONTENT_TABLES, isDemoDataPresent, seedDemoData, type SeedSummary } from './seed-demo-data.ts';

const NOW = new Date('2026-11-21T06:30:00.000Z');
const SCALE = 0.05;
let a: TestDatabase;
let b: TestDatabase;
let summary: SeedSummary;

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const rows = await queryRows<T>(handle.db, query);
  if (rows[0] === undefined) throw new Error('no row');
  return rows[0];
}

async function tableDigest(handle: DatabaseHandle, table: string): Promise<{ n: number; digest: string | null }> {
  return one(handle, sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t.id)) as digest from "${table}" t`));
}

beforeAll(async () => {
  a = await createTestDatabase();
  b = await createTestDatabase();
  expect(await isDemoDataPresent(a.db)).toBe(false);
  summary = await seedDemoData((a.owner ?? a).db, { scale: SCALE, now: NOW });
  await seedDemoData((b.owner ?? b).db, { scale: SCALE, now: NOW });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('seedDemoData', () => {
  it('reports the rows it wrote and marks the database as seeded', async () => {
    expect(await isDemoDataPresent(a.db)).toBe(true);
    expect(summary.users).toBe(120);
    expect(summary.posts).toBe(600);
    expect(summary.videos).toBe(60);
    expect(summary.image_blocklist).toBe(4);
    for (const table of CONTENT_TABLES) {
      const { n } = await tableDigest(a, table);
      expect(n, table).toBe(summary[table]);
      expect(n, table).toBeGreaterThan(0);
    }
  });

  it('gives byte-identical rows for the same seed and now, and different rows for another seed', async () => {
    for (const table of [...CONTENT_TABLES, 'image_blocklist']) {
      const left = await tableDigest(a, table);
      expect(left.digest, table).toMatch(/^[0-9a-f]{32}$/);
      expect(await tableDigest(b, table), table).toEqual(left);
    }
    for (const table of ['screening_daily', 'screening_daily_hits']) {
      const digest = (handle: DatabaseHandle) => one<{ digest: string }>(handle, sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`));
      expect((await digest(a)).digest, table).toMatch(/^[0-9a-f]{32}$/);
      expect(await digest(b), table).toEqual(await digest(a));
    }
    const other = await createTestDatabase();
    try {
      await seedDemoData((other.owner ?? other).db, { scale: SCALE, now: NOW, seed: 7 });
      expect((await tableDigest(other, 'users')).digest).not.toBe((await tableDigest(a, 'users')).digest);
    } finally {
      await other.close();
    }
  });

  it('keeps comment and report counters equal to the real rows', async () => {
    for (const [table, key] of [['posts', 'post_id'], ['videos', 'video_id']] as const) {
      const row = await one<{ wrong: number; commented: number; reported: number }>(
        a,
        sql.raw(`select
          count(*) filter (where t.comment_count <> (select count(*) from comments c where c.${key} = t.id and c.deleted_at is null)
                            or t.report_count <> (select count(*) from reports r where r.${key} = t.id))::int as wrong,
          count(*) filter (where t.comment_count > 0)::int as commented,
          count(*) filter (where t.report_count > 0)::int as reported
        from ${table} t`),
      );
      expect(row.wrong, table).toBe(0);
      expect(row.commented, table).toBeGreaterThan(0);
      expect(row.reported, table).toBeGreaterThan(0);
    }
    const bad = await one<{ selfish: number; early: number }>(
      a,
      sql`select
        (select count(*) from comments c join posts p on p.id = c.post_id where c.user_id = p.user_id)::int
          + (select count(*) from reports r join posts p on p.id = r.post_id where r.reporter_id = p.user_id)::int as selfish,
        (select count(*) from comments c join posts p on p.id = c.post_id where c.created_at < p.created_at)::int as early`,
    );
    expect(bad).toEqual({ selfish: 0, early: 0 });
  });

  it('starts every newcomer with one activate and one register at created_at, and nothing before', async () => {
    const row = await one<{ newcomers: number; wrong_register: number; wrong_activate: number; before_activate: number; old_with_signup: number; future: number; stale_last_active: number }>(
      a,
      sql`with w as (select date_trunc('day', ${NOW.toISOString()}::timestamptz at time zone 'Asia/Shanghai') - interval '89 days' as start_local),
      newcomers as (select u.* from users u, w where (u.created_at at time zone 'Asia/Shanghai') >= w.start_local)
      select
        (select count(*) from newcomers)::int as newcomers,
        (select count(*) from newcomers n where (select count(*) from activity_events e where e.user_id = n.id and e.type = 'register') <> 1
           or not exists (select 1 from activity_events e where e.user_id = n.id and e.type = 'register' and e.occurred_at = n.created_at))::int as wrong_register,
        (select count(*) from newcomers n where (select count(*) from activity_events e where e.user_id = n.id and e.type = 'activate') <> 1)::int as wrong_activate,
        (select count(*) from activity_events e join activity_events act on act.user_id = e.user_id and act.type = 'activate'
           where e.occurred_at < act.occurred_at)::int as before_activate,
        (select count(*) from activity_events e join users u on u.id = e.user_id
           where e.type in ('activate', 'register') and u.id not in (select id from newcomers))::int as old_with_signup,
        (select count(*) from activity_events where occurred_at > ${NOW.toISOString()}::timestamptz)::int as future,
        (select count(*) from users u where u.last_active_at is distinct from (select max(occurred_at) from activity_events e where e.user_id = u.id))::int as stale_last_active`,
    );
    expect(row.newcomers).toBeGreaterThan(60);
    expect(row).toMatchObject({ wrong_register: 0, wrong_activate: 0, before_activate: 0, old_with_signup: 0, future: 0, stale_last_active: 0 });
  });

  it('has an active freeze row for every frozen user and no active row for anyone else', async () => {
    const now = NOW.toISOString();
    const row = await one<{ frozen: number; unmatched: number; orphan_active: number; history: number }>(
      a,
      sql`with active as (select * from user_freezes where thawed_at is null and (expires_at is null or expires_at > ${now}::timestamptz))
      select
        (select count(*) from users where frozen_until > ${now}::timestamptz)::int as frozen,
        (select count(*) from users u where u.frozen_until > ${now}::timestamptz and not exists (
           select 1 from active f where f.user_id = u.id and f.expires_at is not distinct from nullif(u.frozen_until, 'infinity')))::int as unmatched,
        (select count(*) from active f join users u on u.id = f.user_id where u.frozen_until is null or u.frozen_until <= ${now}::timestamptz)::int as orphan_active,
        (select count(*) from user_freezes where thawed_at is not null or expires_at <= ${now}::timestamptz)::int as history`,
    );
    expect(row.frozen).toBeGreaterThan(0);
    expect(row.history).toBeGreaterThan(0);
    expect(row).toMatchObject({ unmatched: 0, orphan_active: 0 });
  });

  it('spreads posts over the review states 2 to 6 (1 only just published) and the image counts 0, 1, 3, 4 and 9', async () => {
    const states = await queryRows<{ state: number }>(a.db, sql`select distinct state from posts where state <> 1 order by state`);
    expect(states.map((s) => s.state)).toEqual([2, 3, 4, 5, 6]);
    const waiting = await one<{ n: number }>(a, sql`select count(*)::int as n from posts where state = 1 and created_at < ${NOW.toISOString()}::timestamptz - interval '3 minutes'`);
    expect(waiting.n).toBe(0);
    const counts = await queryRows<{ n: number }>(a.db, sql`select distinct jsonb_array_length(medias)::int as n from posts`);
    expect(counts.map((c) => c.n)).toEqual(expect.arrayContaining([0, 1, 3, 4, 9]));
  });
});

describe('the media the seed points at', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
  });
  afterAll(() => app.close());

  it('answers every stored image URL with an SVG and every video URL with mp4 ranges', async () => {
    const rows = await queryRows<{ url: string }>(
      a.db,
      sql`select logo as url from users where logo is not null
          union select jsonb_array_elements_text(medias) from posts
          union select pic_url from videos union select video_url from videos`,
    );
    const urls = rows.map((r) => r.url);
    expect(urls.length).toBeGreaterThan(500);
    const videos = urls.filter((u) => u.endsWith('.mp4'));
    expect(videos.length).toBeGreaterThan(1);
    for (const url of urls) {
      const video = url.endsWith('.mp4');
      const response = await app.inject({ method: 'GET', url, headers: video ? { range: 'bytes=0-1023' } : {} });
      expect(response.statusCode, url).toBe(video ? 206 : 200);
      expect(response.headers['content-type'], url).toBe(video ? 'video/mp4' : 'image/svg+xml');
      if (video) expect(response.rawPayload.length).toBe(1024);
      else expect(response.body.startsWith('<svg')).toBe(true);
    }
  });
});
