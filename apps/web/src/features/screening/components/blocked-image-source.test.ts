import { describe, expect, it } from 'vitest';
import { blockedImageSource } from './blocked-image-source';

describe('blockedImageSource', () => {
  it('names the post or video the image came from', () => {
    expect(blockedImageSource({ sourceType: 'post', sourceId: 123 })).toBe('动态 123');
    expect(blockedImageSource({ sourceType: 'video', sourceId: 456 })).toBe('视频 456');
  });

  it('shows a dash when the source is unknown', () => {
    expect(blockedImageSource({ sourceType: null, sourceId: null })).toBe('—');
    expect(blockedImageSource({ sourceType: 'post', sourceId: null })).toBe('—');
  });
});
