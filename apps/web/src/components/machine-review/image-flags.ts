import type { MachineReason, WordAction } from '@ops/contracts/screening';

/** What the machine found on one of the item's images. */
export interface ImageFlag {
  /** 黑库 (close to a blocklisted image) or 无法识别 (the machine could not read it). */
  badge: string;
  kind: 'image' | 'image_unreadable';
  action: WordAction;
  /** e.g. 与黑库图片 #12 相似（距离 3，色情） */
  description: string;
}

function flagOf(reason: MachineReason & { kind: 'image' | 'image_unreadable' }): ImageFlag {
  if (reason.kind === 'image_unreadable') {
    return { badge: '无法识别', kind: reason.kind, action: reason.action, description: reason.detail ?? '机审无法识别该图片' };
  }
  const which = reason.blockedImageId === undefined ? '图片黑库中的图片' : `黑库图片 #${reason.blockedImageId} `;
  const facts = [reason.distance === undefined ? null : `距离 ${reason.distance}`, reason.category].filter((fact) => fact !== null);
  return { badge: '黑库', kind: reason.kind, action: reason.action, description: `与${which}相似（${facts.join('，')}）` };
}

const isImageReason = (reason: MachineReason): reason is MachineReason & { kind: 'image' | 'image_unreadable' } =>
  reason.kind === 'image' || reason.kind === 'image_unreadable';

/**
 * Which of the item's images (by index) the machine flagged. A blocklist match wins over 无法识别 on the same image;
 * among matches, the first reason wins. An image URL listed twice is flagged at both places.
 */
export function imageFlags(reasons: readonly MachineReason[], urls: readonly string[]): Map<number, ImageFlag> {
  const flags = new Map<number, ImageFlag>();
  for (const reason of reasons) {
    if (!isImageReason(reason) || reason.image === undefined) continue;
    urls.forEach((url, index) => {
      const known = flags.get(index);
      if (url !== reason.image || (known && (known.kind === 'image' || reason.kind === 'image_unreadable'))) return;
      flags.set(index, flagOf(reason));
    });
  }
  return flags;
}
