import type { WordCategory } from '@ops/contracts/screening';
import { postImageUrl, postImageVariantUrl } from '../modules/media/urls.ts';
import { REPOST_VARIANTS } from '../modules/media/svg-repost.ts';
import { BLOCKED_PICTURES } from './blocked-pictures.ts';
import type { SeedPost } from './posts.ts';
import { Rng } from './random.ts';
import { lureText } from './texts.ts';
import { between, DAY, HOUR, MINUTE, type Window } from './time.ts';

/** One 图片黑库 entry of the demo, before its picture is hashed. */
export interface PlannedBlock {
  id: number;
  /** The demo picture: `/media/img/post/<pictureSeed>.svg`. */
  pictureSeed: number;
  imageUrl: string;
  category: WordCategory;
  /** The post whose picture the operator listed. */
  sourceId: number;
  createdAt: number;
}

/**
 * When the listed pictures were first posted: a few days before now. Not earlier: every picture of a
 * post screened after a listing is hashed to screen it, and older listings would mean far more of them.
 */
const FIRST_SEEN_FROM = 3.5 * DAY;
const FIRST_SEEN_TO = 1.5 * DAY;
/** Reposts of each listed picture among the later posts. */
const REPOSTS_PER_PICTURE = 2;

/**
 * Puts the BLOCKED_PICTURES into the demo's story, changing the chosen posts: each first came with a
 * post published a few days before now (the picture alone and a lure line), which an operator
 * rejected and whose picture they listed soon after it was screened (加入图片黑库 lists every picture
 * of a post, hence the single picture); later posts repost it as a variant among their pictures.
 * Answers the entries in the order they were listed; fewer when the data has too few posts.
 */
export function planPictureBlocklist(seed: number, posts: SeedPost[], w: Window): PlannedBlock[] {
  const rng = new Rng(seed, 'picture-blocklist');
  const sources = rng.sample(
    posts.filter((post) => post.deletedAt === null && post.createdAt >= w.now - FIRST_SEEN_FROM && post.createdAt < w.now - FIRST_SEEN_TO),
    BLOCKED_PICTURES.length,
  );
  const used = new Set(sources.map((post) => post.id));
  const blocks = sources.map((source, index): PlannedBlock => {
    const picture = BLOCKED_PICTURES[index] as (typeof BLOCKED_PICTURES)[number];
    source.medias = [postImageUrl(picture.seed)];
    source.text = lureText(rng);
    return { id: 0, pictureSeed: picture.seed, imageUrl: postImageUrl(picture.seed), category: picture.category, sourceId: source.id, createdAt: source.screenAt + between(rng, 20 * MINUTE, 6 * HOUR) };
  });
  blocks.sort((a, b) => a.createdAt - b.createdAt).forEach((block, index) => (block.id = index + 1));

  for (const block of blocks) {
    // Reposts are screened after the listing and before now, so the machine has judged them with it.
    const later = posts.filter((post) => !used.has(post.id) && post.deletedAt === null && post.screenAt > block.createdAt + 5 * MINUTE && post.screenAt <= w.now);
    for (const repost of rng.sample(later, REPOSTS_PER_PICTURE)) {
      used.add(repost.id);
      const variant = postImageVariantUrl(block.pictureSeed, rng.int(1, REPOST_VARIANTS));
      if (repost.medias.length === 0) repost.medias = [variant];
      else repost.medias[rng.int(0, repost.medias.length - 1)] = variant;
    }
  }
  return blocks;
}
