import type { DetectorModes } from '../modules/screening/detectors.ts';
import { ImageBlocklistMatcher, type BlockedImageHash } from '../modules/screening/image-matcher.ts';
import type { ScreeningRules } from '../modules/screening/item-screener.ts';
import { LexiconMatcher } from '../modules/screening/lexicon-matcher.ts';
import { STARTER_LEXICON } from '../modules/screening/starter-lexicon.ts';
import { normalizeWord } from '../modules/screening/text-normalizer.ts';
import type { TextRules } from '../modules/screening/text-screener.ts';

/** The detectors as migration 0016 installs them: every one sends a hit to a person; no host is allowed. */
export const DEFAULT_DETECTORS: DetectorModes = { mobile: 'review', wechat: 'review', qq: 'review', url: 'review' };

/**
 * The text rules of a fresh console: the starter lexicon (put in at the first start, exactly as
 * loadStarterLexicon stores it) and the default detectors. The demo data is screened with these, so
 * what the seed says the machine decided is what the machine decides.
 */
export function starterTextRules(): TextRules {
  const words = STARTER_LEXICON.map(([word, category, action]) => ({ word, normalized: normalizeWord(word), category, action }));
  return { lexicon: new LexiconMatcher(words), detectors: DEFAULT_DETECTORS, urlAllowList: [] };
}

/** The text rules together with the pictures on 图片黑库 at one moment. */
export function withBlocklist(text: TextRules, images: readonly BlockedImageHash[]): ScreeningRules {
  return { ...text, version: 0, imagesVersion: 0, images: new ImageBlocklistMatcher(images) };
}
