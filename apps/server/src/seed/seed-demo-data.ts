import { sealUnsealedRows } from '../modules/oplog/log-seals.repository.ts';
import { INGEST_BATCH_MAX } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { DEFAULT_EVENTS_RETENTION_DAYS } from '../config.ts';
import { type Database, type Executor, queryRows } from '../db/client.ts';
import { addScreeningStats, type StatsDelta } from '../modules/screening/screening.repository.ts';
import { statsOf } from '../modules/screening/screening.service.ts';
import { ingestEvents } from '../modules/statistics/ingest.service.ts';
import { rollUp } from '../modules/statistics/rollup.service.ts';
import { bulkInsert, syncIdentity } from './bulk-insert.ts';
import { pickSlots, type SeedContent } from './content-common.ts';
import { buildEvents, type SeedEvent } from './events.ts';
import { planFreezes } from './freezes.ts';
import { buildInteractions } from './interactions.ts';
import { buildLoginLogs } from './login-logs.ts';
import { hashImage, screenSeedContent } from './machine-review.ts';
import { planPictureBlocklist } from './picture-blocklist.ts';
import { buildPosts } from './posts.ts';
import { Rng } from './random.ts';
import { planReviewHistory } from './review-history.ts';
import { settleReviews } from './settle-reviews.ts';
import * as T from './tables.ts';
import { demoWindow } from './time.ts';
import { buildUsers } from './users.ts';
import { buildVideos } from './videos.ts';
import { writeReviewHistory } from './write-review-history.ts';

export const DEFAULT_SEED = 20261121;

/** The app's content tables, children first: what `--force` empties. Operators, sessions and logs are kept. */
export const CONTENT_TABLES = ['activity_events', 'reports', 'comments', 'videos', 'posts', 'login_logs', 'user_freezes', 'users'] as const;

export interface SeedOptions {
  seed?: number;
  /** 1 = full demo size (2,400 users, 12,000 posts, 1,200 videos); tests use e.g. 0.05. */
  scale?: number;
  now?: Date;
  /** Empty the content tables first, in the same transaction. */
  replaceExisting?: boolean;
  /** Told what is being done now (e.g. `activity events 40,000/120,000`), often, for a start-up progress line. */
  onStep?: (step: string) => void;
}

export interface SeedSummary {
  users: number;
  user_freezes: number;
  login_logs: number;
  posts: number;
  videos: number;
  comments: number;
  reports: number;
  activity_events: number;
  image_blocklist: number;
  /** Operator decisions of the demo's history (each with its operation-log row and its 审核效率 fact). */
  review_decisions: number;
}

/**
 * Builds every row in memory, deterministic for a given seed, scale and now. Posts and videos are
 * screened by the real machine review (asynchronous: the pictures screened after one was put on
 * 图片黑库 are hashed), and their states follow from its verdicts.
 */
export async function generateDemoData(seed: number, scale: number, now: Date) {
  const w = demoWindow(now.getTime());
  const users = buildUsers(seed, Math.max(20, Math.round(2400 * scale)), w);
  const freezes = planFreezes(seed, users, w);
  const { events, activity, publishes } = buildEvents(seed, users, w, freezes.blocked);
  const logins = buildLoginLogs(seed, users, activity, w);
  const postCount = Math.round(12_000 * scale);
  const slots = pickSlots(new Rng(seed, 'slots'), publishes, postCount + Math.round(1200 * scale), w.now);
  const postSlots = new Rng(seed, 'split').sample(slots, postCount).sort((a, b) => a.t - b.t || a.userId - b.userId);
  const postSet = new Set(postSlots);
  const posts = buildPosts(seed, postSlots, w);
  const videos = buildVideos(seed, slots.filter((s) => !postSet.has(s)), w);
  const blocks = planPictureBlocklist(seed, posts, w);
  const blockedImages = await Promise.all(blocks.map(async (block): Promise<T.SeedBlockedImage> => ({ ...block, hash: await hashImage(block.imageUrl) })));
  await screenSeedContent(
    [...posts.map((post) => ({ item: post, images: post.medias })), ...videos.map((video) => ({ item: video, images: [video.picUrl] }))],
    blockedImages,
    w,
  );
  settleReviews(seed, posts, videos, blocks, w);
  const reviewHistory = planReviewHistory(seed, [...posts.map((item) => ({ target: 'post' as const, item })), ...videos.map((item) => ({ target: 'video' as const, item }))], blocks);
  const { comments, reports } = buildInteractions(seed, users, posts, videos, w);

  const likesReceived = new Map<number, number>();
  for (const item of [...posts, ...videos]) likesReceived.set(item.userId, (likesReceived.get(item.userId) ?? 0) + item.likeCount);
  const userRows = users.map((u): T.UserRow => {
    const mine = activity.get(u.id);
    return {
      ...u,
      lastActiveAt: mine?.lastActiveAt ?? null,
      lastLoginLocation: logins.lastLocation.get(u.id) ?? null,
      frozenUntil: freezes.frozenUntil.get(u.id) ?? null,
      countBeLiked: likesReceived.get(u.id) ?? 0,
      countLiked: (mine?.likes ?? 0) + (u.inWindow ? 0 : (u.id * 37) % 211),
    };
  });
  const screeningStats = screeningStatsOf([...posts, ...videos]);
  return { users: userRows, freezes: freezes.rows, loginLogs: logins.rows, posts, videos, comments, reports, events, blockedImages, screeningStats, reviewHistory };
}

