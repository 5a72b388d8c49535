import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';
import { userFreezes } from '../../db/schema/users.ts';

const thawOperators = alias(operators, 'thaw_operators');

const freezeStatusSql = sql<'active' | 'expired' | 'thawed'>`case
  when ${userFreezes.thawedAt} is not null then 'thawed'
  when ${userFreezes.expiresAt} is not null and ${userFreezes.expiresAt} <= now() then 'expired'
  else 'active' end`;

const activeSql = and(isNull(userFreezes.thawedAt), or(isNull(userFreezes.expiresAt), sql`${userFreezes.expiresAt} > now()`));

function selectFreezes(executor: Executor) {
  return executor
    .select({
      id: userFreezes.id,
      userId: userFreezes.userId,
      freezingTime: userFreezes.freezingTime,
      freezingRange: userFreezes.freezingRange,
      reason: userFreezes.reason,
      remarks: userFreezes.remarks,
      createdAt: userFreezes.createdAt,
      expiresAt: userFreezes.expiresAt,
      operatorName: operators.username,
      status: freezeStatusSql,
      thawedAt: userFreezes.thawedAt,
      thawOperatorName: thawOperators.username,
      thawReason: userFreezes.thawReason,
      thawRemarks: userFreezes.thawRemarks,
    })
    .from(userFreezes)
    .leftJoin(operators, eq(operators.id, userFreezes.operatorId))
    .leftJoin(thawOperators, eq(thawOperators.id, userFreezes.thawOperatorId));
}

export type FreezeRow = Awaited<ReturnType<typeof listFreezes>>['rows'][number];

export async function listFreezes(executor: Executor, userId: number, limit: number, offset: number, order: 'ascending' | 'descending') {
  const direction = order === 'ascending' ? sql`asc` : sql`desc`;
  const rows = await selectFreezes(executor)
    .where(eq(userFreezes.userId, userId))
    .orderBy(sql`${userFreezes.createdAt} ${direction}`, sql`${userFreezes.id} ${direction}`)
    .limit(limit)
    .offset(offset);
  const [count] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(userFreezes)
    .where(eq(userFreezes.userId, userId));
  return { rows, total: count?.n ?? 0 };
}

async function findOne(executor: Executor, where: SQL | undefined) {
  const [row] = await selectFreezes(executor).where(where).orderBy(desc(userFreezes.createdAt), desc(userFreezes.id)).limit(1);
  return row;
}

export function findActiveFreeze(executor: Executor, userId: number) {
  return findOne(executor, and(eq(userFreezes.userId, userId), activeSql));
}

export function findFreeze(executor: Executor, id: number) {
  return findOne(executor, eq(userFreezes.id, id));
}

export async function insertFreeze(
  executor: Executor,
  values: { userId: number; freezingTime: string; freezingRange: string; reason: string; remarks: string; days: number | null; operatorId: number | null },
): Promise<number> {
  const expiresAt = values.days === null ? null : sql`now() + make_interval(days => ${values.days})`;
  const [row] = await executor
    .insert(userFreezes)
    .values({
      userId: values.userId,
      freezingTime: values.freezingTime,
      freezingRange: values.freezingRange,
      reason: values.reason,
      remarks: values.remarks,
      expiresAt,
      operatorId: values.operatorId,
    })
    .returning({ id: userFreezes.id });
  if (!row) throw new Error('freeze insert returned no row');
  return row.id;
}

/** Closes the user's active freezes with the thaw details; returns the closed ids. */
export async function thawActiveFreezes(
  executor: Executor,
  userId: number,
  values: { operatorId: number | null; reason: string; remarks: string },
): Promise<number[]> {
  const rows = await executor
    .update(userFreezes)
    .set({ thawedAt: sql`now()`, thawOperatorId: values.operatorId, thawReason: values.reason, thawRemarks: values.remarks })
    .where(and(eq(userFreezes.userId, userId), activeSql))
    .returning({ id: userFreezes.id });
  return rows.map((row) => row.id);
}
