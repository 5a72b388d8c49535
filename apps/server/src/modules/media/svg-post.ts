import { Rng } from '../../seed/random.ts';
import { hsl, linearGradient, n, polygon, radialGlow, svgDocument } from './svg-kit.ts';

interface Canvas {
  w: number;
  h: number;
}

const SKIES: readonly (readonly [string, string, string])[] = [
  ['#7dd3fc', '#e0f2fe', '#fde68a'], // clear day
  ['#fb7185', '#fdba74', '#fef3c7'], // sunset
  ['#6366f1', '#f0abfc', '#fff7ed'], // dusk
  ['#0f172a', '#1e3a8a', '#f8fafc'], // night, pale moon
  ['#38bdf8', '#bae6fd', '#ffffff'], // bright noon
];

function ridge(rng: Rng, c: Canvas, baseY: number, roughness: number): string {
  const pts: [number, number][] = [[0, c.h]];
  const steps = rng.int(4, 7);
  for (let i = 0; i <= steps; i += 1) pts.push([(c.w * i) / steps, baseY + rng.float(-roughness, roughness)]);
  pts.push([c.w, c.h]);
  return polygon(pts);
}

function mountains(rng: Rng, c: Canvas): [string, string] {
  const [top, bottom, sun] = rng.pick(SKIES);
  const hue = rng.int(90, 260);
  let body = `<rect width="${c.w}" height="${c.h}" fill="url(#s)"/>`;
  body += `<circle cx="${rng.int(c.w * 0.15, c.w * 0.85)}" cy="${rng.int(c.h * 0.15, c.h * 0.4)}" r="${rng.int(18, 34)}" fill="${sun}"/>`;
  const layers = rng.int(2, 4);
  for (let i = 0; i < layers; i += 1) {
    const baseY = c.h * (0.45 + (0.4 * i) / layers);
    body += `<path d="${ridge(rng, c, baseY, c.h * 0.12)}" fill="${hsl(hue + i * 8, 35 + i * 8, 62 - i * 14)}"/>`;
  }
  return [linearGradient('s', top, bottom, true), body];
}

function sea(rng: Rng, c: Canvas): [string, string] {
  const [top, bottom, sun] = rng.pick(SKIES);
  const horizon = c.h * rng.float(0.5, 0.62);
  const sunX = rng.int(c.w * 0.3, c.w * 0.7);
  let body = `<rect width="${c.w}" height="${c.h}" fill="url(#s)"/><circle cx="${sunX}" cy="${n(horizon - rng.int(10, 40))}" r="${rng.int(22, 36)}" fill="${sun}"/>`;
  body += `<rect y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="url(#w)"/>`;
  for (let i = 0; i < 5; i += 1) {
    const y = horizon + 8 + i * ((c.h - horizon) / 6);
    const half = 10 + i * 7;
    body += `<rect x="${n(sunX - half)}" y="${n(y)}" width="${half * 2}" height="3" rx="1.5" fill="${sun}" opacity="${n(0.7 - i * 0.1)}"/>`;
  }
  const water = linearGradient('w', hsl(rng.int(190, 220), 70, 45), hsl(rng.int(200, 230), 65, 25), true);
  return [linearGradient('s', top, bottom, true) + water, body];
}

function food(rng: Rng, c: Canvas): [string, string] {
  const table = hsl(rng.int(15, 40), rng.int(30, 55), rng.int(55, 78));
  const cx = c.w / 2;
  const cy = c.h / 2;
  const plate = Math.min(c.w, c.h) * 0.38;
  let body = `<rect width="${c.w}" height="${c.h}" fill="${table}"/>`;
  body += `<circle cx="${n(cx + 4)}" cy="${n(cy + 6)}" r="${n(plate)}" fill="#000" opacity=".12"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(plate)}" fill="#fafafa"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(plate * 0.78)}" fill="#f1f5f9"/>`;
  const hue = rng.int(0, 60);
  const items = rng.int(4, 9);
  for (let i = 0; i < items; i += 1) {
    const a = (i / items) * Math.PI * 2 + rng.float(0, 0.5);
    const d = rng.float(0, plate * 0.45);
    const r = rng.float(plate * 0.14, plate * 0.26);
    body += `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(r)}" fill="${hsl(hue + rng.int(-20, 100), 75, rng.int(45, 62))}"/>`;
  }
  body += `<circle cx="${n(cx - plate * 0.2)}" cy="${n(cy - plate * 0.25)}" r="${n(plate * 0.08)}" fill="#fff" opacity=".5"/>`;
  const sx = rng.chance(0.5) ? c.w * 0.88 : c.w * 0.12;
  body += `<path d="M${n(sx - 6)} ${n(c.h * 0.12)}L${n(sx - 3)} ${n(c.h * 0.9)}M${n(sx + 6)} ${n(c.h * 0.12)}L${n(sx + 3)} ${n(c.h * 0.9)}" stroke="#7c4a1e" stroke-width="5" stroke-linecap="round"/>`;
  return ['', body];
}

