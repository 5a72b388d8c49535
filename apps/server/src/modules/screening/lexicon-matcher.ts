import type { MachineReason, WordAction, WordCategory } from '@ops/contracts/screening';
import { isAsciiWordChar, type NormalizedText } from './text-normalizer.ts';
import { WordAutomaton } from './word-automaton.ts';

/** A lexicon entry as the matcher needs it: the operator's word, its normalized form, category and action. */
export interface LexiconEntry {
  word: string;
  normalized: string;
  category: WordCategory;
  action: WordAction;
}

/**
 * The operators' lexicon compiled into one Aho–Corasick automaton (`WordAutomaton`) over the normalized
 * words: one pass over a post's normalized text finds every word, however many there are.
 */
export class LexiconMatcher {
  private readonly automaton: WordAutomaton;
  /** The entries in the automaton's word order, one per normalized form (the last entry given wins). */
  private readonly entries: readonly LexiconEntry[];

  constructor(entries: readonly LexiconEntry[]) {
    const byNormalized = new Map<string, LexiconEntry>();
    for (const entry of entries) if (entry.normalized !== '') byNormalized.set(entry.normalized, entry);
    this.entries = [...byNormalized.values()];
    this.automaton = new WordAutomaton([...byNormalized.keys()]);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Every occurrence of every word in the normalized text, as reasons on the original text. A word
   * that begins or ends with a Latin letter or digit must not continue a longer Latin word there
   * ("sex" is not in "essex"): letters are not removed by normalization, so that boundary is real.
   */
  match(normalized: NormalizedText): MachineReason[] {
    const reasons: MachineReason[] = [];
    for (const hit of this.automaton.matchAll(normalized.text)) {
      const entry = this.entries[hit.word];
      if (!entry || !this.onWordBoundaries(normalized.text, hit.begin, hit.end)) continue;
      reasons.push({
        kind: 'word',
        category: entry.category,
        action: entry.action,
        word: entry.word,
        start: normalized.starts[hit.begin] ?? 0,
        end: normalized.ends[hit.end - 1] ?? 0,
      });
    }
    return reasons;
  }

  private onWordBoundaries(text: string, begin: number, end: number): boolean {
    const first = text[begin];
    const last = text[end - 1];
    if (isAsciiWordChar(first) && isAsciiWordChar(text[begin - 1])) return false;
    if (isAsciiWordChar(last) && isAsciiWordChar(text[end])) return false;
    return true;
  }
}
