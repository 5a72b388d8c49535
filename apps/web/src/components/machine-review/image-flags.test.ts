import type { MachineReason } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { imageFlags } from './image-flags';

const blocked: MachineReason = { kind: 'image', category: '色情', action: 'block', image: '/b.svg', blockedImageId: 7, distance: 2 };
const unreadable: MachineReason = { kind: 'image_unreadable', category: '其他', action: 'review', image: '/b.svg' };

describe('imageFlags', () => {
  it('marks the blocklisted image by its index', () => {
    const flags = imageFlags([blocked], ['/a.svg', '/b.svg']);
    expect([...flags.keys()]).toEqual([1]);
    expect(flags.get(1)).toEqual({ badge: '黑库', kind: 'image', action: 'block', description: '与黑库图片 #7 相似（距离 2，色情）' });
    expect(imageFlags([{ ...blocked, blockedImageId: undefined }], ['/b.svg']).get(0)?.description).toBe('与图片黑库中的图片相似（距离 2，色情）');
  });

  it('lets a blocklist match win over 无法识别 on the same image, whatever the order', () => {
    expect(imageFlags([unreadable, blocked], ['/b.svg']).get(0)?.badge).toBe('黑库');
    expect(imageFlags([blocked, unreadable], ['/b.svg']).get(0)?.badge).toBe('黑库');
    expect(imageFlags([unreadable], ['/b.svg']).get(0)).toMatchObject({ badge: '无法识别', action: 'review' });
  });

  it('marks every place an image is listed, and ignores text reasons and unknown images', () => {
    const word: MachineReason = { kind: 'word', category: '赌博', action: 'block', word: '赌', start: 0, end: 1 };
    expect([...imageFlags([blocked, word, { ...blocked, image: '/x.svg' }], ['/b.svg', '/a.svg', '/b.svg']).keys()]).toEqual([0, 2]);
  });
});
