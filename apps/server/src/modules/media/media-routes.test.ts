import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarSvg, coverSvg, postImageSvg } from './image-svg.ts';
import { mediaRoutes } from './media-routes.ts';
import { avatarUrl, coverUrl, DEMO_CLIPS, postImageUrl, videoUrl } from './urls.ts';

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

  it('answers unknown kinds, bad names and missing files with the JSON 404', async () => {
    for (const url of ['/media/img/banner/1.svg', '/media/img/avatar/abc.svg', '/media/img/post/1.png', '/media/img/cover/1.svg.svg', '/media/videos/clip-9.mp4', '/media/other']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'not_found', message: '请求的资源不存在' });
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
