import type pg from 'pg';
import { type BenchPlan, textArray, USER_ID_BASE } from './sql-helpers.ts';

export const PREFIXES = ['快乐的', '安静的', '追风的', '爱笑的', '努力的', '温柔的', '勇敢的', '自由的', '迷糊的', '认真的', '小小', '大大'];
export const NOUNS = ['小猫', '星星', '旅人', '少年', '月亮', '橙子', '鲸鱼', '咖啡', '向日葵', '吉他手', '程序员', '摄影师', '画家', '跑者'];
export const PLACES: [string, string][] = [
  ['北京市', '北京市'], ['上海市', '上海市'], ['广东省', '广州市'], ['广东省', '深圳市'], ['浙江省', '杭州市'], ['浙江省', '宁波市'],
  ['江苏省', '南京市'], ['江苏省', '苏州市'], ['四川省', '成都市'], ['湖北省', '武汉市'], ['陕西省', '西安市'], ['重庆市', '重庆市'],
  ['天津市', '天津市'], ['湖南省', '长沙市'], ['河南省', '郑州市'], ['山东省', '青岛市'], ['福建省', '厦门市'], ['云南省', '昆明市'],
];
export const JOBS = ['设计师', '教师', '工程师', '医生', '学生', '销售', '自由职业', '厨师', '律师', '产品经理'];

/** 1M users registering in id order over three years; 1% frozen now (with their freeze rows). */
export async function generateUsers(client: pg.Client, plan: BenchPlan): Promise<void> {
  const provinces = textArray(PLACES.map(([p]) => p));
  const cities = textArray(PLACES.map(([, c]) => c));
  await client.query(`
    insert into users (id, mobile, nickname, sex, age, income, occupation, personal_signature, count_be_liked, count_liked,
                       count_matching, province, city, last_login_location, logo, tags, created_at, last_active_at, frozen_until)
    select u, '13' || lpad((u * 7919 % 1000000000)::text, 9, '0'),
           (${textArray(PREFIXES)})[1 + pg_temp.rint(u, 11, ${PREFIXES.length})] || (${textArray(NOUNS)})[1 + pg_temp.rint(u, 12, ${NOUNS.length})] || (u % 10000),
           pg_temp.user_sex(u), 18 + pg_temp.rint(u, 13, 40), 3000 + pg_temp.rint(u, 14, 30) * 1000,
           (${textArray(JOBS)})[1 + pg_temp.rint(u, 15, ${JOBS.length})], '生活不止眼前的苟且',
           pg_temp.rint(u, 16, 5000), pg_temp.rint(u, 17, 3000), pg_temp.rint(u, 18, 200),
           (${provinces})[1 + pg_temp.rint(u, 19, ${PLACES.length})], (${cities})[1 + pg_temp.rint(u, 19, ${PLACES.length})],
           (${cities})[1 + pg_temp.rint(u, 20, ${PLACES.length})], '/media/img/avatar/' || (u % 5000) || '.svg', '旅行,摄影,美食',
           pg_temp.user_created(u),
           greatest(pg_temp.user_created(u), pg_temp.window_time(u, 21)),
           case when pg_temp.rint(u, 22, 100) = 0 then now() + interval '3 days' end
    from generate_series(${USER_ID_BASE + 1}::bigint, ${USER_ID_BASE + plan.users}::bigint) u`);
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), ${USER_ID_BASE + plan.users})`);
  await client.query(`
    insert into user_freezes (user_id, freezing_time, freezing_range, reason, remarks, created_at, expires_at)
    select id, '1', '1', '1', '批量测试冻结', now(), frozen_until from users where frozen_until is not null`);
}

/** Login records: users log in at random moments of the year after registering. */
export async function generateLoginLogs(client: pg.Client, plan: BenchPlan): Promise<void> {
  await client.query(`
    insert into login_logs (user_id, logged_at, place, equipment, ip)
    select ${USER_ID_BASE} + 1 + pg_temp.rint(g, 31, pg_temp.users_by(t)), t, '杭州市', 'iPhone 15 · iOS 18', '36.12.' || (g % 255) || '.' || (g % 251)
    from generate_series(1, ${plan.loginLogs}::bigint) g, lateral (select pg_temp.window_time(g, 32) as t) x`);
}