/** 机审统计 of the seeded history, counted by the worker's own rules from the items' machine reviews. */
function screeningStatsOf(items: readonly SeedContent[]): StatsDelta {
  return statsOf(items.flatMap((item) => (item.machineReview ? [{ id: item.id, state: item.state, review: item.machineReview }] : [])));
}

export async function isDemoDataPresent(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(db, sql`select exists(select 1 from users) as present`);
  return rows[0]?.present === true;
}

/** The event table is append-only (no DELETE); it and its roll-ups are truncated instead. */
const EVENT_TABLES = ['activity_events', 'stats_daily', 'stats_hourly', 'stats_retention', 'stats_dirty_days', 'stats_user_days', 'stats_pending_events'] as const;

/**
 * What the machine review kept about the content: its statistics, the hashes of the images it read,
 * and 图片黑库, whose entries point at posts of the content (and would collide with the new seed's).
 * The lexicon and the detector settings are configuration and stay.
 */
export const SCREENING_TABLES = ['screening_daily', 'screening_daily_hits', 'image_hashes', 'image_blocklist'] as const;

export async function clearDemoData(db: Executor): Promise<void> {
  await db.execute(sql.raw(`truncate ${EVENT_TABLES.map((t) => `"${t}"`).join(', ')} restart identity`));
  for (const table of CONTENT_TABLES) {
    if (table !== 'activity_events') await db.execute(sql.raw(`delete from "${table}"`));
  }
  for (const table of SCREENING_TABLES) await db.execute(sql.raw(`delete from "${table}"`));
  // 审核效率's facts are about the content being replaced (the operation log, append-only, keeps its rows).
  await db.execute(sql`delete from review_decisions`);
}

/** Events go in through the ingestion service, in the same batches the HTTP endpoint takes, then the roll-ups are built. */
async function ingestDemoEvents(tx: Executor, events: readonly SeedEvent[], now: Date, step: (name: string) => void): Promise<void> {
  for (let start = 0; start < events.length; start += INGEST_BATCH_MAX) {
    step(`activity events ${start.toLocaleString('en-US')}/${events.length.toLocaleString('en-US')}`);
    const batch = events.slice(start, start + INGEST_BATCH_MAX).map((e) => ({ eventId: e.eventId, userId: e.userId, type: e.type, at: e.t }));
    await ingestEvents(tx, batch, { now: now.getTime(), receivedAt: now, retentionDays: DEFAULT_EVENTS_RETENTION_DAYS });
  }
  let eventsRolled = 0;
  for (;;) {
    step(`statistics roll-ups (${eventsRolled.toLocaleString('en-US')} events done)`);
    const rolled = await rollUp(tx);
    eventsRolled += rolled.events;
    if (!rolled.more) break;
  }
}

/** Seeds the demo data in one transaction: same seed and same `now`, byte-identical rows. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const step = options.onStep ?? (() => undefined);
  step('generating the rows');
  const data = await generateDemoData(options.seed ?? DEFAULT_SEED, options.scale ?? 1, now);
  let decisions = 0;
  await db.transaction(async (tx) => {
    if (options.replaceExisting) await clearDemoData(tx);
    step('users');
    await bulkInsert(tx, 'users', T.USER_COLUMNS, data.users);
    await bulkInsert(tx, 'user_freezes', T.FREEZE_COLUMNS, data.freezes);
    await bulkInsert(tx, 'login_logs', T.LOGIN_LOG_COLUMNS, data.loginLogs);
    step('posts, videos and comments');
    await bulkInsert(tx, 'posts', T.POST_COLUMNS, data.posts);
    await bulkInsert(tx, 'videos', T.VIDEO_COLUMNS, data.videos);
    await bulkInsert(tx, 'comments', T.COMMENT_COLUMNS, data.comments);
    await bulkInsert(tx, 'reports', T.REPORT_COLUMNS, data.reports);
    await bulkInsert(tx, 'image_blocklist', T.BLOCKED_IMAGE_COLUMNS, data.blockedImages);
    await addScreeningStats(tx, data.screeningStats);
    for (const table of [...CONTENT_TABLES, 'image_blocklist'] as const) {
      if (table !== 'activity_events') await syncIdentity(tx, table);
    }
    step('review history');
    decisions = await writeReviewHistory(tx, data.reviewHistory);
    // The history's log rows are written in bulk; sealed here, by the trusted seed (issue 18).
    await sealUnsealedRows(tx);
    await ingestDemoEvents(tx, data.events, now, step);
  });
  return {
    users: data.users.length,
    user_freezes: data.freezes.length,
    login_logs: data.loginLogs.length,
    posts: data.posts.length,
    videos: data.videos.length,
    comments: data.comments.length,
    reports: data.reports.length,
    activity_events: data.events.length,
    image_blocklist: data.blockedImages.length,
    review_decisions: decisions,
  };
}
