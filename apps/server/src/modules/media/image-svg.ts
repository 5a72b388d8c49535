import { avatarSvg } from './svg-avatar.ts';
import { coverSvg } from './svg-cover.ts';
import { postImageSvg } from './svg-post.ts';
import type { ImageKind } from './urls.ts';

export { avatarSvg, coverSvg, postImageSvg };

/** The deterministic SVG for one media image URL: same kind and seed, same bytes. */
export function imageSvg(kind: ImageKind, seed: number): string {
  switch (kind) {
    case 'avatar':
      return avatarSvg(seed);
    case 'post':
      return postImageSvg(seed);
    case 'cover':
      return coverSvg(seed);
  }
}
