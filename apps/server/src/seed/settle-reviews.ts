import type { SeedContent } from './content-common.ts';
import type { PlannedBlock } from './picture-blocklist.ts';
import type { SeedPost } from './posts.ts';
import { Rng } from './random.ts';
import { reviewOutcome } from './review-outcome.ts';
import type { Window } from './time.ts';
import type { SeedVideo } from './videos.ts';

/** Share of posts passed by the machine or a person that are pinned. */
const PINNED = 0.03;

function settle(rng: Rng, item: SeedContent, w: Window): void {
  const outcome = reviewOutcome(rng, item.machineReview?.verdict ?? null, { createdAt: item.createdAt, screenAt: item.screenAt, reported: item.plannedReports > 0 }, w);
  item.state = outcome.state;
  item.reviewedAt = outcome.reviewedAt;
}

/**
 * Each item's state and reviewed_at from what the machine decided (reviewOutcome), and which passed
 * posts are pinned (only 2 and 5 can be). A post whose picture went on 图片黑库 stays rejected: by the
 * machine (6), or else by the operator who listed it, at that moment (4).
 */
export function settleReviews(seed: number, posts: readonly SeedPost[], videos: readonly SeedVideo[], blocks: readonly PlannedBlock[], w: Window): void {
  const rng = new Rng(seed, 'reviews');
  const listedAt = new Map(blocks.map((block) => [block.sourceId, block.createdAt]));
  for (const post of posts) {
    const listed = listedAt.get(post.id);
    if (listed === undefined) settle(rng, post, w);
    else if (post.machineReview?.verdict === 'block') {
      post.state = 6;
      post.reviewedAt = post.screenAt;
    } else {
      post.state = 4;
      post.reviewedAt = listed;
    }
    const pinnable = post.deletedAt === null && (post.state === 2 || post.state === 5);
    post.topState = pinnable && rng.chance(PINNED) ? 2 : 1;
  }
  for (const video of videos) settle(rng, video, w);
}
