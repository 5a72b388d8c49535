import { Rng } from '../../seed/random.ts';
import { CJK_FONT, n, svgDocument } from './svg-kit.ts';
import { postPicture } from './svg-post.ts';

/** How many repost variants each post picture has (`/media/img/post/<seed>v1.svg` … `v3.svg`). */
export const REPOST_VARIANTS = 3;

/** Where a variant is re-framed from (the part of the picture it keeps), its tint and the corner of its watermark. */
interface Alteration {
  /** The fraction of the picture kept along each side: 0.95 crops 5 %. */
  kept: number;
  /** Which part is kept: 0 = left/top edge, 0.5 = centre, 1 = right/bottom edge. */
  anchorX: number;
  anchorY: number;
  tint: string;
  tintOpacity: number;
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
}

const ALTERATIONS: Readonly<Record<number, Alteration>> = {
  1: { kept: 0.97, anchorX: 0.5, anchorY: 0.5, tint: '#f59e0b', tintOpacity: 0.08, corner: 'bottom-right' },
  2: { kept: 0.96, anchorX: 0.4, anchorY: 0.6, tint: '#ec4899', tintOpacity: 0.06, corner: 'top-left' },
  3: { kept: 0.965, anchorX: 0.6, anchorY: 0.4, tint: '#3b82f6', tintOpacity: 0.08, corner: 'bottom-left' },
};

/** What accounts that repost pictures stamp on them: their handle or a lure to contact them. */
const WATERMARKS = ['@福利每日更', '@同城资源站', '@高清无码君', '更多资源看主页', '@小姐姐合集', '转自 @夜色福利社', '@私藏图库'];

/** White handle text with a faint shadow, as apps stamp it: small, so the picture itself is unchanged. */
function watermark(text: string, corner: Alteration['corner'], w: number, h: number): string {
  const width = text.length * 10;
  const x = corner.endsWith('left') ? 6 : w - width - 6;
  const y = corner.startsWith('top') ? 16 : h - 8;
  const glyphs = (dx: number, fill: string, opacity: string) =>
    `<text x="${n(x + dx)}" y="${n(y + dx)}" font-family="${CJK_FONT}" font-size="10" fill="${fill}" opacity="${opacity}">${text}</text>`;
  return glyphs(1, '#000', '.3') + glyphs(0, '#fff', '.85');
}

/**
 * Post picture `seed` as a repost (`variant` 1..3) would show it: re-framed a few per cent, a faint
 * colour cast and a small watermark in a corner. Its perceptual hash stays within
 * SAME_IMAGE_MAX_DISTANCE of the original's (media-routes.test.ts hashes real renders), so a repost
 * of a blocklisted picture is rejected by the machine review like the original.
 */
export function repostImageSvg(seed: number, variant: number): string {
  const alteration = ALTERATIONS[variant];
  if (!alteration) throw new RangeError(`repost variant ${variant} is not 1..${REPOST_VARIANTS}`);
  const { w, h, defs, body } = postPicture(seed);
  const scale = 1 / alteration.kept;
  const dx = -(w * (scale - 1)) * alteration.anchorX;
  const dy = -(h * (scale - 1)) * alteration.anchorY;
  const text = new Rng(seed * 7 + variant, 'repost').pick(WATERMARKS);
  const reframed = `<g transform="translate(${n(dx)} ${n(dy)}) scale(${scale.toFixed(4)})">${body}</g>`;
  const tint = `<rect width="${w}" height="${h}" fill="${alteration.tint}" opacity="${alteration.tintOpacity}"/>`;
  return svgDocument(w, h, defs, reframed + tint + watermark(text, alteration.corner, w, h));
}
