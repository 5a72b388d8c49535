import { clipDurationSeconds, coverUrl, DEMO_CLIP_COUNT, videoUrl } from '../modules/media/urls.ts';
import * as C from './content-common.ts';
import { Rng } from './random.ts';
import { videoCaption } from './texts.ts';
import type { Window } from './time.ts';

export const FIRST_VIDEO_ID = 5000001;

export interface SeedVideo extends C.SeedContent {
  picUrl: string;
  videoUrl: string;
  durationSeconds: number;
}

/** Videos as published; their review is settled after the machine screened them (caption and cover). */
export function buildVideos(seed: number, slots: readonly C.Slot[], w: Window): SeedVideo[] {
  const rng = new Rng(seed, 'videos');
  return slots.map((slot, index): SeedVideo => {
    const reported = rng.chance(0.15);
    const { likes, forwards, comments } = C.engagement(rng, 2.2);
    const clip = rng.int(1, DEMO_CLIP_COUNT);
    return {
      id: FIRST_VIDEO_ID + index,
      userId: slot.userId,
      text: videoCaption(rng),
      picUrl: coverUrl(rng.int(1, 9_999_999)),
      videoUrl: videoUrl(clip),
      durationSeconds: clipDurationSeconds(clip),
      state: 1,
      likeCount: likes,
      forwardCount: forwards,
      commentCount: 0,
      reportCount: 0,
      createdAt: slot.t,
      screenAt: C.screeningTime(rng, slot.t),
      machineReview: null,
      reviewedAt: null,
      deletedAt: C.softDeletedAt(rng, 0.005, slot.t, w),
      plannedComments: comments,
      plannedReports: C.plannedReports(rng, reported, 1),
    };
  });
}
