import { simplifiedChar } from './traditional-to-simplified.ts';

/**
 * Text as the matcher sees it, with the way back: `starts[i]`/`ends[i]` are the UTF-16 range of the
 * original text that normalized unit `i` came from, so a hit on `text.slice(a, b)` is
 * `original.slice(starts[a], ends[b - 1])` in what the user wrote.
 */
export interface NormalizedText {
  text: string;
  starts: number[];
  ends: number[];
}

/**
 * What people insert between characters to slip past filters and what carries no meaning for a
 * match: spaces of every kind, punctuation, symbols and emoji (with their modifiers and joiners),
 * zero-width and other format characters, controls and combining marks.
 */
const REMOVED = /^[\p{White_Space}\p{P}\p{S}\p{Cf}\p{Cc}\p{M}\p{Z}\p{Co}\p{Cn}]$/u;

const cache = new Map<string, string>();
const CACHE_MAX = 50_000;

/** One code point normalized: '' when removed, else full-width folded (NFKC), lower-cased, simplified. */
function normalizeCodePoint(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // Fast paths: ASCII letters and digits, and the common CJK block (NFKC leaves it alone).
  if (code < 0x80) {
    if ((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a)) return char;
    if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 32);
    return '';
  }
  if (code >= 0x4e00 && code <= 0x9fff) return simplifiedChar(char);
  const known = cache.get(char);
  if (known !== undefined) return known;
  let out = '';
  for (const part of char.normalize('NFKC').toLowerCase()) {
    if (!REMOVED.test(part)) out += simplifiedChar(part);
  }
  if (cache.size < CACHE_MAX) cache.set(char, out);
  return out;
}

/** The text made of `normalize(c)` for each code point `c` of `original`, with the way back to it. */
export function mapCodePoints(original: string, normalize: (char: string) => string): NormalizedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of original) {
    const next = index + char.length;
    const out = normalize(char);
    for (let i = 0; i < out.length; i += 1) {
      starts.push(index);
      ends.push(next);
    }
    text += out;
    index = next;
  }
  return { text, starts, ends };
}

/** Full-width to half-width, traditional to simplified, lower case, without spaces, punctuation, emoji and zero-width characters. */
export function normalizeForMatching(original: string): NormalizedText {
  return mapCodePoints(original, normalizeCodePoint);
}

/** A lexicon word in the form the matcher compares (its positions do not matter). */
export function normalizeWord(word: string): string {
  return normalizeForMatching(word).text;
}

/** Whether a normalized character is an ASCII letter or digit (word boundaries apply to those). */
export function isAsciiWordChar(char: string | undefined): boolean {
  return char !== undefined && /^[a-z0-9]$/.test(char);
}
