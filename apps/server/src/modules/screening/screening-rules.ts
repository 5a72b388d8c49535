import type { Database, Executor } from '../../db/client.ts';
import { ImageBlocklistMatcher } from './image-matcher.ts';
import type { ScreeningRules } from './item-screener.ts';
import { LexiconMatcher } from './lexicon-matcher.ts';
import { readBlockedImageHashes, readLexicon, readRulesVersions, readScreeningConfig } from './screening-rules.repository.ts';
import type { TextRules } from './text-screener.ts';

/** How often a worker asks whether the rules changed: a lexicon change reaches every instance within this plus one batch. */
export const RULES_CHECK_MS = 500;

type TextPart = TextRules & { version: number };
type ImagePart = { imagesVersion: number; images: ImageBlocklistMatcher };

/** Lexicon and settings, read together and compiled (20,000 words: about 100 ms). */
async function loadTextRules(tx: Executor): Promise<TextPart> {
  const config = await readScreeningConfig(tx);
  const words = await readLexicon(tx);
  return { version: config.version, lexicon: new LexiconMatcher(words), detectors: config.settings.detectors, urlAllowList: config.settings.urlAllowList };
}

async function loadImageRules(tx: Executor): Promise<ImagePart> {
  const { images: imagesVersion } = await readRulesVersions(tx);
  return { imagesVersion, images: new ImageBlocklistMatcher(await readBlockedImageHashes(tx)) };
}

/** Reads in one snapshot what `stale` names and compiles it; the parts not named are taken from `keep`. */
async function rebuild(db: Database, keep: ScreeningRules | null, stale: { text: boolean; images: boolean }): Promise<ScreeningRules> {
  return db.transaction(
    async (tx) => {
      const text: TextPart = stale.text || !keep ? await loadTextRules(tx) : keep;
      const images: ImagePart = stale.images || !keep ? await loadImageRules(tx) : keep;
      return { version: text.version, lexicon: text.lexicon, detectors: text.detectors, urlAllowList: text.urlAllowList, imagesVersion: images.imagesVersion, images: images.images };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The whole configuration, read in one snapshot and compiled. */
export function loadScreeningRules(db: Database): Promise<ScreeningRules> {
  return rebuild(db, null, { text: true, images: true });
}

/** What a worker rebuilds after an operator added, changed or deleted a word: the lexicon matcher and settings alone. */
export function reloadTextRules(db: Database, rules: ScreeningRules): Promise<ScreeningRules> {
  return rebuild(db, rules, { text: true, images: false });
}

/**
 * The rules a worker screens with: looks at the two versions at most every RULES_CHECK_MS and
 * rebuilds the part an operator changed (the lexicon or settings, or the image blocklist), on any
 * instance (the versions live in the database), without a restart.
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
    const versions = await readRulesVersions(this.db);
    const stale = { text: this.rules?.version !== versions.text, images: this.rules?.imagesVersion !== versions.images };
    if (stale.text || stale.images) this.rules = await rebuild(this.db, this.rules, stale);
    this.checkedAt = now;
    return this.rules as ScreeningRules;
  }
}
