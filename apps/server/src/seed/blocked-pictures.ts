import type { WordCategory } from '@ops/contracts/screening';

/**
 * The demo pictures (`/media/img/post/<seed>.svg`) an operator has put on 图片黑库, and as what.
 * Reposts of them (`<seed>v1.svg` … `v3.svg`) turn up in seeded and simulated posts and are rejected
 * by the machine. Chosen by measurement: each of their repost variants hashes within 6 bits of the
 * original, and no other demo picture, cover or avatar of a sample of 8,500 came closer than 18 bits,
 * so an ordinary demo picture is not taken for a blocked one (blocked-pictures.test.ts checks both).
 */
export const BLOCKED_PICTURES: readonly { seed: number; category: WordCategory }[] = [
  { seed: 1766176, category: '色情' },
  { seed: 5050409, category: '广告引流' },
  { seed: 961024, category: '色情' },
  { seed: 2774393, category: '赌博' },
];

/** The operator who listed them. */
export const BLOCKED_BY = 'admin';
