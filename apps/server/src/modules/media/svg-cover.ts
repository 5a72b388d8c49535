import { Rng } from '../../seed/random.ts';
import { hsl, linearGradient, n, radialGlow, svgDocument } from './svg-kit.ts';

const W = 270;
const H = 480;
/** Starting hues that make bold, pleasant gradients (no lime or mustard). */
const COVER_HUES = [190, 205, 220, 245, 265, 285, 310, 330, 350, 10, 25, 165];

function waves(rng: Rng, hue: number): string {
  let body = '';
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const y = H * (0.45 + i * 0.12);
    const a = rng.int(20, 50);
    body += `<path d="M0 ${n(y)}C${n(W * 0.3)} ${n(y - a)} ${n(W * 0.6)} ${n(y + a)} ${W} ${n(y - a / 2)}V${H}H0Z" fill="${hsl(hue + 20 + i * 12, 80, 70 - i * 8)}" opacity=".55"/>`;
  }
  return body;
}

function orbs(rng: Rng): string {
  let body = '';
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i += 1) {
    body += `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(40, 120)}" fill="url(#o)" opacity="${n(rng.float(0.5, 0.95))}"/>`;
  }
  return body;
}

function stripes(rng: Rng, hue: number): string {
  let body = '';
  const count = rng.int(4, 7);
  const angle = rng.int(-35, 35);
  for (let i = 0; i < count; i += 1) {
    body += `<rect x="${-W}" y="${n((H / count) * i + rng.int(0, 20))}" width="${W * 3}" height="${rng.int(14, 46)}" fill="${hsl(hue + rng.int(0, 90), 85, rng.int(55, 80))}" opacity=".5" transform="rotate(${angle} ${W / 2} ${H / 2})"/>`;
  }
  return body;
}

function rings(rng: Rng): string {
  const cx = rng.int(W * 0.3, W * 0.7);
  const cy = rng.int(H * 0.3, H * 0.7);
  let body = '';
  for (let r = 30; r < 260; r += rng.int(24, 40)) {
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="${n(rng.float(2, 9))}" opacity="${n(rng.float(0.15, 0.45))}"/>`;
  }
  return body;
}

/** A portrait 9:16 video cover: a bold two-colour gradient with waves, orbs, stripes or rings. */
export function coverSvg(seed: number): string {
  const rng = new Rng(seed, 'cover');
  const hue = rng.pick(COVER_HUES) + rng.int(-8, 8);
  const defs =
    linearGradient('g', hsl(hue, 85, rng.int(52, 62)), hsl(hue + rng.int(35, 80), 80, rng.int(38, 48))) +
    radialGlow('o', hsl(hue + 180, 90, 75)) +
    '<linearGradient id="f" x2="0" y2="1"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".35"/></linearGradient>';
  const kind = rng.int(0, 3);
  const composition = kind === 0 ? waves(rng, hue) : kind === 1 ? orbs(rng) : kind === 2 ? stripes(rng, hue) : rings(rng);
  const shade = `<rect width="${W}" height="${H}" fill="url(#f)"/>`;
  return svgDocument(W, H, defs, `<rect width="${W}" height="${H}" fill="url(#g)"/>${composition}${shade}`);
}
