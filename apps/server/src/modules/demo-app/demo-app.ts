import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts';
import { Rng } from '../../seed/random.ts';
import { buildDemoBatch, type DemoAppState, type DemoBatch } from './demo-content.ts';

/**
 * The simulated app of `npm start`: what it has already sent is what the console holds, so it reads
 * its next ids and a pool of its users and posts from there once at start.
 */
export async function loadDemoAppState(db: Database): Promise<DemoAppState> {
  const [next] = await queryRows<Record<'users' | 'posts' | 'videos' | 'comments' | 'reports' | 'logins', string>>(
    db,
    sql`select (select coalesce(max(id), 100000) + 1 from users)::text as users,
               (select coalesce(max(id), 1000000) + 1 from posts)::text as posts,
               (select coalesce(max(id), 5000000) + 1 from videos)::text as videos,
               (select coalesce(max(id), 0) + 1 from comments)::text as comments,
               (select coalesce(max(id), 0) + 1 from reports)::text as reports,
               (select coalesce(max(id), 0) + 1 from login_logs)::text as logins`,
  );
  const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db, query)).map((row) => Number(row.id));
  return {
    nextId: {
      users: Number(next?.users),
      posts: Number(next?.posts),
      videos: Number(next?.videos),
      comments: Number(next?.comments),
      reports: Number(next?.reports),
      logins: Number(next?.logins),
    },
    userIds: await ids(sql`select id::text as id from users where frozen_until is null order by last_active_at desc nulls last limit 300`),
    postIds: await ids(sql`select id::text as id from posts where deleted_at is null order by created_at desc limit 100`),
    videoIds: await ids(sql`select id::text as id from videos where deleted_at is null order by created_at desc limit 50`),
    recentPosts: [],
    nicknames: new Set(),
  };
}

/** The calls in the order an app must make them: users before what they write, events last. */
const SENDS: readonly { path: string; key: keyof DemoBatch }[] = [
  { path: API.ingestUsers, key: 'users' },
  { path: API.ingestPosts, key: 'posts' },
  { path: API.ingestVideos, key: 'videos' },
  { path: API.ingestComments, key: 'comments' },
  { path: API.ingestReports, key: 'reports' },
  { path: API.ingestLogins, key: 'logins' },
  { path: API.ingestEvents, key: 'events' },
];

/** Sends one round over HTTP with the ingestion token, exactly as the app's backend would. */
export async function sendDemoBatch(baseUrl: string, token: string, batch: DemoBatch): Promise<void> {
  for (const { path, key } of SENDS) {
    const items = batch[key];
    if (items.length === 0) continue;
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ [key]: items }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`demo app: ${path} answered ${response.status} ${await response.text()}`);
  }
}

export interface DemoAppOptions {
  db: Database;
  baseUrl: string;
  token: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** Every `intervalMs` (the first after one interval), one gentle round of new content through the intake calls. */
export async function startDemoApp(options: DemoAppOptions): Promise<PeriodicJob> {
  const state = await loadDemoAppState(options.db);
  const rng = new Rng(Date.now() % 2_147_483_647, 'demo-app');
  return startPeriodicJob(
    'demo app',
    options.intervalMs,
    async () => {
      const batch = buildDemoBatch(rng, state, Date.now());
      await sendDemoBatch(options.baseUrl, options.token, batch);
      options.log.debug({ users: batch.users.length, posts: batch.posts.length, videos: batch.videos.length }, 'demo app sent a round');
    },
    options.log,
    { runAtStart: false },
  );
}
