import { postImageUrl } from '../modules/media/urls.ts';
import * as C from './content-common.ts';
import { Rng } from './random.ts';
import { postText } from './texts.ts';
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

export function buildPosts(seed: number, slots: readonly C.Slot[], w: Window): SeedPost[] {
  const rng = new Rng(seed, 'posts');
  return slots.map((slot, index): SeedPost => {
    const spam = rng.chance(0.02);
    const reported = rng.chance(spam ? 0.6 : 0.075);
    const state = C.reviewState(rng, slot.t, w, { reported, spam });
    const { likes, forwards, comments } = C.engagement(rng, 2);
    const deletedAt = C.softDeletedAt(rng, 0.01, slot.t, w);
    const pinnable = deletedAt === null && (state === 2 || state === 5);
    return {
      id: FIRST_POST_ID + index,
      userId: slot.userId,
      text: postText(rng, spam),
      medias: Array.from({ length: rng.weighted(MEDIA_COUNTS) }, () => postImageUrl(rng.int(1, 9_999_999))),
      state,
      topState: pinnable && rng.chance(0.03) ? 2 : 1,
      likeCount: likes,
      forwardCount: forwards,
      commentCount: 0,
      reportCount: 0,
      createdAt: slot.t,
      reviewedAt: C.reviewedAt(rng, state, slot.t, w),
      deletedAt,
      plannedComments: comments,
      plannedReports: C.plannedReports(rng, reported, 2.2),
    };
  });
}
