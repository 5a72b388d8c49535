import type { MachineReview } from '@ops/contracts/screening';
import { mapWithConcurrency } from '../lib/map-with-concurrency.ts';
import { perceptualHash } from '../modules/screening/image-hash.ts';
import type { BlockedImageHash } from '../modules/screening/image-matcher.ts';
import { readImage } from '../modules/screening/image-source.ts';
import { type ImageHashResult, screenItem } from '../modules/screening/item-screener.ts';
import type { SeedContent } from './content-common.ts';
import { starterTextRules, withBlocklist } from './starter-rules.ts';
import type { Window } from './time.ts';

/** A post or video to screen, with its images (a post's pictures, a video's cover). */
export interface ScreenedSeedItem {
  item: SeedContent;
  images: readonly string[];
}

/** A listed picture and since when. */
export interface ListedPicture extends BlockedImageHash {
  createdAt: number;
}

/** Images read at once, as the worker reads them. */
const IMAGE_READS_AT_ONCE = 8;

/** The perceptual hash of an image read the way the screening worker reads it (demo images are made in-process). */
export async function hashImage(url: string): Promise<bigint> {
  return perceptualHash(await readImage(url));
}

/** How many of the listed pictures (sorted by listing time) were on 图片黑库 when an item was screened at `at`. */
function listedAt(listed: readonly ListedPicture[], at: number): number {
  let count = 0;
  while (count < listed.length && (listed[count]?.createdAt ?? Infinity) < at) count += 1;
  return count;
}

/**
 * Screens every item that the machine has looked at by now with the real screener (screenItem) and
 * the rules of a fresh console as they stood then: the starter lexicon, the default detectors and the
 * pictures listed before that moment. Sets `machineReview` (null for items not screened yet).
 *
 * Before the first picture was listed an image can add no reason (every demo image is readable), so
 * those items are screened by their text, and identical texts once; only the images of items screened
 * after a listing are read and hashed, as the worker would.
 */
export async function screenSeedContent(items: readonly ScreenedSeedItem[], pictures: readonly ListedPicture[], w: Window): Promise<void> {
  const listed = [...pictures].sort((a, b) => a.createdAt - b.createdAt);
  const text = starterTextRules();
  const rulesByListed = listed.map((_, count) => withBlocklist(text, listed.slice(0, count)));
  rulesByListed.push(withBlocklist(text, listed));
  const screened = items.filter(({ item }) => item.screenAt <= w.now);

  const urls = [...new Set(screened.filter(({ item }) => listedAt(listed, item.screenAt) > 0).flatMap(({ images }) => images))];
  const hashes = new Map<string, ImageHashResult>();
  await mapWithConcurrency(urls, IMAGE_READS_AT_ONCE, async (url) => hashes.set(url, { hash: await hashImage(url), error: null }));

  const byText = new Map<string, Omit<MachineReview, 'screenedAt'>>();
  for (const { item } of items) item.machineReview = null;
  for (const { item, images } of screened) {
    const count = listedAt(listed, item.screenAt);
    const rules = rulesByListed[count] ?? withBlocklist(text, listed);
    if (count > 0) {
      item.machineReview = screenItem({ text: item.text, images }, rules, hashes, item.screenAt);
      continue;
    }
    let review = byText.get(item.text);
    if (!review) {
      const { verdict, reasons } = screenItem({ text: item.text, images: [] }, rules, hashes, item.screenAt);
      review = { verdict, reasons };
      byText.set(item.text, review);
    }
    item.machineReview = { ...review, screenedAt: item.screenAt };
  }
}
