import type { MachineReason } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { highlightSegments, mergedSpans, reasonRange } from './highlight-segments';

function word(start: number, end: number, action: MachineReason['action'] = 'block', extra: Partial<MachineReason> = {}): MachineReason {
  return { kind: 'word', category: '广告引流', action, word: 'w', start, end, ...extra };
}

const joined = (text: string, reasons: MachineReason[]) =>
  highlightSegments(text, reasons)
    .map((segment) => segment.text)
    .join('');

describe('highlightSegments', () => {
  it('cuts the text into plain and matched runs that join back to the text', () => {
    const text = '快来加微信 abc123 领红包';
    const segments = highlightSegments(text, [word(2, 5), word(6, 12, 'review')]);
    expect(segments.map((segment) => [segment.text, segment.action])).toEqual([
      ['快来', undefined],
      ['加微信', 'block'],
      [' ', undefined],
      ['abc123', 'review'],
      [' 领红包', undefined],
    ]);
    expect(joined(text, [word(2, 5), word(6, 12)])).toBe(text);
  });

  it('gives the whole text as one plain run when nothing has a range', () => {
    const image: MachineReason = { kind: 'image', category: '色情', action: 'block', image: '/a.svg', distance: 3 };
    expect(highlightSegments('没有命中', [image])).toEqual([{ text: '没有命中' }]);
    expect(highlightSegments('', [])).toEqual([{ text: '' }]);
  });

  it('merges overlapping matches into one run, 拦截 winning over 送人审, with every reason kept', () => {
    const text = '加我微信号abcdef';
    const a = word(0, 5, 'review');
    const b = word(2, 11, 'block', { kind: 'wechat', word: 'abcdef' });
    const segments = highlightSegments(text, [b, a]);
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ text, action: 'block' });
    expect(segments[0]?.reasons).toEqual([a, b]);
  });

  it('joins touching matches of the same action, keeps touching ones of different actions apart, merges a match inside another', () => {
    expect(mergedSpans('abcdef', [word(0, 3), word(3, 6, 'review')]).map((span) => [span.start, span.end, span.action])).toEqual([
      [0, 3, 'block'],
      [3, 6, 'review'],
    ]);
    expect(mergedSpans('资金盘稳赚不赔', [word(0, 3), word(3, 7)]).map((span) => [span.start, span.end, span.reasons.length])).toEqual([[0, 7, 2]]);
    expect(mergedSpans('abcdef', [word(0, 6, 'review'), word(2, 3, 'review')]).map((span) => [span.start, span.end, span.action])).toEqual([
      [0, 6, 'review'],
    ]);
  });

  it('counts UTF-16 units: an emoji before the match shifts it by two', () => {
    const text = '😀😀加微信';
    expect(text.slice(4, 7)).toBe('加微信');
    expect(highlightSegments(text, [word(4, 7)]).map((segment) => segment.text)).toEqual(['😀😀', '加微信']);
  });

  it('never cuts a surrogate pair: a range ending or starting inside an emoji takes the whole emoji', () => {
    const text = 'a😀b𠮷c';
    // 😀 is 1..3, 𠮷 is 4..6
    expect(reasonRange(text, word(2, 4))).toEqual({ start: 1, end: 4 });
    expect(reasonRange(text, word(3, 5))).toEqual({ start: 3, end: 6 });
    const segments = highlightSegments(text, [word(2, 5)]);
    expect(segments.map((segment) => segment.text)).toEqual(['a', '😀b𠮷', 'c']);
    for (const segment of segments) expect(segment.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    expect(joined(text, [word(2, 5)])).toBe(text);
  });

  it('clamps ranges to the text and drops empty or reversed ones', () => {
    expect(reasonRange('abc', word(1, 99))).toEqual({ start: 1, end: 3 });
    expect(reasonRange('abc', word(-4, 2))).toEqual({ start: 0, end: 2 });
    expect(reasonRange('abc', word(2, 2))).toBeNull();
    expect(reasonRange('abc', word(3, 1))).toBeNull();
    expect(reasonRange('abc', word(5, 9))).toBeNull();
    expect(reasonRange('abc', { kind: 'mobile', category: '广告引流', action: 'block', start: 1 })).toBeNull();
  });

  it('keeps markup as plain text in the runs', () => {
    const text = '<img src=x onerror=alert(1)> 加微信';
    const segments = highlightSegments(text, [word(29, 32)]);
    expect(segments.map((segment) => segment.text)).toEqual(['<img src=x onerror=alert(1)> ', '加微信']);
  });
});
