import type { BlockImagesResult } from '@ops/contracts/screening';

/** The reject confirmation's option, e.g. 同时将图片加入图片黑库; null when the item has no image to add. */
export function blocklistOptionLabel(targetType: 'post' | 'video', imageCount: number): string | null {
  if (imageCount === 0) return null;
  return targetType === 'video' ? '同时将封面加入图片黑库' : '同时将图片加入图片黑库';
}

export interface BlocklistFeedback {
  /** 已将 3 张图片加入图片黑库, or how many were added and how many not. */
  title: string;
  /** Why images were not added, per reason with its count when there are several, e.g. 2 张：该图片已在图片黑库中. */
  skipped: string[];
}

/** What adding an item's images to 图片黑库 did, for one toast. */
export function blocklistFeedback(result: BlockImagesResult): BlocklistFeedback {
  const added = result.added.length;
  const byReason = new Map<string, number>();
  for (const item of result.skipped) byReason.set(item.reason, (byReason.get(item.reason) ?? 0) + 1);
  // One reason for all of them needs no count: the title has it.
  const skipped = byReason.size === 1 ? [...byReason.keys()] : [...byReason].map(([reason, count]) => `${count} 张：${reason}`);
  if (result.skipped.length === 0) return { title: `已将 ${added} 张图片加入图片黑库`, skipped };
  if (added === 0) return { title: `${result.skipped.length} 张图片未加入图片黑库`, skipped };
  return { title: `已将 ${added} 张图片加入图片黑库，${result.skipped.length} 张未加入`, skipped };
}
