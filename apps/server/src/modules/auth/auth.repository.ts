import type { PendingAction, Role } from '@ops/contracts/permissions';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operators, sessions } from '../../db/schema/operators.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(executor: Executor, username: string): Promise<OperatorRow | undefined> {
  const [row] = await executor.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row;
}

export async function findOperatorById(executor: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await executor.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function countOperators(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(operators);
  return row?.n ?? 0;
}

export async function insertOperator(
  executor: Executor,
  values: { username: string; displayName: string; passwordHash: string; role: Role; mustChangePassword?: boolean },
): Promise<OperatorRow> {
  const [row] = await executor.insert(operators).values(values).returning();
  if (!row) throw new Error('operator insert returned no row');
  return row;
}

export async function updateOperatorPassword(executor: Executor, id: number, passwordHash: string): Promise<void> {
  await executor.update(operators).set({ passwordHash }).where(eq(operators.id, id));
}

/**
 * Sets a new hash only while the old one is still in place: of two concurrent changes, one wins. The
 * operator chose it, so a change an administrator required is done.
 */
export async function replaceOperatorPassword(executor: Executor, id: number, oldHash: string, newHash: string): Promise<boolean> {
  const rows = await executor
    .update(operators)
    .set({ passwordHash: newHash, mustChangePassword: false })
    .where(and(eq(operators.id, id), eq(operators.passwordHash, oldHash)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/**
 * The same password under today's hash settings (issue 18), set at a successful login only while the
 * stored hash is still the one checked: a password changed meanwhile is never overwritten.
 */
export async function upgradePasswordHash(executor: Executor, id: number, checkedHash: string, newHash: string): Promise<void> {
  await executor
    .update(operators)
    .set({ passwordHash: newHash })
    .where(and(eq(operators.id, id), eq(operators.passwordHash, checkedHash)));
}

export async function insertSession(
  executor: Executor,
  values: { id: string; operatorId: number; expiresAt: Date; ip: string; userAgent: string },
): Promise<void> {
  await executor.insert(sessions).values(values);
}

export interface SessionRow {
  id: string;
  operatorId: number;
  username: string;
  displayName: string;
  role: Role;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** A live session with what its operator must do before anything else (issue 14). */
export interface ActiveSession extends SessionRow {
  pendingAction: PendingAction | null;
}

/** A session that is neither revoked, past its absolute expiry, nor idle too long, with its (enabled) operator. */
export async function findActiveSession(executor: Executor, id: string, idleMs: number): Promise<SessionRow | undefined> {
  const [row] = await executor
    .select({
      id: sessions.id,
      operatorId: sessions.operatorId,
      username: operators.username,
      displayName: operators.displayName,
      role: sql<Role>`${operators.role}`,
      mustChangePassword: operators.mustChangePassword,
      twoFactorEnabled: sql<boolean>`${operators.totpSecret} is not null`,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(operators, eq(operators.id, sessions.operatorId))
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.revokedAt),
        isNull(operators.disabledAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${idleMs / 1000})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Moves the session's last activity (at most once a minute per session). Its commit does not wait for the WAL
 * flush: the time is soft state (a crash losing it can only end the session sooner), and the request that
 * happens to touch its session (a claim, say) should not wait for the disk.
 */
export async function touchSession(executor: Executor, id: string): Promise<void> {
  await executor.execute(sql`
    with flush as (select set_config('synchronous_commit', 'off', true))
    update ${sessions} set last_seen_at = now() from flush where ${sessions.id} = ${id}`);
}

export async function revokeSession(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the operator except `keepId`; answers how many. */
export async function revokeOtherSessions(executor: Executor, operatorId: number, keepId: string): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.operatorId, operatorId), ne(sessions.id, keepId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every live session of the operator; answers how many. */
export async function revokeAllSessions(executor: Executor, operatorId: number): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.operatorId, operatorId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function recordLastLogin(executor: Executor, operatorId: number, ip: string): Promise<void> {
  await executor.update(operators).set({ lastLoginAt: sql`now()`, lastLoginIp: ip.slice(0, 64) }).where(eq(operators.id, operatorId));
}

/** The operator's live sessions, most recently active first. */
export async function listLiveSessions(executor: Executor, operatorId: number, idleMs: number) {
  return executor
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.operatorId, operatorId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${idleMs / 1000})`,
      ),
    )
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}
