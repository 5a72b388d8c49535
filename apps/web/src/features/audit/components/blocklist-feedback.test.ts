import type { BlockedImage } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { blocklistFeedback, blocklistOptionLabel } from './blocklist-feedback';

function blocked(id: number): BlockedImage {
  return { id, hash: '0f0f0f0f0f0f0f0f', imageUrl: `/img/${id}.svg`, category: '其他', sourceType: 'post', sourceId: 1, createdAt: 0, createdBy: 'admin' };
}

describe('blocklistOptionLabel', () => {
  it('offers the option only for an item with images, naming a video’s cover', () => {
    expect(blocklistOptionLabel('post', 3)).toBe('同时将图片加入图片黑库');
    expect(blocklistOptionLabel('video', 1)).toBe('同时将封面加入图片黑库');
    expect(blocklistOptionLabel('post', 0)).toBeNull();
  });
});

describe('blocklistFeedback', () => {
  it('counts the added images', () => {
    expect(blocklistFeedback({ added: [blocked(1), blocked(2), blocked(3)], skipped: [] })).toEqual({ title: '已将 3 张图片加入图片黑库', skipped: [] });
  });

  it('groups the skipped ones by reason', () => {
    const result = {
      added: [blocked(1)],
      skipped: [
        { image: '/a.svg', reason: '该图片已在图片黑库中' },
        { image: '/b.svg', reason: '图片无法读取或识别' },
        { image: '/c.svg', reason: '该图片已在图片黑库中' },
      ],
    };
    expect(blocklistFeedback(result)).toEqual({
      title: '已将 1 张图片加入图片黑库，3 张未加入',
      skipped: ['2 张：该图片已在图片黑库中', '1 张：图片无法读取或识别'],
    });
    expect(blocklistFeedback({ added: [], skipped: result.skipped.slice(0, 1) })).toEqual({ title: '1 张图片未加入图片黑库', skipped: ['该图片已在图片黑库中'] });
  });
});
