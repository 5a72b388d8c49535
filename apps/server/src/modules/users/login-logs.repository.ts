import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginLogs } from '../../db/schema/users.ts';

export async function listLoginLogs(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number; order: 'ascending' | 'descending' },
) {
  const direction = page.order === 'ascending' ? sql`asc` : sql`desc`;
  const rows = await executor
    .select({ id: loginLogs.id, logTime: loginLogs.loggedAt, place: loginLogs.place, equipment: loginLogs.equipment, ip: loginLogs.ip })
    .from(loginLogs)
    .where(eq(loginLogs.userId, userId))
    .orderBy(sql`${loginLogs.loggedAt} ${direction}`, sql`${loginLogs.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(loginLogs).where(eq(loginLogs.userId, userId));
  return { rows, total: count?.n ?? 0 };
}
