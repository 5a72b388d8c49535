import { bigint, boolean, date, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * 敏感词库 (issue 13). `normalized` is the word as the matcher sees it (full-width folded, simplified,
 * lower-case, without spaces, punctuation and emoji): two words with the same normalized form are
 * duplicates.
 */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    word: varchar('word', { length: 32 }).notNull(),
    normalized: varchar('normalized', { length: 128 }).notNull(),
    category: varchar('category', { length: 8 }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('sensitive_words_normalized_idx').on(t.normalized),
    index('sensitive_words_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * One row: the detectors' modes, the URL allow-list, and the versions every screening worker watches:
 * a change to the lexicon or the settings raises `version`, one to the image blocklist raises
 * `images_version` (triggers, migrations 0016 and 0017), and each worker rebuilds the matcher whose
 * version moved: a new word does not make 50,000 blocklisted images be read again.
 */
export const screeningConfig = pgTable('screening_config', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  imagesVersion: bigint('images_version', { mode: 'number' }).notNull().default(1),
  detectors: jsonb('detectors').$type<Record<string, string>>().notNull(),
  urlAllowList: jsonb('url_allow_list').$type<string[]>().notNull(),
  /** The starter lexicon was put in once; operators may delete from it afterwards. */
  starterLoaded: boolean('starter_loaded').notNull().default(false),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** 图片黑库: perceptual hashes (64-bit pHash) of images operators rejected. */
export const imageBlocklist = pgTable(
  'image_blocklist',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    imageUrl: text('image_url').notNull(),
    category: varchar('category', { length: 8 }).notNull(),
    sourceType: varchar('source_type', { length: 8 }),
    sourceId: bigint('source_id', { mode: 'number' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('image_blocklist_hash_idx').on(t.hash), index('image_blocklist_created_idx').on(t.createdAt, t.id)],
);

/** The perceptual hash of every image URL the worker has read (or why it could not): images are fetched once. */
export const imageHashes = pgTable('image_hashes', {
  url: text('url').primaryKey(),
  hash: bigint('hash', { mode: 'bigint' }),
  error: text('error'),
  fetchedAt: tstz('fetched_at').notNull().defaultNow(),
});

/** Items screened per Shanghai day and verdict: 机审统计. */
export const screeningDaily = pgTable(
  'screening_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    verdict: varchar('verdict', { length: 8 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.verdict] })],
);

/** Reasons per Shanghai day, kind, category and word (the detected text for detectors): the top lists of 机审统计. */
export const screeningDailyHits = pgTable(
  'screening_daily_hits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    category: varchar('category', { length: 8 }).notNull(),
    word: varchar('word', { length: 128 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.category, t.word] })],
);

