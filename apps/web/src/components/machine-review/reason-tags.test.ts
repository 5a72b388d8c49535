import type { MachineReason } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { foldTags, imageName, reasonTags } from './reason-tags';

const text = '加 微 信 abc123，电话 13812345678';
const wordReason: MachineReason = { kind: 'word', category: '广告引流', action: 'review', word: '加微信', start: 0, end: 5 };
const mobile: MachineReason = { kind: 'mobile', category: '广告引流', action: 'block', word: '13812345678', start: 16, end: 27 };
const images = { urls: ['/a.svg', '/b.svg', '/c.svg'] };

describe('reasonTags', () => {
  it('names a lexicon word by its category and a detector by itself, 拦截 first', () => {
    const tags = reasonTags([wordReason, mobile], text, images);
    expect(tags.map((tag) => [tag.label, tag.action])).toEqual([
      ['手机号 · 13812345678', 'block'],
      ['广告引流 · 加微信', 'review'],
    ]);
  });

  it('says what matched as written when it differs from the word (a disguise)', () => {
    const [tag] = reasonTags([wordReason], text, images);
    expect(tag?.description).toBe('送人审 · 敏感词（广告引流） · 原文「加 微 信」');
    const [plain] = reasonTags([mobile], text, images);
    expect(plain?.description).toBe('拦截 · 手机号（广告引流）');
  });

  it('counts the same match found twice as one tag', () => {
    const again = { ...wordReason, start: 0, end: 5 };
    const tags = reasonTags([wordReason, again], text, images);
    expect(tags).toHaveLength(1);
    expect(tags[0]?.count).toBe(2);
  });

  it('names a blocklisted image by its place and distance, and a video cover as 封面', () => {
    const image: MachineReason = { kind: 'image', category: '色情', action: 'block', image: '/b.svg', blockedImageId: 12, distance: 3 };
    const [tag] = reasonTags([image], '', images);
    expect(tag?.label).toBe('图片黑库 · 第 2 张 (距离 3)');
    expect(tag?.description).toBe('拦截 · 图片黑库（色情） · 黑库图片 #12');
    expect(reasonTags([{ ...image, image: '/cover.svg' }], '', { urls: ['/cover.svg'], cover: true })[0]?.label).toBe('图片黑库 · 封面 (距离 3)');
  });

  it('labels an unreadable image, and an image it cannot place, without a position', () => {
    const unreadable: MachineReason = { kind: 'image_unreadable', category: '其他', action: 'review', image: '/c.svg', detail: '无法解码' };
    const [tag] = reasonTags([unreadable], '', images);
    expect(tag?.label).toBe('图片无法识别 · 第 3 张');
    expect(tag?.description).toBe('送人审 · 图片无法识别（其他） · 无法解码');
    expect(reasonTags([{ ...unreadable, image: '/gone.svg' }], '', images)[0]?.label).toBe('图片无法识别');
  });

  it('falls back to the matched text when a reason names no word', () => {
    const url: MachineReason = { kind: 'url', category: '广告引流', action: 'review', start: 0, end: 5 };
    expect(reasonTags([url], 'a.com 看看', images)[0]?.label).toBe('站外网址 · a.com');
  });
});

describe('foldTags and imageName', () => {
  it('shows up to the limit and folds the rest', () => {
    const tags = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ key: label, label, action: 'block' as const, count: 1, description: '' }));
    expect(foldTags(tags, 3)).toMatchObject({ shown: [{ label: 'a' }, { label: 'b' }, { label: 'c' }], folded: [{ label: 'd' }, { label: 'e' }] });
    expect(foldTags(tags.slice(0, 3), 3).folded).toEqual([]);
  });

  it('finds the image among the item’s images', () => {
    expect(imageName(images, '/a.svg')).toBe('第 1 张');
    expect(imageName(images, undefined)).toBeNull();
    expect(imageName(images, '/x.svg')).toBeNull();
  });
});
