import type { ScreeningSettings, WordAction, WordCategory } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { BlockedImageHash } from './image-matcher.ts';
import type { LexiconEntry } from './lexicon-matcher.ts';

export interface ScreeningConfigRow {
  /** Raised by every change of the lexicon or the settings. */
  version: number;
  settings: ScreeningSettings;
  starterLoaded: boolean;
}

export async function readScreeningConfig(executor: Executor): Promise<ScreeningConfigRow> {
  const [row] = await queryRows<{ version: string; detectors: ScreeningSettings['detectors']; url_allow_list: string[]; starter_loaded: boolean }>(
    executor,
    sql`select version::text as version, detectors, url_allow_list, starter_loaded from screening_config where id = 1`,
  );
  if (!row) throw new Error('screening_config has no row (migration 0016)');
  return { version: Number(row.version), settings: { detectors: row.detectors, urlAllowList: row.url_allow_list }, starterLoaded: row.starter_loaded };
}

/** What each part of the rules is at: the text rules (lexicon and settings) and the image blocklist. */
export interface RulesVersions {
  text: number;
  images: number;
}

export async function readRulesVersions(executor: Executor): Promise<RulesVersions> {
  const [row] = await queryRows<{ text: string; images: string }>(
    executor,
    sql`select version::text as text, images_version::text as images from screening_config where id = 1`,
  );
  return { text: Number(row?.text ?? 0), images: Number(row?.images ?? 0) };
}

export async function readLexicon(executor: Executor): Promise<LexiconEntry[]> {
  return queryRows<LexiconEntry & { category: WordCategory; action: WordAction }>(
    executor,
    sql`select word, normalized, category, action from sensitive_words order by id`,
  );
}

export async function readBlockedImageHashes(executor: Executor): Promise<BlockedImageHash[]> {
  const rows = await queryRows<{ id: string; hash: string; category: WordCategory }>(
    executor,
    sql`select id::text as id, hash::text as hash, category from image_blocklist order by image_blocklist.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), hash: BigInt(row.hash), category: row.category }));
}
