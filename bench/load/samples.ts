import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import type { Samples } from './scenarios.ts';

const ids = async (db: Database, query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db, query)).map((row) => Number(row.id));

/** Real ids to cycle through: random users, users with posts, posts with comments, deep page anchors. */
export async function loadSamples(db: Database): Promise<Samples> {
  return {
    userIds: await ids(db, sql`select id from users tablesample system (1) limit 500`),
    activeUserIds: await ids(db, sql`select user_id as id from posts tablesample system (1) where deleted_at is null limit 500`),
    postIdsWithComments: await ids(db, sql`select id from posts tablesample system (1) where comment_count > 0 and deleted_at is null limit 500`),
    // The last id of pages 10,000 … 10,499 (20 rows a page, newest first): where 下一页 continues from.
    deepPageAnchors: (await ids(db, sql`select id from users order by id desc offset 199999 limit 10000`)).filter((_, i) => i % 20 === 0),
    nicknameWords: ['快乐', '星星', '咖啡', '旅人', '程序员', '小猫', '勇敢的鲸鱼', '12'],
    cities: ['杭州市', '北京市', '广东省', '成都市', '西安市'],
    now: Date.now(),
  };
}
