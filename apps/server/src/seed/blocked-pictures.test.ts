import { describe, expect, it } from 'vitest';
import { imageSvg } from '../modules/media/image-svg.ts';
import { REPOST_VARIANTS, repostImageSvg } from '../modules/media/svg-repost.ts';
import { hammingDistance, perceptualHash, SAME_IMAGE_MAX_DISTANCE } from '../modules/screening/image-hash.ts';
import { BLOCKED_PICTURES } from './blocked-pictures.ts';
import { Rng } from './random.ts';

const hash = (svg: string) => perceptualHash(Buffer.from(svg));

describe('the pictures on the seeded 图片黑库', () => {
  it('are recognised in every repost variant, as rendered and hashed for real', async () => {
    for (const { seed } of BLOCKED_PICTURES) {
      const original = await hash(imageSvg('post', seed));
      for (let variant = 1; variant <= REPOST_VARIANTS; variant += 1) {
        expect(hammingDistance(original, await hash(repostImageSvg(seed, variant))), `${seed}v${variant}`).toBeLessThanOrEqual(SAME_IMAGE_MAX_DISTANCE);
      }
    }
  });

  it('are not taken for other demo pictures, covers or avatars', async () => {
    const originals = await Promise.all(BLOCKED_PICTURES.map(({ seed }) => hash(imageSvg('post', seed))));
    const rng = new Rng(13, 'isolation');
    const sample = [
      ...Array.from({ length: 600 }, () => imageSvg('post', rng.int(1, 9_999_999))),
      ...Array.from({ length: 200 }, () => imageSvg('cover', rng.int(1, 9_999_999))),
      ...Array.from({ length: 100 }, () => imageSvg('avatar', rng.int(1, 9_999_999))),
    ];
    let nearest = 64;
    for (const svg of sample) {
      const other = await hash(svg);
      for (const original of originals) nearest = Math.min(nearest, hammingDistance(original, other));
    }
    // Well clear of the matching distance, so that the demo's ordinary pictures never match.
    expect(nearest).toBeGreaterThan(SAME_IMAGE_MAX_DISTANCE + 4);
  });
});
