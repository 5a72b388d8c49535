import type { IntegrationScope, IntegrationTokenRow } from '@ops/contracts/integration-tokens';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { integrationTokens } from '../../db/schema/integration-tokens.ts';

type TokenRecord = typeof integrationTokens.$inferSelect;

const ms = (date: Date | null) => (date === null ? null : date.getTime());

export function toTokenRow(record: TokenRecord): IntegrationTokenRow {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scopes: record.scopes as IntegrationScope[],
    createdAt: record.createdAt.getTime(),
    createdBy: record.createdBy,
    lastUsedAt: ms(record.lastUsedAt),
    rotatedAt: ms(record.rotatedAt),
    revokedAt: ms(record.revokedAt),
  };
}

export async function insertToken(
  executor: Executor,
  values: { name: string; tokenHash: string; prefix: string; scopes: IntegrationScope[]; createdBy: string },
): Promise<TokenRecord> {
  const [row] = await executor.insert(integrationTokens).values(values).returning();
  if (!row) throw new Error('token insert returned no row');
  return row;
}

/** Live tokens first (newest first), then the revoked ones. */
export async function listTokens(executor: Executor): Promise<TokenRecord[]> {
  return executor
    .select()
    .from(integrationTokens)
    .orderBy(sql`${integrationTokens.revokedAt} is not null`, desc(integrationTokens.createdAt), desc(integrationTokens.id));
}

export async function findTokenById(executor: Executor, id: number): Promise<TokenRecord | null> {
  const [row] = await executor.select().from(integrationTokens).where(eq(integrationTokens.id, id));
  return row ?? null;
}

/** The live token with this hash: its id, name and scopes. */
export async function findLiveTokenByHash(executor: Executor, tokenHash: string): Promise<{ id: number; name: string; scopes: IntegrationScope[] } | null> {
  const [row] = await executor
    .select({ id: integrationTokens.id, name: integrationTokens.name, scopes: integrationTokens.scopes })
    .from(integrationTokens)
    .where(and(eq(integrationTokens.tokenHash, tokenHash), isNull(integrationTokens.revokedAt)));
  return row ? { ...row, scopes: row.scopes as IntegrationScope[] } : null;
}

/** A new secret for a live token (the old one stops working at once); null when it is revoked or unknown. */
export async function replaceTokenHash(executor: Executor, id: number, tokenHash: string, prefix: string): Promise<TokenRecord | null> {
  const [row] = await executor
    .update(integrationTokens)
    .set({ tokenHash, prefix, rotatedAt: sql`now()` })
    .where(and(eq(integrationTokens.id, id), isNull(integrationTokens.revokedAt)))
    .returning();
  return row ?? null;
}

/** Revokes a live token; null when it was already revoked or does not exist (of two revocations, one wins). */
export async function markTokenRevoked(executor: Executor, id: number): Promise<TokenRecord | null> {
  const [row] = await executor
    .update(integrationTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(integrationTokens.id, id), isNull(integrationTokens.revokedAt)))
    .returning();
  return row ?? null;
}

export async function touchToken(executor: Executor, id: number): Promise<void> {
  await executor.update(integrationTokens).set({ lastUsedAt: sql`now()` }).where(eq(integrationTokens.id, id));
}
