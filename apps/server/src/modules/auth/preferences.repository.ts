import { eq, sql } from 'drizzle-orm';
import type { OperatorPreferences } from '@ops/contracts/preferences';
import type { Executor } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';

export async function readPreferences(executor: Executor, operatorId: number): Promise<unknown> {
  const [row] = await executor.select({ preferences: operators.preferences }).from(operators).where(eq(operators.id, operatorId));
  return row?.preferences ?? {};
}

/** Merges `change` into the stored preferences in one statement (two tabs changing different keys both win). */
export async function mergePreferences(executor: Executor, operatorId: number, change: OperatorPreferences): Promise<unknown> {
  const [row] = await executor
    .update(operators)
    .set({ preferences: sql`${operators.preferences} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(operators.id, operatorId))
    .returning({ preferences: operators.preferences });
  return row?.preferences ?? {};
}
