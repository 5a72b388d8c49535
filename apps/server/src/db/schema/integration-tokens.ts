import { sql } from 'drizzle-orm';
import { bigserial, char, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * Issue 18: the app backend's named tokens for `/ingest/*`. Only the SHA-256 of each token is stored
 * (a token is 256 random bits, so no slow hash is needed) with its first characters for display.
 * A rotation replaces the hash; a revocation stamps `revoked_at`.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    lastUsedAt: tstz('last_used_at'),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('integration_tokens_hash_idx').on(t.tokenHash),
    // One live token per name; a revoked one's name may be used again.
    uniqueIndex('integration_tokens_live_name_idx').on(t.name).where(sql`${t.revokedAt} is null`),
    index('integration_tokens_created_idx').on(t.createdAt),
  ],
);
