import type { Role } from '@ops/contracts/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { operators, sessions } from '../../db/schema/operators.ts';

export interface OperatorAccountRow {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  disabledAt: Date | null;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  lastLoginAt: Date | null;
  lastLoginIp: string;
  createdAt: Date;
  activeSessions: number;
}

const accountColumns = {
  id: operators.id,
  username: operators.username,
  displayName: operators.displayName,
  role: sql<Role>`${operators.role}`,
  disabledAt: operators.disabledAt,
  twoFactorEnabled: sql<boolean>`${operators.totpSecret} is not null`,
  mustChangePassword: operators.mustChangePassword,
  lastLoginAt: operators.lastLoginAt,
  lastLoginIp: operators.lastLoginIp,
  createdAt: operators.createdAt,
  // Qualified by hand: drizzle writes a bare "id", which inside the subquery would be the session's.
  activeSessions: sql<number>`(select count(*)::int from ${sessions} s where s.operator_id = "operators"."id" and s.revoked_at is null and s.expires_at > now())`,
};

/** Every operator, oldest account first (a team has tens, not thousands). */
export async function listOperatorAccounts(executor: Executor): Promise<OperatorAccountRow[]> {
  return executor.select(accountColumns).from(operators).orderBy(operators.id);
}

export async function findOperatorAccount(executor: Executor, id: number): Promise<OperatorAccountRow | undefined> {
  const [row] = await executor.select(accountColumns).from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * Locks the target operator and every active admin, in id order (no deadlock between two admins
 * acting at once), and answers how many active admins there are: of two changes that would each leave
 * one admin, the second sees the first's result.
 */
export async function lockForAccountChange(executor: Executor, id: number): Promise<{ target: { role: Role; disabled: boolean } | undefined; activeAdmins: number }> {
  const rows = await queryRows<{ id: number; role: Role; disabled: boolean }>(
    executor,
    sql`select id, role, disabled_at is not null as disabled from ${operators}
        where id = ${id} or (role = 'admin' and disabled_at is null)
        order by id for update`,
  );
  const target = rows.find((row) => Number(row.id) === id);
  return {
    target: target ? { role: target.role, disabled: target.disabled } : undefined,
    activeAdmins: rows.filter((row) => row.role === 'admin' && !row.disabled).length,
  };
}

export async function setRole(executor: Executor, id: number, role: Role): Promise<void> {
  await executor.update(operators).set({ role }).where(eq(operators.id, id));
}

/** Guarded: false when the operator was already in that state. */
export async function setDisabled(executor: Executor, id: number, disabled: boolean): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(and(eq(operators.id, id), disabled ? isNull(operators.disabledAt) : sql`${operators.disabledAt} is not null`))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** An administrator chose this password: the operator must set their own at next login. */
export async function setTemporaryPassword(executor: Executor, id: number, passwordHash: string): Promise<void> {
  await executor.update(operators).set({ passwordHash, mustChangePassword: true }).where(eq(operators.id, id));
}
