import type { DetectorKey, DetectorMode, MachineReason, WordAction } from '@ops/contracts/screening';
import { mapCodePoints, type NormalizedText } from './text-normalizer.ts';

export type DetectorModes = Record<DetectorKey, DetectorMode>;

/** Chinese numerals (simplified already) as digits, one character for one: 一三八 → 138, 幺 as spoken in numbers. */
const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  零: '0', 〇: '0', 洞: '0', 一: '1', 幺: '1', 壹: '1', 二: '2', 两: '2', 贰: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', 九: '9', 玖: '9',
};

function digitsView(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    out += CHINESE_DIGITS[char] ?? char;
  }
  return out;
}

/** A mainland mobile number, not part of a longer run of digits. */
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** A QQ number after a QQ marker. */
const QQ = /(?:qq|扣扣|企鹅|q号)(?:号|id)?(?:是|为)?([1-9]\d{4,11})(?!\d)/g;
/** A WeChat id (6–20 characters starting with a letter) after a WeChat marker. */
const WECHAT = /(?:微信|威信|薇信|徽信|维信|v信|vx|wx|weixin|wechat|vchat)(?:号|id)?(?:是|为)?([a-z][a-z0-9]{5,19})/g;

const TLDS =
  'com|cn|net|org|top|xyz|vip|cc|me|io|info|link|site|club|shop|app|co|tv|biz|online|store|tk|fun|icu|live|pro|work|wang|ltd|group|tech|ren|ink|red|kim|mobi|asia|hk|tw|jp';
/** A link: with a scheme, after www., or a domain under a common top-level domain. */
const URL_PATTERN = new RegExp(
  `(?:https?://((?:[a-z0-9-]+\\.)+[a-z]{2,24})|\\b(www\\.(?:[a-z0-9-]+\\.)+[a-z]{2,24})|\\b((?:[a-z0-9-]+\\.)+(?:${TLDS})))\\b(?::\\d{1,5})?(?:[/?#][\\x21-\\x7e]*)?`,
  'g',
);

/** A code point as links are matched: ASCII lower-cased, anything else full-width folded (NFKC) and lower-cased. */
function foldForLinks(char: string): string {
  return (char.codePointAt(0) ?? 0) < 0x80 ? char.toLowerCase() : char.normalize('NFKC').toLowerCase();
}

/** The text for link matching: full-width folded and lower-cased, punctuation kept, with its way back. */
function linkView(original: string): NormalizedText {
  return mapCodePoints(original, foldForLinks);
}

function isAllowedHost(host: string, allowList: readonly string[]): boolean {
  const bare = host.replace(/^www\./, '');
  return allowList.some((allowed) => bare === allowed || bare.endsWith(`.${allowed}`));
}

function reasonOf(kind: DetectorKey, action: WordAction, word: string, view: NormalizedText, begin: number, end: number): MachineReason {
  return { kind, category: '广告引流', action, word, start: view.starts[begin] ?? 0, end: view.ends[end - 1] ?? 0 };
}

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) yield match;
}

/**
 * The built-in contact and advertising detectors on a post's text: mainland mobile numbers (also
 * with separators or in Chinese numerals), QQ and WeChat ids after their markers, and links to hosts
 * outside the allow-list. A detector switched off reports nothing.
 */
export function detect(original: string, normalized: NormalizedText, modes: DetectorModes, urlAllowList: readonly string[]): MachineReason[] {
  const reasons: MachineReason[] = [];
  const digits = digitsView(normalized.text);
  if (modes.mobile !== 'off') {
    for (const m of matches(MOBILE, digits)) reasons.push(reasonOf('mobile', modes.mobile, m[0], normalized, m.index, m.index + m[0].length));
  }
  if (modes.qq !== 'off') {
    for (const m of matches(QQ, digits)) reasons.push(reasonOf('qq', modes.qq, m[1] ?? m[0], normalized, m.index, m.index + m[0].length));
  }
  if (modes.wechat !== 'off') {
    for (const m of matches(WECHAT, normalized.text)) reasons.push(reasonOf('wechat', modes.wechat, m[1] ?? m[0], normalized, m.index, m.index + m[0].length));
  }
  if (modes.url !== 'off') {
    const view = linkView(original);
    for (const m of matches(URL_PATTERN, view.text)) {
      const host = m[1] ?? m[2] ?? m[3] ?? '';
      if (!isAllowedHost(host, urlAllowList)) reasons.push(reasonOf('url', modes.url, host, view, m.index, m.index + m[0].length));
    }
  }
  return reasons;
}
