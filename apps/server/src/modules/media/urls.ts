/** Root-relative URLs of the demo media the server itself serves (see media-routes.ts). */

export const IMAGE_KINDS = ['avatar', 'post', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const MEDIA_PREFIX = '/media';
export const VIDEO_PREFIX = `${MEDIA_PREFIX}/videos/`;

/** The committed clips in apps/server/media/videos (made by scripts/make-demo-clips.sh). */
export const DEMO_CLIPS = [
  { file: 'clip-1.mp4', durationSeconds: 6 },
  { file: 'clip-2.mp4', durationSeconds: 5 },
  { file: 'clip-3.mp4', durationSeconds: 4 },
  { file: 'clip-4.mp4', durationSeconds: 5 },
] as const;
export const DEMO_CLIP_COUNT = DEMO_CLIPS.length;

function imageUrl(kind: ImageKind, seed: number): string {
  return `${MEDIA_PREFIX}/img/${kind}/${Math.abs(Math.trunc(seed))}.svg`;
}

export function avatarUrl(seed: number): string {
  return imageUrl('avatar', seed);
}

export function postImageUrl(seed: number): string {
  return imageUrl('post', seed);
}

/** Repost `variant` (1..3) of post picture `seed`: the same picture re-framed, tinted and watermarked (svg-repost.ts). */
export function postImageVariantUrl(seed: number, variant: number): string {
  return `${MEDIA_PREFIX}/img/post/${Math.abs(Math.trunc(seed))}v${Math.trunc(variant)}.svg`;
}

export function coverUrl(seed: number): string {
  return imageUrl('cover', seed);
}

/** `clipIndex` is 1-based; any integer wraps onto the committed clips. */
export function videoUrl(clipIndex: number): string {
  const index = (((Math.trunc(clipIndex) - 1) % DEMO_CLIP_COUNT) + DEMO_CLIP_COUNT) % DEMO_CLIP_COUNT;
  return `${VIDEO_PREFIX}clip-${index + 1}.mp4`;
}

export function clipDurationSeconds(clipIndex: number): number {
  const index = (((Math.trunc(clipIndex) - 1) % DEMO_CLIP_COUNT) + DEMO_CLIP_COUNT) % DEMO_CLIP_COUNT;
  return DEMO_CLIPS[index]?.durationSeconds ?? 5;
}
