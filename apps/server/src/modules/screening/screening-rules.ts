import type { Database } from '../../db/client.ts';
import { ImageBlocklistMatcher } from './image-matcher.ts';
import type { ScreeningRules } from './item-screener.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';
import { readBlockedImageHashes, readConfigVersion, readLexicon, readScreeningConfig } from './screening-rules.repository.ts';

/** How often a worker asks whether the rules changed: a lexicon change reaches every instance within this plus one batch. */
export const RULES_CHECK_MS = 500;

/** Reads the whole configuration in one snapshot and compiles it (20,000 words: about 100 ms). */
export async function loadScreeningRules(db: Database): Promise<ScreeningRules> {
  return db.transaction(
    async (tx) => {
      const config = await readScreeningConfig(tx);
      const [words, images] = [await readLexicon(tx), await readBlockedImageHashes(tx)];
      return {
        version: config.version,
        lexicon: new LexiconMatcher(words),
        detectors: config.settings.detectors,
        urlAllowList: config.settings.urlAllowList,
        images: new ImageBlocklistMatcher(images),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The rules a worker screens with: looks at the configuration version at most every RULES_CHECK_MS
 * and rebuilds when an operator changed the lexicon, the detectors or the image blocklist, on any
 * instance (the version lives in the database), without a restart.
 */
export class ScreeningRulesSource {
  private rules: ScreeningRules | null = null;
  private checkedAt = 0;
  /** The check under way: lanes asking at the same moment share it (one rebuild, not one each). */
  private checking: Promise<ScreeningRules> | null = null;

  constructor(
    private readonly db: Database,
    private readonly checkEveryMs = RULES_CHECK_MS,
  ) {}

  current(): Promise<ScreeningRules> {
    if (this.rules && Date.now() - this.checkedAt < this.checkEveryMs) return Promise.resolve(this.rules);
    this.checking ??= this.check().finally(() => (this.checking = null));
    return this.checking;
  }

  private async check(): Promise<ScreeningRules> {
    const now = Date.now();
    const version = await readConfigVersion(this.db);
    if (this.rules?.version !== version) this.rules = await loadScreeningRules(this.db);
    this.checkedAt = now;
    return this.rules;
  }
}
