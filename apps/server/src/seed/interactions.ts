import type { SeedContent } from './content-common.ts';
import type { SeedPost } from './posts.ts';
import { Rng } from './random.ts';
import { commentText } from './texts.ts';
import { between, DAY, HOUR, SECOND, type Window } from './time.ts';
import { registeredBefore, type SeedUser } from './users.ts';
import type { SeedVideo } from './videos.ts';
import { REPORT_REASONS } from './word-lists.ts';

interface Target {
  postId: number | null;
  videoId: number | null;
}

export interface SeedComment extends Target {
  id: number;
  userId: number;
  content: string;
  createdAt: number;
  deletedAt: number | null;
}

export interface SeedReport extends Target {
  id: number;
  reporterId: number;
  reason: string;
  createdAt: number;
}

/** A time after `from` (mean delay `mean`), never later than now. */
function after(rng: Rng, from: number, mean: number, w: Window): number {
  const t = from + SECOND * 30 + Math.floor(rng.exponential(mean));
  return t < w.now ? t : between(rng, from + SECOND, w.now);
}

/** Someone other than `authorId` who had registered by `time`, avoiding `exclude`; null if nobody fits. */
function otherUser(rng: Rng, users: readonly SeedUser[], time: number, authorId: number, exclude?: Set<number>): number | null {
  const count = registeredBefore(users, time);
  for (let attempt = 0; attempt < 12 && count > 0; attempt += 1) {
    const id = users[rng.int(0, count - 1)]?.id;
    if (id !== undefined && id !== authorId && !exclude?.has(id)) return id;
  }
  return null;
}

/**
 * Comments (by other users, after the item) and reports (reporter is not the author) for every
 * post and video; sets each item's comment_count (non-deleted comments) and report_count.
 */
export function buildInteractions(
  seed: number,
  users: readonly SeedUser[],
  posts: SeedPost[],
  videos: SeedVideo[],
  w: Window,
): { comments: SeedComment[]; reports: SeedReport[] } {
  const rng = new Rng(seed, 'interactions');
  const comments: SeedComment[] = [];
  const reports: SeedReport[] = [];
  const visit = (item: SeedContent, target: Target): void => {
    for (let i = 0; i < item.plannedComments; i += 1) {
      const createdAt = after(rng, item.createdAt, 6 * HOUR, w);
      const userId = otherUser(rng, users, createdAt, item.userId);
      if (userId === null) continue;
      const deletedAt = rng.chance(0.02) ? between(rng, createdAt, w.now) : null;
      comments.push({ id: 0, ...target, userId, content: commentText(rng), createdAt, deletedAt });
      if (deletedAt === null) item.commentCount += 1;
    }
    const reporters = new Set<number>();
    for (let i = 0; i < item.plannedReports; i += 1) {
      const createdAt = after(rng, item.createdAt, DAY, w);
      const reporterId = otherUser(rng, users, createdAt, item.userId, reporters);
      if (reporterId === null) continue;
      reporters.add(reporterId);
      reports.push({ id: 0, ...target, reporterId, reason: rng.weighted(REPORT_REASONS), createdAt });
      item.reportCount += 1;
    }
  };
  for (const post of posts) visit(post, { postId: post.id, videoId: null });
  for (const video of videos) visit(video, { postId: null, videoId: video.id });

  const byTime = (a: { createdAt: number; id: number }, b: { createdAt: number; id: number }) => a.createdAt - b.createdAt;
  comments.forEach((c, i) => (c.id = i));
  comments.sort((a, b) => byTime(a, b) || a.id - b.id).forEach((c, i) => (c.id = i + 1));
  reports.forEach((r, i) => (r.id = i));
  reports.sort((a, b) => byTime(a, b) || a.id - b.id).forEach((r, i) => (r.id = i + 1));
  return { comments, reports };
}
