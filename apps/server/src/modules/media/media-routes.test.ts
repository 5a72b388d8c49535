import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarSvg, coverSvg, imageSvg, postImageSvg } from './image-svg.ts';
import { hammingDistance, perceptualHash, SAME_IMAGE_MAX_DISTANCE } from '../screening/image-hash.ts';
import { demoImageSvg, mediaRoutes } from './media-routes.ts';
import { REPOST_VARIANTS, repostImageSvg } from './svg-repost.ts';
import { avatarUrl, coverUrl, DEMO_CLIPS, postImageUrl, postImageVariantUrl, videoUrl } from './urls.ts';

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<]*")*)\s*(\/?)>/g;

/** A small well-formedness check: every `<` opens a valid tag with quoted attributes, and elements nest. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  const tags = [...xml.matchAll(TAG)];
  for (const [, closing, name, , selfClosing] of tags) {
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing && name) stack.push(name);
  }
  return stack.length === 0 && tags.length === (xml.match(/</g)?.length ?? 0) && !/&(?!(amp|lt|gt|quot|apos);)/.test(xml);
}

describe('generated SVG images', () => {
  it('are deterministic, small, well-formed and sized', () => {
    for (const [make, w, h] of [[avatarSvg, 160, 160], [coverSvg, 270, 480]] as const) {
      for (let seed = 1; seed < 400; seed += 1) {
        const svg = make(seed * 7919);
        expect(svg).toBe(make(seed * 7919));
        expect(Buffer.byteLength(svg)).toBeLessThan(3072);
        expect(isWellFormed(svg)).toBe(true);
        expect(svg).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
        expect(svg).not.toMatch(/href|url\((?!#)/);
      }
    }
    const sizes = new Set<string>();
    for (let seed = 1; seed < 400; seed += 1) {
      const svg = postImageSvg(seed * 104729);
      expect(Buffer.byteLength(svg)).toBeLessThan(3072);
      expect(isWellFormed(svg)).toBe(true);
      sizes.add(/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '');
    }
    expect([...sizes].sort()).toEqual(['0 0 320 320', '0 0 400 300']);
    expect(avatarSvg(1)).not.toBe(avatarSvg(2));
  });

  it('render repost variants: the same picture re-framed, tinted and watermarked, well-formed and the same size', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const original = postImageSvg(seed * 104729);
      const viewBox = /viewBox="([^"]+)"/.exec(original)?.[1];
      for (let variant = 1; variant <= REPOST_VARIANTS; variant += 1) {
        const svg = repostImageSvg(seed * 104729, variant);
        expect(svg).toBe(repostImageSvg(seed * 104729, variant));
        expect(svg).not.toBe(original);
        expect(isWellFormed(svg)).toBe(true);
        expect(/viewBox="([^"]+)"/.exec(svg)?.[1]).toBe(viewBox);
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      }
    }
    expect(() => repostImageSvg(1, 0)).toThrow(RangeError);
    expect(() => repostImageSvg(1, REPOST_VARIANTS + 1)).toThrow(RangeError);
  });

  it('keep repost variants close enough to the original that the machine review recognises them (real renders, hashed)', async () => {
    const distances: number[] = [];
    for (let seed = 1; seed <= 40; seed += 1) {
      const original = await perceptualHash(Buffer.from(postImageSvg(seed * 7919)));
      for (let variant = 1; variant <= REPOST_VARIANTS; variant += 1) {
        distances.push(hammingDistance(original, await perceptualHash(Buffer.from(repostImageSvg(seed * 7919, variant)))));
      }
    }
    // Flat vector art is harsher on a perceptual hash than photographs: most variants match, a few drift.
    expect(distances.filter((d) => d <= SAME_IMAGE_MAX_DISTANCE).length / distances.length).toBeGreaterThan(0.85);
    expect(distances.sort((a, b) => a - b)[distances.length >> 1]).toBeLessThanOrEqual(6);
  });

  it('keep the bytes every image URL had before repost variants existed: stored URLs and immutable caches stay valid', () => {
    const digest = createHash('sha256');
    for (const kind of ['avatar', 'post', 'cover'] as const) for (let seed = 0; seed < 3000; seed += 1) digest.update(imageSvg(kind, seed * 7919 + 3));
    expect(digest.digest('hex')).toBe('81ea658c6413ab22f42253e21ec60f11b7b01250c16c6cdc58998b8115b9d0f9');
  });
});

describe('media routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ root: true }));
  });
  afterAll(() => app.close());

  it('serves images with an immutable cache header', async () => {
    for (const url of [avatarUrl(12), postImageUrl(34), coverUrl(56)]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.inject({ method: 'GET', url: '/media/img/avatar/12.svg' })).body).toBe(avatarSvg(12));
  });

  it('serves the repost variants of post pictures, and the same bytes in-process for the machine review', async () => {
    for (let variant = 1; variant <= REPOST_VARIANTS; variant += 1) {
      const url = postImageVariantUrl(34, variant);
      expect(url).toBe(`/media/img/post/34v${variant}.svg`);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toBe(repostImageSvg(34, variant));
      expect(demoImageSvg(url)).toBe(response.body);
    }
    expect(demoImageSvg(postImageUrl(34))).toBe(postImageSvg(34));
    expect(demoImageSvg('https://cdn.example.com/media/img/post/34.svg')).toBeNull();
  });

  it('answers unknown kinds, bad names and missing files with the JSON 404', async () => {
    const badImages = ['/media/img/banner/1.svg', '/media/img/avatar/abc.svg', '/media/img/post/1.png', '/media/img/cover/1.svg.svg'];
    // Variants exist for post pictures only, numbered 1 to 3.
    const badVariants = ['/media/img/post/1v0.svg', '/media/img/post/1v4.svg', '/media/img/post/1v.svg', '/media/img/post/1v1v1.svg', '/media/img/post/1v12.svg', '/media/img/cover/1v1.svg', '/media/img/avatar/1v2.svg'];
    for (const url of [...badImages, ...badVariants, '/media/videos/clip-9.mp4', '/media/other']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'not_found', message: '请求的资源不存在' });
      if (url.startsWith('/media/img/')) expect(demoImageSvg(url), url).toBeNull();
    }
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).json()).toEqual({ root: true });
  });

  it('serves every committed clip whole and by range', async () => {
    for (let clip = 1; clip <= DEMO_CLIPS.length; clip += 1) {
      const whole = await app.inject({ method: 'GET', url: videoUrl(clip) });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const size = whole.rawPayload.length;
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThan(500_000);
      const part = await app.inject({ method: 'GET', url: videoUrl(clip), headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    }
  });
});
