import { TEXTS } from '../generate/content.ts';
import { mix } from '../load/intake-items.ts';
import { TRADITIONAL } from './lexicon-words.ts';

/** About one post in twenty carries something the machine must find: a lexicon word, a phone number, a link, a WeChat id. */
export const PLANTED_PER_MILLE = 50;

const pick = <T>(items: readonly T[], id: number, salt: number): T => items[mix(id, salt) % items.length] as T;

/** A word as people write it to slip past filters: as is, spaced out (网 赌), in traditional characters (網賭) or with symbols between. */
function disguised(word: string, id: number): string {
  const chars = [...word];
  switch (mix(id, 81) % 4) {
    case 0:
      return word;
    case 1:
      return chars.join(' ');
    case 2:
      if (chars.some((char) => TRADITIONAL[char])) return chars.map((char) => TRADITIONAL[char] ?? char).join('');
      return chars.join('*');
    default:
      return chars.join('.');
  }
}

/** Something the machine must report, the id choosing what (and which word). */
function planted(id: number, words: readonly string[]): string {
  const number = String(mix(id, 83) % 1_000_000_000).padStart(9, '0');
  switch (mix(id, 82) % 6) {
    case 0:
    case 1:
    case 2:
      return disguised(pick(words, id, 84), id);
    case 3:
      return `电话 13${number.slice(0, 1)}-${number.slice(1, 5)}-${number.slice(5)}`;
    case 4:
      return `详情戳 www.shop${number.slice(0, 4)}.com`;
    default:
      return `vx：yk${number}`;
  }
}

/**
 * The text of benchmark post `id`: one of the everyday texts the generated posts have, with its id
 * (as `benchPost` writes it), and in about 5 % of posts a lexicon word or contact detail before it.
 */
export function screeningText(id: number, words: readonly string[]): string {
  const base = pick(TEXTS, id, 42);
  if (mix(id, 80) % 1000 >= PLANTED_PER_MILLE) return `${base} #${id}`;
  // In front: the id's digits right after an ASCII word would join it once spaces are removed (yk123 #456 → yk123456).
  return `${planted(id, words)} ${base} #${id}`;
}
