import { DECISION_SUBJECT_LABEL } from '@ops/contracts/decisions';
import type { BlockedImage } from '@ops/contracts/screening';
import { EMPTY_TEXT } from '@/lib/format';

/** Where the image came from, e.g. 动态 123 or 视频 456; `—` when the source is not known. */
export function blockedImageSource(image: Pick<BlockedImage, 'sourceType' | 'sourceId'>): string {
  if (image.sourceType === null || image.sourceId === null) return EMPTY_TEXT;
  return `${DECISION_SUBJECT_LABEL[image.sourceType]} ${image.sourceId}`;
}
