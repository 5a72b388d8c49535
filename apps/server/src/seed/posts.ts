import { postImageUrl } from '../modules/media/urls.ts';
import * as C from './content-common.ts';
import { Rng } from './random.ts';
import { postKind, postText, type PostKind } from './texts.ts';
import type { Window } from './time.ts';

export const FIRST_POST_ID = 1000001;

export interface SeedPost extends C.SeedContent {
  medias: string[];
  topState: number;
}

/** Images per post, 0..9, with 1 and 3 common and the full nine-grid popular. */
const MEDIA_COUNTS: readonly (readonly [number, number])[] = [
  [0, 14], [1, 24], [2, 10], [3, 16], [4, 10], [5, 4], [6, 8], [7, 2], [8, 2], [9, 10],
];

/** How likely app users report a post of each kind. */
const REPORTED: Record<PostKind, number> = { everyday: 0.075, contact: 0.25, spam: 0.6, abuse: 0.5, vice: 0.7 };

/** Posts as published; their review (state, reviewed_at, machine_review, top_state) is settled after the machine screened them. */
export function buildPosts(seed: number, slots: readonly C.Slot[], w: Window): SeedPost[] {
  const rng = new Rng(seed, 'posts');
  return slots.map((slot, index): SeedPost => {
    const kind = postKind(rng);
    const reported = rng.chance(REPORTED[kind]);
    const { likes, forwards, comments } = C.engagement(rng, 2);
    return {
      id: FIRST_POST_ID + index,
      userId: slot.userId,
      text: postText(rng, kind),
      medias: Array.from({ length: rng.weighted(MEDIA_COUNTS) }, () => postImageUrl(rng.int(1, 9_999_999))),
      state: 1,
      topState: 1,
      likeCount: likes,
      forwardCount: forwards,
      commentCount: 0,
      reportCount: 0,
      createdAt: slot.t,
      screenAt: C.screeningTime(rng, slot.t),
      machineReview: null,
      reviewedAt: null,
      deletedAt: C.softDeletedAt(rng, 0.01, slot.t, w),
      plannedComments: comments,
      plannedReports: C.plannedReports(rng, reported, 2.2),
    };
  });
}
