import type { MachineReason } from '@ops/contracts/screening';
import { type DetectorModes, detect } from './detectors.ts';
import type { LexiconMatcher } from './lexicon-matcher.ts';
import { normalizeForMatching } from './text-normalizer.ts';

/** The text rules of one configuration version: the compiled lexicon, the detectors' modes and the allowed hosts. */
export interface TextRules {
  lexicon: LexiconMatcher;
  detectors: DetectorModes;
  urlAllowList: readonly string[];
}

/** Every lexicon word and detector hit in a text, positions in the text as written. */
export function screenText(text: string, rules: TextRules): MachineReason[] {
  if (text === '') return [];
  const normalized = normalizeForMatching(text);
  return [...rules.lexicon.match(normalized), ...detect(text, normalized, rules.detectors, rules.urlAllowList)];
}
