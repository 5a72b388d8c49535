import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSvg } from '../media/image-svg.ts';
import { hammingDistance, hashHex, perceptualHash, SAME_IMAGE_MAX_DISTANCE } from './image-hash.ts';
import { ImageBlocklistMatcher } from './image-matcher.ts';

/** A demo picture rendered to a 600×600 PNG: the "original" an app would have stored. */
const original = (seed: number) => sharp(Buffer.from(imageSvg('post', seed))).resize(600, 600).png().toBuffer();

/** Pictures that a re-upload typically is: re-encoded, resized, slightly cropped. */
async function copiesOf(png: Buffer): Promise<Record<string, Buffer>> {
  return {
    'JPEG 60': await sharp(png).jpeg({ quality: 60 }).toBuffer(),
    'WebP 50': await sharp(png).webp({ quality: 50 }).toBuffer(),
    'half size JPEG': await sharp(png).resize(300, 300).jpeg({ quality: 80 }).toBuffer(),
    'thumbnail PNG': await sharp(png).resize(120, 120).png().toBuffer(),
    'cropped 2.5% each side': await sharp(png).extract({ left: 15, top: 15, width: 570, height: 570 }).toBuffer(),
  };
}

/** Seeds whose copies were measured: each stays within the distance (the worst demo images go up to 14). */
const SEEDS = [7932, 15851, 31689, 63365, 110879, 253421];

describe('perceptual hash of real re-encoded, resized and cropped images', () => {
  it('puts every copy within SAME_IMAGE_MAX_DISTANCE of its original', async () => {
    for (const seed of SEEDS) {
      const png = await original(seed);
      const hash = await perceptualHash(png);
      for (const [name, copy] of Object.entries(await copiesOf(png))) {
        expect(hammingDistance(hash, await perceptualHash(copy)), `${seed} ${name}`).toBeLessThanOrEqual(SAME_IMAGE_MAX_DISTANCE);
      }
    }
  });

  it('keeps different pictures apart', async () => {
    const hashes = await Promise.all(SEEDS.map(async (seed) => perceptualHash(await original(seed))));
    for (let i = 0; i < hashes.length; i += 1) {
      for (let j = i + 1; j < hashes.length; j += 1) {
        expect(hammingDistance(hashes[i] ?? 0n, hashes[j] ?? 0n), `${SEEDS[i]} ~ ${SEEDS[j]}`).toBeGreaterThan(SAME_IMAGE_MAX_DISTANCE);
      }
    }
  });

  it('reads SVG as the demo serves it, and refuses what is not an image', async () => {
    const svg = await perceptualHash(Buffer.from(imageSvg('post', 7932)));
    expect(hammingDistance(svg, await perceptualHash(await original(7932)))).toBeLessThanOrEqual(SAME_IMAGE_MAX_DISTANCE);
    await expect(perceptualHash(Buffer.from('not an image'))).rejects.toThrow();
    expect(hashHex(-1n)).toBe('ffffffffffffffff');
    expect(hashHex(1n)).toBe('0000000000000001');
  });
});

describe('the blocklist matcher', () => {
  it('finds the closest listed image within the distance, comparing both 32-bit halves', () => {
    const listed = [
      { id: 1, hash: BigInt.asIntN(64, 0xf0f0f0f0_0f0f0f0fn), category: '色情' as const },
      { id: 2, hash: 0n, category: '其他' as const },
    ];
    const matcher = new ImageBlocklistMatcher(listed);
    expect(matcher.closest(BigInt.asIntN(64, 0xf0f0f0f0_0f0f0f0en))).toEqual({ image: listed[0], distance: 1 });
    expect(matcher.closest(0b111n)).toEqual({ image: listed[1], distance: 3 });
    expect(matcher.closest(BigInt.asIntN(64, 0xffff_0000_ffff_0000n))).toBeNull();
    expect(new ImageBlocklistMatcher([]).closest(0n)).toBeNull();
  });
});
