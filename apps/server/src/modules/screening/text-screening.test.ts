import type { DetectorModes } from './detectors.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LexiconMatcher } from './lexicon-matcher.ts';
import { normalizeForMatching, normalizeWord } from './text-normalizer.ts';
import { screenText, type TextRules } from './text-screener.ts';

const ALL_OFF: DetectorModes = { mobile: 'off', wechat: 'off', qq: 'off', url: 'off' };
const ALL_REVIEW: DetectorModes = { mobile: 'review', wechat: 'review', qq: 'review', url: 'review' };

function rules(words: [string, 'block' | 'review'][], detectors: DetectorModes = ALL_OFF, urlAllowList: string[] = []): TextRules {
  return {
    lexicon: new LexiconMatcher(words.map(([word, action]) => ({ word, normalized: normalizeWord(word), category: '广告引流', action }))),
    detectors,
    urlAllowList,
  };
}

/** What each hit covers in the text as written. */
const hitSpans = (text: string, r: TextRules) => screenText(text, r).map((reason) => text.slice(reason.start, reason.end));

describe('normalization', () => {
  it('folds full width, case and traditional characters, and drops spaces, punctuation, emoji and zero-width characters', () => {
    expect(normalizeForMatching('ＶＸ：Ａｂｃ１２３').text).toBe('vxabc123');
    expect(normalizeForMatching('網賭 賭場！').text).toBe('网赌赌场');
    expect(normalizeForMatching('加 微\u3000信').text).toBe('加微信');
    expect(normalizeForMatching('加*微*信').text).toBe('加微信');
    expect(normalizeForMatching('加\u200b微\u200d信\ufeff').text).toBe('加微信');
    expect(normalizeForMatching('加😀微👍🏽信❤️').text).toBe('加微信');
    expect(normalizeForMatching('①②').text).toBe('12');
  });

  it('maps every normalized character back to the characters it came from', () => {
    const original = 'a😀Ｂ 網';
    const { text, starts, ends } = normalizeForMatching(original);
    expect(text).toBe('ab网');
    expect([...text].map((_, i) => original.slice(starts[i], ends[i]))).toEqual(['a', 'Ｂ', '網']);
  });
});

describe('lexicon matching', () => {
  const lexicon = rules([
    ['加微信', 'review'],
    ['网赌', 'block'],
    ['sb', 'review'],
  ]);

  it.each([
    ['加 微 信', '加 微 信'],
    ['请加*微*信哦', '加*微*信'],
    ['加\u200b微\u200b信', '加\u200b微\u200b信'],
    ['加微信', '加微信'],
    ['快來網賭吧', '網賭'],
    ['加。微。信。', '加。微。信'],
  ])('finds %j and marks %j in the text as written', (text, marked) => {
    expect(hitSpans(text, lexicon)).toEqual([marked]);
  });

  it('reports each occurrence with its category and action', () => {
    const reasons = screenText('网赌？加微信！网 赌', lexicon);
    expect(reasons.map((reason) => [reason.word, reason.action])).toEqual([
      ['网赌', 'block'],
      ['加微信', 'review'],
      ['网赌', 'block'],
    ]);
  });

  it('does not find a Latin word inside a longer Latin word, where no removed character separated them', () => {
    expect(hitSpans('SB！', lexicon)).toEqual(['SB']);
    expect(hitSpans('去 s b 吧', lexicon)).toEqual(['s b']);
    expect(hitSpans('absbc usb sbs', lexicon)).toEqual([]);
  });

  it('finds every disguised word of a random text at the place it was written (property)', () => {
    const separators = [' ', '*', '.', '\u200b', '😀', '、', '-', '\u3000'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('今天', '天气', '很好', '一起', '出去', '玩'), { maxLength: 6 }),
        fc.array(fc.constantFrom(...separators), { minLength: 2, maxLength: 2 }),
        fc.nat(6),
        (words, [first, second], at) => {
          const disguised = `加${first}微${second}信`;
          const parts: string[] = [...words];
          parts.splice(Math.min(at, parts.length), 0, disguised);
          const text = parts.join('');
          const spans = hitSpans(text, lexicon);
          expect(spans).toEqual([disguised]);
        },
      ),
    );
  });

  it('never finds a word across a character that stays (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('的', '了', 'a', '1', '好'), fc.constantFrom(0, 1), (kept, where) => {
        const text = where === 0 ? `加${kept}微信` : `加微${kept}信`;
        expect(hitSpans(text, lexicon)).toEqual([]);
      }),
    );
  });
});

describe('detectors', () => {
  const on = rules([], ALL_REVIEW, ['example.com']);

  it.each([
    ['手机 13812345678 联系', '13812345678'],
    ['138-1234-5678', '138-1234-5678'],
    ['１３８ １２３４ ５６７８', '１３８ １２３４ ５６７８'],
    ['电话一三八一二三四五六七八', '一三八一二三四五六七八'],
    ['幺三八 幺二三四 五六七八', '幺三八 幺二三四 五六七八'],
  ])('finds the mobile number in %j', (text, marked) => {
    const reasons = screenText(text, on).filter((reason) => reason.kind === 'mobile');
    expect(reasons.map((reason) => text.slice(reason.start, reason.end))).toEqual([marked]);
    expect(reasons[0]).toMatchObject({ category: '广告引流', action: 'review' });
  });

  it('does not take longer digit runs or other numbers for a mobile number', () => {
    for (const text of ['订单号 213812345678', '身份证 110101199003078888', '价格 12345678901234', '13812345']) {
      expect(screenText(text, on).filter((reason) => reason.kind === 'mobile'), text).toEqual([]);
    }
  });

  it('finds WeChat and QQ ids after their markers, also disguised', () => {
    const wechat = screenText('加我 V X：lucky_888 有惊喜', on).filter((reason) => reason.kind === 'wechat');
    expect(wechat.map((reason) => reason.word)).toEqual(['lucky888']);
    expect(screenText('微信号是 abc123xyz', on).find((reason) => reason.kind === 'wechat')?.word).toBe('abc123xyz');
    const qq = screenText('扣扣：12345678 私聊', on).filter((reason) => reason.kind === 'qq');
    expect(qq.map((reason) => reason.word)).toEqual(['12345678']);
    expect(screenText('我们一起去买vx 牌子的鞋', on).filter((reason) => reason.kind === 'wechat')).toEqual([]);
  });

  it('finds links outside the allow-list, with or without a scheme', () => {
    const text = '看 https://Fuli-Gift.top/get?id=1 和 www.example.com 还有 shop.example.com 以及 ＷＷＷ．ｂａｄ．ｃｎ';
    const urls = screenText(text, on).filter((reason) => reason.kind === 'url');
    expect(urls.map((reason) => reason.word)).toEqual(['fuli-gift.top', 'www.bad.cn']);
    expect(text.slice(urls[0]?.start, urls[0]?.end)).toBe('https://Fuli-Gift.top/get?id=1');
  });

  it('report nothing when switched off, and follow each mode', () => {
    const text = '13812345678 加vx abcdef1 https://a.top';
    expect(screenText(text, rules([], ALL_OFF))).toEqual([]);
    const blocking = screenText(text, rules([], { mobile: 'block', wechat: 'off', qq: 'off', url: 'review' }));
    expect(blocking.map((reason) => [reason.kind, reason.action])).toEqual([
      ['mobile', 'block'],
      ['url', 'review'],
    ]);
  });
});
