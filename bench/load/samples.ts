import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import type { Samples } from './scenarios.ts';

const ids = async (db: Database, query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db, query)).map((row) => Number(row.id));

/** Real ids to cycle through: random users, users with posts, posts with comments. */
export async function loadSamples(db: Database): Promise<Samples> {
  return {
    userIds: await ids(db, sql`select id from users tablesample system (1) limit 500`),
    activeUserIds: await ids(db, sql`select user_id as id from posts tablesample system (1) where deleted_at is null limit 500`),
    postIdsWithComments: await ids(db, sql`select id from posts tablesample system (1) where comment_count > 0 and deleted_at is null limit 500`),
    nicknameWords: ['快乐', '星星', '咖啡', '旅人', '程序员', '小猫', '勇敢的鲸鱼', '12'],
    cities: ['杭州市', '北京市', '广东省', '成都市', '西安市'],
    now: Date.now(),
  };
}
