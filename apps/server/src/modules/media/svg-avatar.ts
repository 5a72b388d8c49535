import { Rng } from '../../seed/random.ts';
import { CJK_FONT, hsl, linearGradient, n, svgDocument } from './svg-kit.ts';

const SIZE = 160;
const SKIN = ['#ffe0c7', '#f9d3b4', '#f1c27d', '#e0ac69', '#fde7d6', '#c68642'];
const HAIR = ['#2d2a32', '#4a3728', '#6b4226', '#1f2937', '#8d5524', '#b45309', '#374151'];
const GLYPHS = [
  '鹿', '风', '云', '月', '星', '阳', '雨', '晴', '安', '乐', '桃', '茶', '川', '禾', '知', '夏', '冬', '林',
  '木', '言', '一', '朵', '柚', '糖', '橙', '小', '阿', '墨', '白', 'A', 'J', 'K', 'L', 'M', 'S', 'Y', 'Z',
];

function face(rng: Rng): string {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const cx = 80;
  const cy = 88;
  const r = rng.int(40, 46);
  const eyeY = cy + rng.int(-4, 4);
  const eyeDx = rng.int(14, 18);
  const hairStyle = rng.int(0, 2);
  const hairPath =
    hairStyle === 0
      ? `M${cx - r - 2} ${cy}A${r + 2} ${r + 4} 0 0 1 ${cx + r + 2} ${cy}Q${cx + 10} ${cy - r + 18} ${cx - r - 2} ${cy}Z`
      : hairStyle === 1
        ? `M${cx - r - 4} ${cy + 24}A${r + 4} ${r + 6} 0 0 1 ${cx + r + 4} ${cy + 24}L${cx + r - 4} ${cy - 6}Q${cx} ${cy - r + 10} ${cx - r + 4} ${cy - 6}Z`
        : `M${cx - r} ${cy - 8}Q${cx - r + 6} ${cy - r - 14} ${cx} ${cy - r - 6}Q${cx + r - 6} ${cy - r - 14} ${cx + r} ${cy - 8}Q${cx} ${cy - r + 14} ${cx - r} ${cy - 8}Z`;
  const closedEyes = rng.chance(0.3);
  const eyes = closedEyes
    ? `<path d="M${cx - eyeDx - 6} ${eyeY}q6 5 12 0M${cx + eyeDx - 6} ${eyeY}q6 5 12 0" stroke="#3b2f2f" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<circle cx="${cx - eyeDx}" cy="${eyeY}" r="4.5" fill="#3b2f2f"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="4.5" fill="#3b2f2f"/>`;
  const smileW = rng.int(9, 14);
  const smileY = eyeY + rng.int(17, 21);
  const mouth = `<path d="M${cx - smileW} ${smileY}Q${cx} ${smileY + rng.int(7, 12)} ${cx + smileW} ${smileY}" stroke="#b4534f" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  const blush = `<ellipse cx="${cx - eyeDx - 8}" cy="${eyeY + 13}" rx="7" ry="4" fill="#f87171" opacity=".35"/><ellipse cx="${cx + eyeDx + 8}" cy="${eyeY + 13}" rx="7" ry="4" fill="#f87171" opacity=".35"/>`;
  const body = `<path d="M${cx - 58} ${SIZE}Q${cx - 50} ${cy + r - 2} ${cx} ${cy + r - 4}Q${cx + 50} ${cy + r - 2} ${cx + 58} ${SIZE}Z" fill="${hsl(rng.int(0, 359), 55, 62)}"/>`;
  return `${body}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${skin}"/><path d="${hairPath}" fill="${hair}"/>${eyes}${mouth}${blush}`;
}

function glyph(rng: Rng, hue: number): string {
  const char = rng.pick(GLYPHS);
  const ring = `<circle cx="80" cy="80" r="${rng.int(52, 60)}" fill="#fff" opacity=".18"/>`;
  return (
    ring +
    `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="${CJK_FONT}" font-size="${/[A-Z]/.test(char) ? 76 : 68}" ` +
    `font-weight="700" fill="${hsl(hue, 45, 28)}">${char}</text>`
  );
}

/** A square avatar: soft gradient background with a friendly face (70%) or one character. */
export function avatarSvg(seed: number): string {
  const rng = new Rng(seed, 'avatar');
  const hue = rng.int(0, 359);
  const defs = linearGradient('g', hsl(hue, 75, 86), hsl(hue + rng.int(30, 70), 70, 74));
  const bubbles = `<circle cx="${rng.int(10, 40)}" cy="${rng.int(10, 40)}" r="${n(rng.float(14, 26))}" fill="#fff" opacity=".25"/>`;
  const subject = rng.chance(0.7) ? face(rng) : glyph(rng, hue);
  return svgDocument(SIZE, SIZE, defs, `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${bubbles}${subject}`);
}