function abstract(rng: Rng, c: Canvas): [string, string] {
  const hue = rng.int(0, 359);
  let body = `<rect width="${c.w}" height="${c.h}" fill="url(#s)"/>`;
  const shapes = rng.int(5, 9);
  for (let i = 0; i < shapes; i += 1) {
    const color = hsl(hue + rng.int(-60, 120), rng.int(60, 85), rng.int(50, 72));
    const x = rng.float(0, c.w);
    const y = rng.float(0, c.h);
    const s = rng.float(20, Math.min(c.w, c.h) * 0.45);
    const op = n(rng.float(0.45, 0.85));
    const kind = rng.int(0, 2);
    if (kind === 0) body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s / 2)}" fill="${color}" opacity="${op}"/>`;
    else if (kind === 1) body += `<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s / 6)}" transform="rotate(${rng.int(0, 89)} ${n(x)} ${n(y)})" fill="${color}" opacity="${op}"/>`;
    else body += `<path d="${polygon([[x, y - s / 2], [x + s / 2, y + s / 2], [x - s / 2, y + s / 2]])}" fill="${color}" opacity="${op}"/>`;
  }
  return [linearGradient('s', hsl(hue, 60, 92), hsl(hue + 40, 55, 80)), body];
}

function skyline(rng: Rng, c: Canvas): [string, string] {
  const hue = rng.int(220, 280);
  let body = `<rect width="${c.w}" height="${c.h}" fill="url(#s)"/><circle cx="${n(c.w * 0.8)}" cy="${n(c.h * 0.2)}" r="40" fill="url(#m)"/>`;
  let x = 0;
  while (x < c.w) {
    const bw = rng.int(24, 52);
    const bh = rng.float(c.h * 0.25, c.h * 0.7);
    body += `<rect x="${x}" y="${n(c.h - bh)}" width="${bw - 2}" height="${n(bh)}" fill="${hsl(hue, 30, rng.int(12, 24))}"/>`;
    if (rng.chance(0.6)) body += `<rect x="${x + 6}" y="${n(c.h - bh + 10)}" width="${bw - 14}" height="${n(bh - 20)}" fill="none" stroke="#fcd34d" stroke-width="2" stroke-dasharray="3 7" opacity=".7"/>`;
    x += bw;
  }
  return [linearGradient('s', hsl(hue, 60, 18), hsl(hue + 40, 60, 45), true) + radialGlow('m', '#fef9c3'), body];
}

const SCENES = [mountains, sea, food, abstract, skyline] as const;

/** The picture of a post image, before it is wrapped in an SVG document: its size, definitions and drawing. */
export interface PostPicture {
  w: number;
  h: number;
  defs: string;
  body: string;
}

/** The picture of post image `seed`: 4:3 or square, landscape, seaside, food, abstract shapes or a night skyline. */
export function postPicture(seed: number): PostPicture {
  const rng = new Rng(seed, 'post');
  const canvas: Canvas = rng.chance(0.65) ? { w: 400, h: 300 } : { w: 320, h: 320 };
  const scene = rng.weighted(SCENES.map((s, i) => [s, [3, 2, 2, 2, 1][i] ?? 1] as const));
  const [defs, body] = scene(rng, canvas);
  return { w: canvas.w, h: canvas.h, defs, body };
}

/** A post picture as an SVG document. */
export function postImageSvg(seed: number): string {
  const { w, h, defs, body } = postPicture(seed);
  return svgDocument(w, h, defs, body);
}
