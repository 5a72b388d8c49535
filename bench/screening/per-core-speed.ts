import { type ScreeningRules, screenItem } from '../../apps/server/src/modules/screening/item-screener.ts';
import { log } from '../bench-database.ts';
import { screeningText } from './screening-texts.ts';

/** Issue 13: at least 5,000 text posts a second per core with a 20,000-word lexicon. */
export const PER_CORE_BUDGET_PER_SECOND = 5_000;
const TEXTS_SCREENED = 20_000;
const WARMUP_MS = 500;
const DURATION_MS = 5_000;

export interface PerCoreSpeed {
  words: number;
  /** Distinct texts screened in turn. */
  texts: number;
  screened: number;
  seconds: number;
  postsPerSecond: number;
  /** Share of the screened texts with at least one reason (planted about 5 %). */
  hitShare: number;
  budgetPerSecond: number;
  pass: boolean;
}

/**
 * One thread (the bench process's), the rules the worker builds: `screenItem` on text posts — the
 * everyday texts with their ids, 5 % carrying a lexicon word (plain, spaced out, traditional or with
 * symbols between), a phone number, a link or a WeChat id — for 5 s after a 0.5 s warm-up.
 */
export function measurePerCoreSpeed(rules: ScreeningRules, words: readonly string[]): PerCoreSpeed {
  const texts = Array.from({ length: TEXTS_SCREENED }, (_, i) => screeningText(3_000_000_000 + i, words));
  const none = new Map();
  const run = (ms: number) => {
    let screened = 0;
    let hits = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let k = 0; k < 250; k += 1) {
        const review = screenItem({ text: texts[screened % texts.length] ?? '', images: [] }, rules, none, 0);
        if (review.reasons.length > 0) hits += 1;
        screened += 1;
      }
      elapsed = performance.now() - started;
    }
    return { screened, hits, seconds: elapsed / 1000 };
  };
  run(WARMUP_MS);
  const { screened, hits, seconds } = run(DURATION_MS);
  const postsPerSecond = Math.round(screened / seconds);
  const hitShare = Math.round((hits / screened) * 1000) / 1000;
  log(`per-core screening: ${postsPerSecond.toLocaleString('en')} text posts/s (${(hitShare * 100).toFixed(1)} % with a reason)`);
  return { words: rules.lexicon.size, texts: texts.length, screened, seconds: Math.round(seconds * 10) / 10, postsPerSecond, hitShare, budgetPerSecond: PER_CORE_BUDGET_PER_SECOND, pass: postsPerSecond >= PER_CORE_BUDGET_PER_SECOND };
}
