import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import { textArray } from '../../apps/server/src/lib/sql-arrays.ts';
import { API } from '../../packages/contracts/src/paths.ts';
import type { SensitiveWordImportResult, WordAction, WordCategory } from '../../packages/contracts/src/screening.ts';
import { log } from '../bench-database.ts';
import { type LexiconPart, PROBE_PREFIX, PROBE_SUFFIX } from './lexicon-words.ts';

export interface ImportCall {
  category: WordCategory;
  action: WordAction;
  words: number;
  added: number;
  skipped: number;
  /** From sending the call to its answer. */
  ms: number;
}

export interface LexiconImport {
  calls: ImportCall[];
  /** Words in the lexicon afterwards (the starter lexicon included). */
  lexiconSize: number;
}

/**
 * Takes out what an earlier benchmark run on this database added (its generated words, its probe
 * words, its blocklisted images), so that on a reused database the import adds all 20,000 words
 * again and the figures compare with a fresh run.
 */
export async function removeEarlierBenchRules(db: Database, parts: readonly LexiconPart[]): Promise<void> {
  const words = parts.flatMap((part) => part.words);
  await db.execute(sql`delete from sensitive_words where word = any(${textArray(words)}::text[]) or word like ${`${PROBE_PREFIX}%${PROBE_SUFFIX}`}`);
  await db.execute(sql`delete from image_blocklist where created_by = ${BENCH_CREATOR}`);
}

/** `created_by` of the images the bench blocklists. */
export const BENCH_CREATOR = 'bench';

/** The 20,000 words through `POST /manage/sensitive-words/import` as an operator pastes them: 4 calls of 5,000 (the maximum), one after another. */
export async function importLexicon(baseUrl: string, cookie: string, db: Database, parts: readonly LexiconPart[]): Promise<LexiconImport> {
  const calls: ImportCall[] = [];
  for (const part of parts) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${API.sensitiveWordsImport}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ words: part.words, category: part.category, action: part.action }),
    });
    const answer = (await response.json()) as SensitiveWordImportResult;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (response.status !== 200) throw new Error(`lexicon import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    calls.push({ category: part.category, action: part.action, words: part.words.length, added: answer.added.length, skipped: answer.skipped.length, ms });
    log(`  import ${part.category}/${part.action}: ${answer.added.length} added, ${answer.skipped.length} skipped in ${ms} ms`);
  }
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sensitive_words`);
  return { calls, lexiconSize: row?.n ?? 0 };
}
