import type { SensitiveWord, WordAction, WordCategory } from '@ops/contracts/screening';
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { textArray } from '../../lib/sql-arrays.ts';

export interface WordFilter {
  keyword?: string;
  category?: WordCategory;
  action?: WordAction;
  limit: number;
  offset: number;
}

interface WordRow {
  id: string;
  word: string;
  category: WordCategory;
  action: WordAction;
  created_ms: string;
  updated_ms: string;
  updated_by: string;
}

const COLUMNS = sql`id::text as id, word, category, action, floor(extract(epoch from created_at) * 1000)::text as created_ms,
  floor(extract(epoch from updated_at) * 1000)::text as updated_ms, updated_by`;

const toWord = (row: WordRow): SensitiveWord => ({
  id: Number(row.id),
  word: row.word,
  category: row.category,
  action: row.action,
  createdAt: Number(row.created_ms),
  updatedAt: Number(row.updated_ms),
  updatedBy: row.updated_by,
});

function whereOf(filter: Omit<WordFilter, 'limit' | 'offset'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.keyword) parts.push(sql`word ilike ${containsPattern(filter.keyword)}`);
  if (filter.category) parts.push(sql`category = ${filter.category}`);
  if (filter.action) parts.push(sql`action = ${filter.action}`);
  return sql.join(parts, sql` and `);
}

/** A page of the lexicon, the most recently changed first, and the total under the filter. */
export async function listWords(executor: Executor, filter: WordFilter): Promise<{ rows: SensitiveWord[]; total: number }> {
  const where = whereOf(filter);
  const rows = await queryRows<WordRow>(
    executor,
    sql`select ${COLUMNS} from sensitive_words where ${where} order by updated_at desc, sensitive_words.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await queryRows<{ n: number }>(executor, sql`select count(*)::int as n from sensitive_words where ${where}`);
  return { rows: rows.map(toWord), total: count?.n ?? 0 };
}

export async function findWord(executor: Executor, id: number): Promise<SensitiveWord | null> {
  const [row] = await queryRows<WordRow>(executor, sql`select ${COLUMNS} from sensitive_words where id = ${id}`);
  return row ? toWord(row) : null;
}

/** Among the normalized forms, those already in the lexicon (other than `exceptId`). */
export async function existingNormalized(executor: Executor, normalized: readonly string[], exceptId?: number): Promise<Set<string>> {
  if (normalized.length === 0) return new Set();
  const rows = await queryRows<{ normalized: string }>(
    executor,
    sql`select normalized from sensitive_words where normalized = any(${textArray(normalized)}::text[]) ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`,
  );
  return new Set(rows.map((row) => row.normalized));
}

export interface NewWord {
  word: string;
  normalized: string;
  category: WordCategory;
  action: WordAction;
}

/** Inserts the words whose normalized form is new; answers those inserted. */
export async function insertWords(executor: Executor, words: readonly NewWord[], by: string): Promise<SensitiveWord[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<WordRow>(
    executor,
    sql`insert into sensitive_words (word, normalized, category, action, updated_by)
        select x.word, x.normalized, x.category, x.action, ${by}
        from json_to_recordset(${JSON.stringify(words)}::json) as x(word text, normalized text, category text, action text)
        on conflict (normalized) do nothing
        returning ${COLUMNS}`,
  );
  return rows.map(toWord);
}

export async function updateWord(executor: Executor, id: number, word: NewWord, by: string): Promise<SensitiveWord | null> {
  const [row] = await queryRows<WordRow>(
    executor,
    sql`update sensitive_words set word = ${word.word}, normalized = ${word.normalized}, category = ${word.category}, action = ${word.action},
          updated_at = now(), updated_by = ${by}
        where id = ${id} returning ${COLUMNS}`,
  );
  return row ? toWord(row) : null;
}

export async function deleteWord(executor: Executor, id: number): Promise<SensitiveWord | null> {
  const [row] = await queryRows<WordRow>(executor, sql`delete from sensitive_words where id = ${id} returning ${COLUMNS}`);
  return row ? toWord(row) : null;
}
