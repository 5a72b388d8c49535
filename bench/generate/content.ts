import type pg from 'pg';
import { type BenchPlan, POST_ID_BASE, textArray, USER_ID_BASE, VIDEO_ID_BASE } from './sql-helpers.ts';

export const TEXTS = [
  '今天天气真好，出去走走 🌞', '分享一首最近单曲循环的歌', '周末和朋友去爬山了，风景绝美', '新学的菜，家人都说好吃',
  '加班到深夜，给自己打打气', '猫咪又在键盘上睡着了', '第一次尝试拍延时摄影', '读完了一本好书，推荐给大家',
  '城市的夜景也很温柔', '跑步打卡第 100 天！', '有没有人一起去看展？', '雨天适合窝在家里看电影',
];

/**
 * Review states as the demo spreads them (mostly machine-passed, a manual queue, some rejections): a 100-slot table.
 * No state 1: the bench server screens every item waiting for the machine when it starts.
 */
const STATE_WEIGHTS: [number, number][] = [[2, 58], [5, 25], [3, 8], [4, 5], [6, 4]];
const STATE_SLOTS = `array[${STATE_WEIGHTS.flatMap(([state, weight]) => Array<number>(weight).fill(state)).join(',')}]::smallint[]`;
const STATE_SQL = (k: string, salt: number) => `(${STATE_SLOTS})[1 + pg_temp.rint(${k}, ${salt}, 100)]`;

/**
 * Posts with 0–9 images, videos, their comments (as many as each item's comment_count) and reports
 * (as many as report_count), so every counter agrees with the rows.
 */
export async function generatePosts(client: pg.Client, plan: BenchPlan): Promise<void> {
  await client.query(`
    create temp table media_lists as
    select k, coalesce((select jsonb_agg('/media/img/post/' || ((k * 37 + i) % 5000) || '.svg') from generate_series(1, k % 10) i), '[]'::jsonb) as medias
    from generate_series(0, 499) k`);
  await client.query(`
    insert into posts (id, user_id, text, medias, state, top_state, like_count, comment_count, forward_count, report_count,
                       created_at, reviewed_at, deleted_at)
    select ${POST_ID_BASE} + g, ${USER_ID_BASE} + 1 + pg_temp.rint(g, 41, pg_temp.users_by(t)),
           (${textArray(TEXTS)})[1 + pg_temp.rint(g, 42, ${TEXTS.length})] || ' #' || g,
           m.medias, ${STATE_SQL('g', 43)}, case when pg_temp.rint(g, 44, 200) = 0 then 2 else 1 end,
           pg_temp.rint(g, 45, 300), pg_temp.rint(g, 46, 4), pg_temp.rint(g, 47, 50),
           case when pg_temp.rint(g, 48, 50) = 0 then 1 + pg_temp.rint(g, 49, 5) else 0 end,
           t, t + interval '10 minutes', case when pg_temp.rint(g, 50, 100) = 0 then t + interval '1 day' end
    from generate_series(1, ${plan.posts}::bigint) g
    cross join lateral (select pg_temp.window_time(g, 40) as t) x
    join media_lists m on m.k = pg_temp.rint(g, 51, 500)`);
  await client.query(`select setval(pg_get_serial_sequence('posts', 'id'), ${POST_ID_BASE + plan.posts})`);
}

export async function generateVideos(client: pg.Client, plan: BenchPlan): Promise<void> {
  await client.query(`
    insert into videos (id, user_id, text, pic_url, video_url, duration_seconds, state, like_count, comment_count, forward_count,
                        report_count, created_at, reviewed_at)
    select ${VIDEO_ID_BASE} + g, ${USER_ID_BASE} + 1 + pg_temp.rint(g, 61, pg_temp.users_by(t)),
           (${textArray(TEXTS)})[1 + pg_temp.rint(g, 62, ${TEXTS.length})], '/media/img/cover/' || (g % 5000) || '.svg',
           '/media/videos/clip-' || (1 + g % 4) || '.mp4', 4 + g % 3, ${STATE_SQL('g', 63)},
           pg_temp.rint(g, 64, 500), pg_temp.rint(g, 65, 6), pg_temp.rint(g, 66, 80),
           case when pg_temp.rint(g, 67, 40) = 0 then 1 + pg_temp.rint(g, 68, 4) else 0 end, t, t + interval '10 minutes'
    from generate_series(1, ${plan.videos}::bigint) g cross join lateral (select pg_temp.window_time(g, 60) as t) x`);
  await client.query(`select setval(pg_get_serial_sequence('videos', 'id'), ${VIDEO_ID_BASE + plan.videos})`);
}

export async function generateComments(client: pg.Client, plan: BenchPlan): Promise<void> {
  for (const [table, key] of [['posts', 'post_id'], ['videos', 'video_id']] as const) {
    await client.query(`
      insert into comments (${key}, user_id, content, created_at)
      select p.id, ${USER_ID_BASE} + 1 + pg_temp.rint(p.id * 10 + k, 71, ${plan.users}), '说得太好了，赞同！第 ' || k || ' 楼',
             p.created_at + k * interval '7 minutes'
      from ${table} p cross join lateral generate_series(1, p.comment_count) k`);
  }
}

export async function generateReports(client: pg.Client, plan: BenchPlan): Promise<void> {
  for (const [table, key] of [['posts', 'post_id'], ['videos', 'video_id']] as const) {
    await client.query(`
      insert into reports (${key}, reporter_id, reason, created_at)
      select p.id, ${USER_ID_BASE} + 1 + pg_temp.rint(p.id * 10 + k, 81, ${plan.users}),
             (array['色情低俗','广告骚扰','人身攻击','虚假信息'])[1 + (p.id + k) % 4], p.created_at + k * interval '1 hour'
      from ${table} p cross join lateral generate_series(1, p.report_count) k where p.report_count > 0`);
  }
}
