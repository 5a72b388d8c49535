import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import type { Samples } from './scenarios.ts';

const ids = async (db: Database, query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db, query)).map((row) => Number(row.id));

/** Users per page of 用户列表 (the web app's default). */
const USER_PAGE_SIZE = 20;

/**
 * The deep page of 用户列表's paging scenarios: a fifth of the way through the list (page 10,000 of
 * 50,000 at full scale), so the scenario exists at every `--scale` (at 0.1 there is no page 10,001).
 */
export function deepPageFor(userCount: number): number {
  return Math.max(1, Math.floor(userCount / USER_PAGE_SIZE / 5));
}

/** Pages a paged scenario cycles through: the first 20, or as many full pages as the list holds at a small scale. */
export const LIST_PAGES = 20;
export const fullPages = (rows: number, pageSize: number, most = LIST_PAGES): number => Math.max(1, Math.min(most, Math.floor(rows / pageSize)));

const count = async (db: Database, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;

/** The nickname scenario's terms: six common dictionary words, a number and a rare five-character name. */
const NICKNAME_WORDS = ['快乐', '星星', '咖啡', '旅人', '程序员', '小猫', '勇敢的鲸鱼', '12'];
/** Pages of each term the nickname scenario cycles through (at most five: an operator searching rarely goes further). */
const NICKNAME_PAGES = 5;

/**
 * Real ids to cycle through (random users, authors of posts and of videos, users with login records and with
 * operation-log rows about them, posts with comments, deep page anchors), and how many full pages the lists
 * whose length depends on the scale hold, so that every scenario measures pages with rows at every `--scale`.
 */
export async function loadSamples(db: Database): Promise<Samples> {
  const deepPage = deepPageFor(await count(db, sql`select count(*)::int as n from users`));
  const now = Date.now();
  const nicknamePages: number[] = [];
  for (const word of NICKNAME_WORDS) {
    const matches = await count(db, sql`select count(*)::int as n from users where nickname ilike ${`%${word}%`}`);
    nicknamePages.push(fullPages(matches, USER_PAGE_SIZE, NICKNAME_PAGES));
  }
  const recentLogs = await count(
    db,
    sql`select count(*)::int as n from operation_logs where created_at between ${new Date(now - 7 * 86_400_000)} and ${new Date(now)}`,
  );
  return {
    deepPage,
    userIds: await ids(db, sql`select id from users tablesample system (1) limit 500`),
    activeUserIds: await ids(db, sql`select user_id as id from posts tablesample system (1) where deleted_at is null limit 500`),
    videoUserIds: await ids(db, sql`select user_id as id from videos tablesample system (5) where deleted_at is null limit 500`),
    loginUserIds: await ids(db, sql`select user_id as id from login_logs tablesample system (1) limit 500`),
    loggedUserIds: await ids(db, sql`select target_id as id from operation_logs tablesample system (5) where target_type = 'user' limit 500`),
    postIdsWithComments: await ids(db, sql`select id from posts tablesample system (1) where comment_count > 0 and deleted_at is null limit 500`),
    // The last id of pages deepPage … deepPage + 499 (20 rows a page, newest first): where 下一页 continues from.
    deepPageAnchors: (
      await ids(db, sql`select id from users order by id desc offset ${deepPage * USER_PAGE_SIZE - 1} limit ${500 * USER_PAGE_SIZE}`)
    ).filter((_, i) => i % USER_PAGE_SIZE === 0),
    nicknameWords: NICKNAME_WORDS,
    nicknamePages,
    frozenPages: fullPages(await count(db, sql`select count(*)::int as n from users where frozen_until > now()`), USER_PAGE_SIZE),
    recentLogPages: fullPages(recentLogs, 20),
    cities: ['杭州市', '北京市', '广东省', '成都市', '西安市'],
    now,
  };
}
