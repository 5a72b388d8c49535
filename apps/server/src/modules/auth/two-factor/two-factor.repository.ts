import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../../db/schema/operators.ts';

export async function setPendingSecret(executor: Executor, operatorId: number, secret: string): Promise<void> {
  await executor.update(operators).set({ totpPendingSecret: secret }).where(eq(operators.id, operatorId));
}

/** Turns the pending secret on, with the step of the code that confirmed it; false if it changed meanwhile or 2FA is already on. */
export async function activateSecret(executor: Executor, operatorId: number, secret: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(operators.id, operatorId), eq(operators.totpPendingSecret, secret), isNull(operators.totpSecret)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(executor: Executor, operatorId: number, hashes: readonly string[]): Promise<void> {
  await executor.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await executor.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Turns two-factor login off and forgets its codes; false if it was not on. */
export async function clearTwoFactor(executor: Executor, operatorId: number): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(and(eq(operators.id, operatorId), sql`${operators.totpSecret} is not null`))
    .returning({ id: operators.id });
  await executor.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one moves the mark, in
 * one guarded statement, so a replayed code (even two requests at once) is refused.
 */
export async function consumeStep(executor: Executor, operatorId: number, secret: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        eq(operators.totpSecret, secret),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Marks an unused recovery code used; false if there is no such code or it was used before. */
export async function consumeRecoveryCode(executor: Executor, operatorId: number, codeHash: string): Promise<boolean> {
  const rows = await executor
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)),
    )
    .returning({ operatorId: operatorRecoveryCodes.operatorId });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(executor: Executor, operatorId: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
