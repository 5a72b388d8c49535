import type { ScreeningSettings, WordAction, WordCategory } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { BlockedImageHash } from './image-matcher.ts';
import type { LexiconEntry } from './lexicon-matcher.ts';

export interface ScreeningConfigRow {
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

export async function readConfigVersion(executor: Executor): Promise<number> {
  const [row] = await queryRows<{ version: string }>(executor, sql`select version::text as version from screening_config where id = 1`);
  return Number(row?.version ?? 0);
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
    sql`select id::text as id, hash::text as hash, category from image_blocklist order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), hash: BigInt(row.hash), category: row.category }));
}
