import { LOG_DESCRIPTION_PREVIEW } from '@ops/contracts/oplog';

export const ELLIPSIS = '…';

export interface DescriptionPreview {
  text: string;
  truncated: boolean;
}

/**
 * Spec 2.8 / 9: a description longer than 20 characters is cut there and an ellipsis appended; 20 or fewer stay whole.
 * Characters are counted as code points, so an emoji is never split in half.
 */
export function previewDescription(text: string, max = LOG_DESCRIPTION_PREVIEW): DescriptionPreview {
  const characters = [...text];
  if (characters.length <= max) return { text, truncated: false };
  return { text: characters.slice(0, max).join('') + ELLIPSIS, truncated: true };
}
