import sharp from 'sharp';

/** Images larger than this (pixels) are refused before decoding: a decompression bomb costs nothing. */
const MAX_PIXELS = 40_000_000;
const SIDE = 32;
const KEPT = 8;

/** cos((2x + 1)uπ / 2N) for the 8 lowest frequencies of a 32-point DCT. */
const COSINES: readonly Float64Array[] = Array.from({ length: KEPT }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * A 64-bit perceptual hash (pHash): the image shrunk to 32×32 grey pixels, its 8×8 lowest DCT
 * frequencies, one bit per coefficient: is it above the median of the 63 varying ones. Re-encoding,
 * resizing and a slight crop change few bits; an unrelated picture about half of them (measured in
 * image-hash.test.ts and docs/decisions/0012). Decoded by sharp (libvips: JPEG, PNG, WebP, GIF, AVIF,
 * SVG). Signed, as PostgreSQL's bigint holds it.
 */
export async function perceptualHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const coefficients: number[] = [];
  for (let u = 0; u < KEPT; u += 1) {
    const cu = COSINES[u] ?? new Float64Array(SIDE);
    for (let v = 0; v < KEPT; v += 1) {
      const cv = COSINES[v] ?? new Float64Array(SIDE);
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) {
        let row = 0;
        for (let x = 0; x < SIDE; x += 1) row += (cv[x] ?? 0) * (pixels[y * SIDE + x] ?? 0);
        sum += (cu[y] ?? 0) * row;
      }
      coefficients.push(sum);
    }
  }
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1] ?? 0;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x !== 0n) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/**
 * How close an image must be to a blocklisted one to count as the same picture. Re-encoded, halved
 * and 5%-cropped copies of the demo images stay within 8 bits in nine cases of ten (at most 14);
 * different demo images (flat vector art, far more alike than photographs) are 10 or more apart in
 * 99 pairs of 100 (median 30).
 */
export const SAME_IMAGE_MAX_DISTANCE = 10;

/** 16 hex digits, as 图片黑库 shows a hash. */
export const hashHex = (hash: bigint): string => BigInt.asUintN(64, hash).toString(16).padStart(16, '0');
