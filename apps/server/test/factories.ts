import type { Role } from '@ops/contracts/permissions';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';
import { comments, posts, reports, videos } from '../src/db/schema/content.ts';
import { operationLogs } from '../src/db/schema/operators.ts';
import { loginLogs, users } from '../src/db/schema/users.ts';
import { insertOperator } from '../src/modules/auth/auth.repository.ts';
import { hashPassword } from '../src/modules/auth/password.ts';

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
  id: string | number;
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

/** An outbox row as the database holds it (issue 12), `seq` as a number. */
export interface OutboxRowInDb {
  seq: number;
  event_id: string;
  type: string;
  subject_type: string;
  subject_id: number;
  operator_name: string;
  occurred_at: Date | string;
  data: Record<string, unknown> & { operator: { id: number | null; name: string } };
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  attempts: number;
}

/** Every decision event in sequence (commit) order. */
export async function outboxRows(db: Database): Promise<OutboxRowInDb[]> {
  const rows = await queryRows<OutboxRowInDb & { seq: string; subject_id: string }>(db, sql`select * from outbox_events order by seq`);
  return rows.map((row) => ({ ...row, seq: Number(row.seq), subject_id: Number(row.subject_id) }));
}

/** A security event as the database holds it (issue 18). */
export interface SecurityEventInDb {
  kind: string;
  name: string;
  operator_id: number | null;
  ip: string;
  detail: string;
}

/** Security events of one kind (or all), oldest first. */
export async function securityEventRows(db: Database, kind?: string): Promise<SecurityEventInDb[]> {
  const rows = await queryRows<SecurityEventInDb & { operator_id: string | null }>(
    db,
    sql`select kind, name, operator_id::text as operator_id, ip, detail from security_events ${kind ? sql`where kind = ${kind}` : sql``} order by id`,
  );
  return rows.map((row) => ({ ...row, operator_id: row.operator_id === null ? null : Number(row.operator_id) }));
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

type NewPost = typeof posts.$inferInsert;
type NewVideo = typeof videos.$inferInsert;

/** Inserts one post (dynamic) by `userId`, awaiting manual review unless overridden. */
export async function buildPost(db: Database, userId: number, overrides: Partial<NewPost> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(posts)
    .values({ userId, text: `测试动态${sequence}`, medias: ['/media/img/post/1.svg'], state: 3, createdAt: new Date('2026-10-01T08:00:00Z'), ...overrides })
    .returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

/** Inserts one video by `userId`, awaiting manual review unless overridden. */
export async function buildVideo(db: Database, userId: number, overrides: Partial<NewVideo> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      text: `测试视频${sequence}`,
      picUrl: `/media/img/cover/${sequence}.svg`,
      videoUrl: '/media/videos/clip-1.mp4',
      durationSeconds: 6,
      state: 3,
      createdAt: new Date('2026-10-01T08:00:00Z'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('video insert returned no row');
  return row;
}

export async function buildComment(db: Database, postId: number, userId: number, overrides: Partial<typeof comments.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db.insert(comments).values({ postId, userId, content: `测试评论${sequence}`, ...overrides }).returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

/** Inserts one report against a post; the post's report_count is the caller's to set. */
export async function buildReport(db: Database, postId: number, reporterId: number, reason: string) {
  await db.insert(reports).values({ postId, reporterId, reason });
}

export type ReviewTargetName = 'post' | 'video';

/** Pass, reject and revoke paths per target (spec 7; the video revoke path is ours). */
export const REVIEW_PATHS: Record<ReviewTargetName, Record<'pass' | 'reject' | 'revoke', string>> = {
  post: { pass: '/manage/messages/pass', reject: '/manage/messages/reject', revoke: '/manage/messages/revocation' },
  video: { pass: '/video/pass', reject: '/video/reject', revoke: '/video/revocation' },
};

export async function reviewStateOf(db: Database, target: ReviewTargetName, id: number): Promise<number | undefined> {
  const table = target === 'post' ? posts : videos;
  const [row] = await queryRows<{ state: number }>(db, sql`select state::int as state from ${table} where id = ${id}`);
  return row?.state;
}

/** Operation-log rows about the given items of one target type. */
export async function logRowsFor(db: Database, target: ReviewTargetName, ids: readonly number[]): Promise<LogRow[]> {
  const wanted = new Set(ids.map(String));
  return (await operationLogRows(db)).filter((row) => row.target_type === target && row.target_id !== null && wanted.has(row.target_id));
}

/** A second console operator with its own password (for "who did it" tests). */
export async function buildOperator(db: Database, username: string, password: string, role: Role = 'admin') {
  const passwordHash = await hashPassword(password);
  return insertOperator(db, { username, displayName: username, passwordHash, role });
}
