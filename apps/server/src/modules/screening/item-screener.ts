import type { MachineReason, MachineReview } from '@ops/contracts/screening';
import type { ImageBlocklistMatcher } from './image-matcher.ts';
import { screenText, type TextRules } from './text-screener.ts';
import { orderedReasons, verdictOf } from './verdict.ts';

/** What the worker knows of one image: its hash, or why it could not read it. */
export type ImageHashResult = { hash: bigint; error: null } | { hash: null; error: string };

export interface ScreeningRules extends TextRules {
  /** The text rules' version (lexicon and settings). */
  version: number;
  /** The image blocklist's version. */
  imagesVersion: number;
  images: ImageBlocklistMatcher;
}

/** A post (its text and pictures) or a video (its caption and cover), as the worker screens it. */
export interface ScreenedItem {
  text: string;
  images: readonly string[];
}

function imageReasons(url: string, result: ImageHashResult, rules: ScreeningRules): MachineReason[] {
  if (result.hash === null) return [{ kind: 'image_unreadable', category: '其他', action: 'review', image: url, detail: result.error }];
  const match = rules.images.closest(result.hash);
  if (!match) return [];
  return [{ kind: 'image', category: match.image.category, action: 'block', image: url, blockedImageId: match.image.id, distance: match.distance }];
}

/**
 * The machine's verdict on one item: its text against the lexicon and detectors, each image against
 * the blocklist. An image that could not be read sends the item to a person, with the reason.
 */
export function screenItem(item: ScreenedItem, rules: ScreeningRules, hashes: ReadonlyMap<string, ImageHashResult>, now: number): MachineReview {
  const reasons = [...screenText(item.text, rules)];
  for (const url of new Set(item.images)) {
    const result = hashes.get(url) ?? { hash: null, error: '图片未能读取' };
    reasons.push(...imageReasons(url, result, rules));
  }
  const ordered = orderedReasons(reasons);
  return { verdict: verdictOf(ordered), reasons: ordered, screenedAt: now };
}
