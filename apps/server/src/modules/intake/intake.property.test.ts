import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appComment, appLogin, appPost, appReport, appUser, appVideo, past, sendIntake } from '../../../test/intake-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Random sequences of what the app sends (new and changed users, posts and videos on several days,
 * late and repeated versions, comments, reports, logins) mixed with operators' decisions and
 * deletions: afterwards every counter the lists read equals a direct count of the rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface World {
  users: ReturnType<typeof appUser>[];
  posts: ReturnType<typeof appPost>[];
  videos: ReturnType<typeof appVideo>[];
  /** Posts an operator deleted: decisions on them answer 404 by design. */
  deleted: Set<number>;
}

const CITIES = ['杭州市', '宁波市', '北京市', '火星', ''];
const NAMES = ['小鹿', '小鹿乱撞', '鲸鱼', 'Lily酱', '阿杰_2020'];

type Step = (world: World, pick: (n: number) => number) => Promise<unknown>;

const STEPS: Record<string, Step> = {
  newUsers: async (world, pick) => {
    const users = Array.from({ length: 1 + pick(3) }, () => appUser({ sex: pick(3) as 0 | 1 | 2, city: CITIES[pick(CITIES.length)] ?? '', nickname: NAMES[pick(NAMES.length)] ?? '无名' }));
    world.users.push(...users);
    return sendIntake(t, 'users', users);
  },
  changeUser: async (world, pick) => {
    const user = world.users[pick(world.users.length)];
    if (!user) return;
    const changed = { ...user, sex: pick(3) as 0 | 1 | 2, city: CITIES[pick(CITIES.length)] ?? '', nickname: NAMES[pick(NAMES.length)] ?? '无名', updatedAt: user.updatedAt + 1 + pick(1000) };
    // Sometimes the older version arrives again afterwards: it must change nothing.
    await sendIntake(t, 'users', [changed]);
    if (pick(2) === 0) await sendIntake(t, 'users', [user]);
    world.users[world.users.indexOf(user)] = changed;
  },
  newPosts: async (world, pick) => {
    const author = world.users[pick(world.users.length)];
    if (!author) return;
    const posts = Array.from({ length: 1 + pick(4) }, () => appPost(author.id, { createDate: past(24 * pick(4) + 1) }));
    world.posts.push(...posts);
    return sendIntake(t, 'posts', [...posts, ...posts.slice(0, pick(2))]);
  },
  changePost: async (world, pick) => {
    const post = world.posts[pick(world.posts.length)];
    if (!post) return;
    const changed = { ...post, createDate: past(24 * pick(4) + 1), likeCount: pick(100), updatedAt: post.updatedAt + 1 };
    world.posts[world.posts.indexOf(post)] = changed;
    return sendIntake(t, 'posts', [changed]);
  },
  newVideos: async (world, pick) => {
    const author = world.users[pick(world.users.length)];
    if (!author) return;
    const videos = [appVideo(author.id, { createDate: past(24 * pick(4) + 1) })];
    world.videos.push(...videos);
    return sendIntake(t, 'videos', videos);
  },
  comments: async (world, pick) => {
    const post = world.posts[pick(world.posts.length)];
    const user = world.users[pick(world.users.length)];
    if (!post || !user) return;
    const comments = Array.from({ length: 1 + pick(3) }, () => appComment(post.id, user.id));
    return sendIntake(t, 'comments', [...comments, ...comments.slice(0, pick(2))]);
  },
  reports: async (world, pick) => {
    const user = world.users[pick(world.users.length)];
    const onVideo = pick(3) === 0 && world.videos.length > 0;
    const target = onVideo ? world.videos[pick(world.videos.length)] : world.posts[pick(world.posts.length)];
    if (!user || !target) return;
    return sendIntake(t, 'reports', [appReport(target.id, user.id, { targetType: onVideo ? 'video' : 'post' })]);
  },
  logins: async (world, pick) => {
    const user = world.users[pick(world.users.length)];
    if (!user) return;
    return sendIntake(t, 'logins', [appLogin(user.id, { logTime: past(pick(48)) })]);
  },
  decide: async (world, pick) => {
    const ids = world.posts.filter((post) => !world.deleted.has(post.id) && pick(3) === 0).map((post) => post.id);
    if (ids.length === 0) return;
    const path = [API.messagesPass, API.messagesReject, API.messagesRevoke][pick(3)] ?? API.messagesPass;
    return t.request({ method: 'POST', url: path, payload: ids });
  },
  decideVideo: async (world, pick) => {
    const video = world.videos[pick(world.videos.length)];
    if (!video) return;
    return t.request({ method: 'POST', url: pick(2) === 0 ? API.videosPass : API.videosReject, payload: [video.id] });
  },
  remove: async (world, pick) => {
    const post = world.posts[pick(world.posts.length)];
    if (!post) return;
    world.deleted.add(post.id);
    return t.request({ method: 'DELETE', url: API.messagesDelete, payload: [post.id] });
  },
};

