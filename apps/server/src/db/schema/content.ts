import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/** Review state 1..6 (architecture 5) as smallint; the API speaks it as a string. */
const reviewState = () => smallint('state').notNull().default(1);

/** Dynamics: text-and-image posts. Soft-deleted rows keep `deleted_at` and leave every list. */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1000001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    text: text('text').notNull().default(''),
    medias: jsonb('medias').$type<string[]>().notNull().default([]),
    state: reviewState(),
    topState: smallint('top_state').notNull().default(1),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    deletedAt: tstz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => operators.id),
    /** The app's `updatedAt` of the version stored (issue 12 intake); older versions are ignored. */
    sourceUpdatedAt: tstz('source_updated_at'),
    /** The machine's verdict and reasons (issue 13), `{ verdict, reasons, screenedAt }`; null until screened. */
    machineReview: jsonb('machine_review'),
  },
  (t) => [
    check('posts_state_check', sql`${t.state} between 1 and 6`),
    check('posts_top_state_check', sql`${t.topState} in (1, 2)`),
    // Every list order ends with the id, so each index serves its sort to the last tie-break.
    index('posts_state_created_idx').on(t.state, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_user_created_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // Created with INCLUDE (state, report_count) in migration 0003 (drizzle cannot say it): the exact
    // counts at the edges of a date range are index-only.
    index('posts_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_like_idx').on(t.likeCount, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_comment_idx').on(t.commentCount, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_forward_idx').on(t.forwardCount, t.id).where(sql`${t.deletedAt} is null`),
    index('posts_reported_idx').on(t.reportCount, t.id).where(sql`${t.deletedAt} is null and ${t.reportCount} > 0`),
    index('posts_reported_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null and ${t.reportCount} > 0`),
  ],
);

/** Short videos: a cover picture and an mp4, reviewed like posts. */
export const videos = pgTable(
  'videos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 5000001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    text: text('text').notNull().default(''),
    picUrl: text('pic_url').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: smallint('duration_seconds').notNull().default(0),
    state: reviewState(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    reviewedAt: tstz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    deletedAt: tstz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => operators.id),
    /** The app's `updatedAt` of the version stored (issue 12 intake); older versions are ignored. */
    sourceUpdatedAt: tstz('source_updated_at'),
    /** The machine's verdict and reasons (issue 13), `{ verdict, reasons, screenedAt }`; null until screened. */
    machineReview: jsonb('machine_review'),
  },
  (t) => [
    check('videos_state_check', sql`${t.state} between 1 and 6`),
    index('videos_state_created_idx').on(t.state, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('videos_user_created_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // INCLUDE (state, report_count) in migration 0003, as for posts.
    index('videos_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/** Comments on a post or a video (exactly one of the two). */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id),
    videoId: bigint('video_id', { mode: 'number' }).references(() => videos.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    check('comments_target_check', sql`(${t.postId} is null) <> (${t.videoId} is null)`),
    index('comments_post_idx').on(t.postId, t.id).where(sql`${t.postId} is not null`),
    index('comments_video_idx').on(t.videoId, t.id).where(sql`${t.videoId} is not null`),
  ],
);

/** Reports by app users against a post or a video. */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id),
    videoId: bigint('video_id', { mode: 'number' }).references(() => videos.id),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 32 }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('reports_target_check', sql`(${t.postId} is null) <> (${t.videoId} is null)`),
    index('reports_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('reports_video_idx').on(t.videoId).where(sql`${t.videoId} is not null`),
  ],
);

/**
 * Live posts (kind 1) and videos (kind 2) per Shanghai creation day, review state and "reported"
 * (report_count > 0), kept exact by statement-level triggers (migration 0003), so list totals and
 * tab counts read a few hundred rows instead of counting millions. Each key is split over `slot`s
 * (migration 0034, ADR 0028): a writing transaction adds to the slot of its transaction id, so intake
 * and the machine review's lanes rarely wait for one another's commit on today's row; readers sum the
 * slots, and a periodic job folds the slots of past days into slot 0.
 */
export const contentCounts = pgTable(
  'content_counts',
  {
    kind: smallint('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    reported: boolean('reported').notNull(),
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.state, t.reported, t.slot] })],
);

/**
 * The same counts per Shanghai creation month (`month` is its first day), kept by the same triggers
 * (migration 0031): a list total over whole months reads about 130 rows instead of 3,650. Split
 * over slots like the day rows; past months folded into slot 0.
 */
export const contentMonthCounts = pgTable(
  'content_month_counts',
  {
    kind: smallint('kind').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    reported: boolean('reported').notNull(),
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month, t.state, t.reported, t.slot] })],
);
