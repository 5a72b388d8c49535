import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WordHit, WordAutomaton } from './word-automaton.ts';

/** The oracle: every occurrence of every word by `startsWith` at every position, ordered as the automaton reports them. */
function everyOccurrence(words: readonly string[], text: string): WordHit[] {
  const hits: WordHit[] = [];
  for (let end = 1; end <= text.length; end += 1) {
    const ending = words
      .map((word, index) => ({ word: index, begin: end - word.length, end }))
      .filter((hit) => hit.begin >= 0 && text.startsWith(words[hit.word] ?? '', hit.begin))
      .sort((a, b) => a.begin - b.begin);
    hits.push(...ending);
  }
  return hits;
}

describe('WordAutomaton (the lexicon’s Aho–Corasick)', () => {
  it('finds overlapping and nested words, longest first where several end together', () => {
    const words = ['he', 'she', 'his', 'hers', '代开', '开发票', '代开发票'];
    const automaton = new WordAutomaton(words);
    const hits = automaton.matchAll('ushers 代开发票');
    expect(hits.map((hit) => words[hit.word])).toEqual(['she', 'he', 'hers', '代开', '代开发票', '开发票']);
    expect(hits.find((hit) => words[hit.word] === 'hers')).toEqual({ word: 3, begin: 2, end: 6 });
  });

  it('matches characters outside the BMP (emoji, rare 汉字) as their code units', () => {
    const words = ['💰💰', '𠀀字'];
    expect(new WordAutomaton(words).matchAll('赚💰💰💰 𠀀字')).toEqual([
      { word: 0, begin: 1, end: 5 },
      { word: 0, begin: 3, end: 7 },
      { word: 1, begin: 8, end: 11 },
    ]);
  });

  it('finds nothing with no words, and in an empty text', () => {
    expect(new WordAutomaton([]).matchAll('任何文字')).toEqual([]);
    expect(new WordAutomaton(['词']).matchAll('')).toEqual([]);
  });

  it('reports exactly what a scan at every position finds, for random words and texts', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '代', '开', '票', '💰');
    const word = fc.array(alphabet, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 30 }), fc.array(alphabet, { maxLength: 60 }), (words, parts) => {
        const text = parts.join('');
        expect(new WordAutomaton(words).matchAll(text)).toEqual(everyOccurrence(words, text));
      }),
      { numRuns: 300 },
    );
  });
});
