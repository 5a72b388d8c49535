import {
  INTAKE_MSG,
  type IntakeComment,
  type IntakeKind,
  type IntakeLogin,
  type IntakePost,
  type IntakeReport,
  type IntakeResult,
  type IntakeUser,
  type IntakeVideo,
} from '@ops/contracts/intake';
import type { Database, Executor } from '../../db/client.ts';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';
import { latestPerId, refuseForeignMedia, refuseFutureTimes, refuseUnknownReferences } from './intake-checks.ts';
import { existingIds, type UpsertCounts } from './intake-sql.ts';
import { insertComments, insertLogins, insertReports } from './interactions-intake.repository.ts';
import { upsertPosts, upsertVideos } from './content-intake.repository.ts';
import { upsertUsers } from './users-intake.repository.ts';

/** The server clock and the origins media may come from: what intake checks items against. */
export interface IntakeContext {
  now: number;
  mediaOrigins: readonly string[];
}

/** Every item's `userId` must name a stored user. */
async function refuseUnknownUsers<T extends { userId: number }>(tx: Executor, kind: IntakeKind, items: readonly T[]): Promise<void> {
  const known = await existingIds(tx, 'users', items.map((item) => item.userId));
  refuseUnknownReferences(kind, items, 'userId', (item) => known.has(item.userId), () => INTAKE_MSG.unknownUser);
}

const resultOf = (received: number, { inserted, updated }: UpsertCounts): IntakeResult => ({
  received,
  inserted,
  updated,
  unchanged: received - inserted - updated,
});

/**
 * User batches that run at once in this process. Each one's counter triggers (per sex, place,
 * nickname substring) touch rows every batch shares, so further batches would only wait on their
 * locks: two at a time took 18k users/s on two cores where ten took 14k (docs/performance.md).
 */
export const USER_BATCHES_AT_ONCE = 2;
const oneUserBatchSlot = concurrencyLimit(USER_BATCHES_AT_ONCE);

/**
 * Users: checked as a whole (a time from the future or a logo from a foreign origin refuses the batch
 * naming the item), then one version per id upserted in one transaction.
 */
export async function ingestUsers(db: Database, users: readonly IntakeUser[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('users', users, ['created', 'updatedAt'], context.now);
  refuseForeignMedia('users', users, (user) => [{ field: 'logo', url: user.logo }], context.mediaOrigins);
  const counts = await oneUserBatchSlot(() => db.transaction((tx) => upsertUsers(tx, latestPerId(users))));
  return resultOf(users.length, counts);
}

export async function ingestPosts(db: Database, posts: readonly IntakePost[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('posts', posts, ['createDate', 'updatedAt'], context.now);
  refuseForeignMedia('posts', posts, (post) => post.medias.map((url, i) => ({ field: `medias.${i}`, url })), context.mediaOrigins);
  const counts = await db.transaction(async (tx) => {
    await refuseUnknownUsers(tx, 'posts', posts);
    return upsertPosts(tx, latestPerId(posts));
  });
  return resultOf(posts.length, counts);
}

export async function ingestVideos(db: Database, videos: readonly IntakeVideo[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('videos', videos, ['createDate', 'updatedAt'], context.now);
  refuseForeignMedia(
    'videos',
    videos,
    (video) => [
      { field: 'picUrl', url: video.picUrl },
      { field: 'videoUrl', url: video.videoUrl },
    ],
    context.mediaOrigins,
  );
  const counts = await db.transaction(async (tx) => {
    await refuseUnknownUsers(tx, 'videos', videos);
    return upsertVideos(tx, latestPerId(videos));
  });
  return resultOf(videos.length, counts);
}

export async function ingestComments(db: Database, comments: readonly IntakeComment[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('comments', comments, ['createDate'], context.now);
  const inserted = await db.transaction(async (tx) => {
    await refuseUnknownUsers(tx, 'comments', comments);
    const posts = await existingIds(tx, 'posts', comments.map((c) => c.postId));
    refuseUnknownReferences('comments', comments, 'postId', (c) => posts.has(c.postId), () => INTAKE_MSG.unknownPost);
    return insertComments(tx, latestPerId(comments));
  });
  return resultOf(comments.length, { inserted, updated: 0 });
}

export async function ingestReports(db: Database, reports: readonly IntakeReport[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('reports', reports, ['createDate'], context.now);
  const inserted = await db.transaction(async (tx) => {
    await refuseUnknownUsers(tx, 'reports', reports);
    const targets = {
      post: await existingIds(tx, 'posts', reports.filter((r) => r.targetType === 'post').map((r) => r.targetId)),
      video: await existingIds(tx, 'videos', reports.filter((r) => r.targetType === 'video').map((r) => r.targetId)),
    };
    refuseUnknownReferences(
      'reports',
      reports,
      'targetId',
      (r) => targets[r.targetType].has(r.targetId),
      (r) => (r.targetType === 'post' ? INTAKE_MSG.unknownPost : INTAKE_MSG.unknownVideo),
    );
    return insertReports(tx, latestPerId(reports));
  });
  return resultOf(reports.length, { inserted, updated: 0 });
}

export async function ingestLogins(db: Database, logins: readonly IntakeLogin[], context: IntakeContext): Promise<IntakeResult> {
  refuseFutureTimes('logins', logins, ['logTime'], context.now);
  const inserted = await db.transaction(async (tx) => {
    await refuseUnknownUsers(tx, 'logins', logins);
    return insertLogins(tx, latestPerId(logins));
  });
  return resultOf(logins.length, { inserted, updated: 0 });
}
