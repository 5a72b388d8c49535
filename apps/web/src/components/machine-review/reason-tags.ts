import { type MachineReason, REASON_KIND_LABEL, WORD_ACTION_LABEL, type WordAction } from '@ops/contracts/screening';
import { reasonRange } from './highlight-segments';

/** The item's images as the reasons refer to them: a post's pictures, or a video's cover. */
export interface ReasonImages {
  urls: readonly string[];
  /** A video: its one image is called 封面, not 第 1 张. */
  cover?: boolean;
}

/** One small tag under the machine verdict, e.g. 广告引流 · 加微信 ×2, 手机号 · 13812345678, 图片黑库 · 第 2 张 (距离 3). */
export interface ReasonTag {
  key: string;
  label: string;
  action: WordAction;
  /** How often the same thing matched. */
  count: number;
  /** The long form for the tooltip and assistive technology: action, category, what matched as written. */
  description: string;
}

/** 第 2 张, 封面, or null when the reason's image is not among the item's images (or it names none). */
export function imageName(images: ReasonImages, url: string | undefined): string | null {
  if (url === undefined) return null;
  const index = images.urls.indexOf(url);
  if (index < 0) return null;
  return images.cover ? '封面' : `第 ${index + 1} 张`;
}

function labelOf(reason: MachineReason, matched: string | null, images: ReasonImages): string {
  const kind = REASON_KIND_LABEL[reason.kind];
  if (reason.kind === 'image' || reason.kind === 'image_unreadable') {
    const which = imageName(images, reason.image);
    const distance = reason.kind === 'image' && reason.distance !== undefined ? ` (距离 ${reason.distance})` : '';
    return which ? `${kind} · ${which}${distance}` : `${kind}${distance}`;
  }
  const what = reason.word ?? matched;
  // A lexicon word is named by its category (广告引流 · 加微信), a detector by itself (手机号 · 13812345678).
  const head = reason.kind === 'word' ? reason.category : kind;
  return what ? `${head} · ${what}` : head;
}

function descriptionOf(reason: MachineReason, matched: string | null): string {
  const parts = [WORD_ACTION_LABEL[reason.action], `${REASON_KIND_LABEL[reason.kind]}（${reason.category}）`];
  if (matched !== null && matched !== reason.word) parts.push(`原文「${matched}」`);
  if (reason.kind === 'image' && reason.blockedImageId !== undefined) parts.push(`黑库图片 #${reason.blockedImageId}`);
  if (reason.detail) parts.push(reason.detail);
  return parts.join(' · ');
}

/**
 * The machine's reasons as tags: the same thing matched several times is one tag with its count, 拦截 reasons come
 * before 送人审 ones (otherwise the machine's order: text order, images last).
 */
export function reasonTags(reasons: readonly MachineReason[], text: string, images: ReasonImages): ReasonTag[] {
  const tags = new Map<string, ReasonTag>();
  for (const reason of reasons) {
    const range = reasonRange(text, reason);
    const matched = range ? text.slice(range.start, range.end) : null;
    const label = labelOf(reason, matched, images);
    const key = `${reason.kind}|${reason.action}|${label}`;
    const known = tags.get(key);
    if (known) known.count += 1;
    else tags.set(key, { key, label, action: reason.action, count: 1, description: descriptionOf(reason, matched) });
  }
  const ordered = [...tags.values()];
  return [...ordered.filter((tag) => tag.action === 'block'), ...ordered.filter((tag) => tag.action !== 'block')];
}

/** The first `limit` tags, and the rest folded into +N. */
export function foldTags(tags: readonly ReasonTag[], limit: number): { shown: ReasonTag[]; folded: ReasonTag[] } {
  if (tags.length <= limit) return { shown: [...tags], folded: [] };
  return { shown: tags.slice(0, limit), folded: tags.slice(limit) };
}