/** Every counter compared with a direct count; answers the rows that disagree. */
function mismatches() {
  return queryRows<{ counter: string; key: string }>(
    t.db,
    sql`select 'content' as counter, concat_ws('/', d.kind, d.day, d.state, d.reported) as key
          from (select 1::smallint as kind, (created_at at time zone 'Asia/Shanghai')::date as day, state, report_count > 0 as reported, count(*) as n
                from posts where deleted_at is null group by 2, 3, 4
                union all
                select 2::smallint, (created_at at time zone 'Asia/Shanghai')::date, state, report_count > 0, count(*)
                from videos where deleted_at is null group by 2, 3, 4) d
          full join (select kind, day, state, reported, sum(n) as n from content_counts group by 1, 2, 3, 4) c using (kind, day, state, reported)
          where coalesce(d.n, 0) <> coalesce(c.n, 0)
        union all
        select 'content month', concat_ws('/', m.kind, m.month, m.state, m.reported)
          from (select kind, date_trunc('month', day)::date as month, state, reported, sum(n) as n from content_counts group by 1, 2, 3, 4) m
          full join (select kind, month, state, reported, sum(n) as n from content_month_counts group by 1, 2, 3, 4) c using (kind, month, state, reported)
          where coalesce(m.n, 0) <> coalesce(c.n, 0)
        union all
        select 'post reports', p.id::text from posts p where p.report_count <> (select count(*) from reports r where r.post_id = p.id)
        union all
        select 'video reports', v.id::text from videos v where v.report_count <> (select count(*) from reports r where r.video_id = v.id)
        union all
        select 'post comments', p.id::text from posts p where p.comment_count <> (select count(*) from comments c where c.post_id = p.id and c.deleted_at is null)
        union all
        select 'sex', coalesce(s.sex, c.sex)::text from (select case when sex in (1, 2) then sex else 0 end as sex, count(*) as n from users group by 1) s
          full join user_counts c using (sex) where coalesce(s.n, 0) <> coalesce(c.n, 0)
        union all
        select 'place', concat_ws('/', p.province, p.city) from (select province, city, count(*) as n from users group by 1, 2) p
          full join user_place_counts c using (province, city) where coalesce(p.n, 0) <> coalesce(c.n, 0)
        union all
        select 'gram', g.gram from (select g as gram, count(*) as n from users, unnest(nickname_counted_grams(nickname)) g group by 1) g
          full join nickname_gram_counts c using (gram) where coalesce(g.n, 0) <> coalesce(c.n, 0)
        union all
        select 'id block', b.block::text from (select id >> 10 as block, count(*) as n from users group by 1) b
          full join user_id_blocks c using (block) where coalesce(b.n, 0) <> coalesce(c.n, 0)`,
  );
}

async function listTotalsMatch(): Promise<void> {
  const direct = await queryRows<{ state: number; reported: boolean; n: number }>(
    t.db,
    sql`select state, report_count > 0 as reported, count(*)::int as n from posts where deleted_at is null group by 1, 2`,
  );
  const n = (state: number, reportedOnly = false) => direct.filter((row) => row.state === state && (!reportedOnly || row.reported)).reduce((sum, row) => sum + row.n, 0);
  for (const type of ['', '1']) {
    const answer = (await t.request({ method: 'GET', url: API.messages, query: { state: 'all', type } })).json();
    const reported = type === '1';
    const totals = Object.fromEntries(answer.totals.map((tab: { code: string; value: number }) => [tab.code, tab.value]));
    const every = [1, 2, 3, 4, 5, 6].reduce((sum, state) => sum + n(state, reported), 0);
    expect(totals).toEqual({
      all: every,
      machine: n(2, reported) + n(6, reported),
      '1': n(1, reported),
      '3': n(3, reported),
      '4': n(4, reported),
      '5': n(5, reported),
    });
  }
}

describe('counters under random intake', () => {
  it('equal direct counts after any sequence of intake, decisions and deletions', async () => {
    const names = Object.keys(STEPS);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...names), fc.array(fc.nat(), { minLength: 8, maxLength: 8 })), { minLength: 4, maxLength: 14 }), async (steps) => {
        const world: World = { users: [], posts: [], videos: [], deleted: new Set() };
        await STEPS.newUsers?.(world, () => 1);
        for (const [name, randoms] of steps) {
          let i = 0;
          const pick = (bound: number) => (bound <= 0 ? 0 : (randoms[i++ % randoms.length] ?? 0) % bound);
          const answer = (await STEPS[name]?.(world, pick)) as { statusCode?: number; body?: string } | undefined;
          if (answer?.statusCode !== undefined) expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(300);
        }
        expect(await mismatches()).toEqual([]);
        await listTotalsMatch();
      }),
      { numRuns: 10 },
    );
  });
});
