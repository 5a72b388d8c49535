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

/** Real ids to cycle through: random users, users with posts, posts with comments, deep page anchors. */
export async function loadSamples(db: Database): Promise<Samples> {
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  const deepPage = deepPageFor(counted?.n ?? 0);
  return {
    deepPage,
    userIds: await ids(db, sql`select id from users tablesample system (1) limit 500`),
    activeUserIds: await ids(db, sql`select user_id as id from posts tablesample system (1) where deleted_at is null limit 500`),
    postIdsWithComments: await ids(db, sql`select id from posts tablesample system (1) where comment_count > 0 and deleted_at is null limit 500`),
    // The last id of pages deepPage … deepPage + 499 (20 rows a page, newest first): where 下一页 continues from.
    deepPageAnchors: (
      await ids(db, sql`select id from users order by id desc offset ${deepPage * USER_PAGE_SIZE - 1} limit ${500 * USER_PAGE_SIZE}`)
    ).filter((_, i) => i % USER_PAGE_SIZE === 0),
    nicknameWords: ['快乐', '星星', '咖啡', '旅人', '程序员', '小猫', '勇敢的鲸鱼', '12'],
    cities: ['杭州市', '北京市', '广东省', '成都市', '西安市'],
    now: Date.now(),
  };
}
