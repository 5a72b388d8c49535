import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';
import { operationLogs } from '../src/db/schema/operators.ts';
import { loginLogs, users } from '../src/db/schema/users.ts';

type NewUser = typeof users.$inferInsert;
let sequence = 0;

/** Inserts one app user; every field can be overridden. */
export async function buildUser(db: Database, overrides: Partial<NewUser> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      mobile: `138${String(10_000_000 + sequence).slice(-8)}`,
      nickname: `测试用户${sequence}`,
      sex: 1,
      age: 25,
      income: 8000,
      occupation: '设计师',
      personalSignature: '热爱生活',
      province: '浙江省',
      city: '杭州市',
      lastLoginLocation: '杭州市',
      logo: null,
      tags: '旅行,摄影',
      createdAt: new Date('2026-01-01T08:00:00Z'),
      lastActiveAt: new Date('2026-11-01T08:00:00Z'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function buildLoginLog(db: Database, userId: number, loggedAt: Date, place = '杭州市') {
  await db.insert(loginLogs).values({ userId, loggedAt, place, equipment: 'iPhone 15 · iOS 18', ip: '36.12.8.9' });
}

export interface LogRow {
  action: string;
  operator_name: string;
  content: string;
  description: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
}

export function operationLogRows(db: Database, action?: string): Promise<LogRow[]> {
  const where = action ? sql`where action = ${action}` : sql``;
  return queryRows<LogRow>(db, sql`select * from ${operationLogs} ${where} order by id`);
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}
