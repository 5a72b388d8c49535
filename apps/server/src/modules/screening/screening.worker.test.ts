import { API } from '@ops/contracts/paths';
import type { MachineReview } from '@ops/contracts/screening';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogRows, outboxRows } from '../../../test/factories.ts';
import { appPost, appUser, appVideo, sendIntake } from '../../../test/intake-support.ts';
import { ON_POSTGRES } from '../../../test/scratch-postgres.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoImageSvg } from '../media/media-routes.ts';
import { ImageReadError } from './image-source.ts';
import { ScreeningRulesSource } from './screening-rules.ts';
import { pendingItems } from './screening.repository.ts';
import { screenPendingBatch } from './screening.service.ts';
import { startScreeningWorker } from './screening-worker.ts';

let t: TestApp;
let author = 0;

/** Demo images in-process; `/copies/<seed>.jpg` a re-encoded, halved copy of demo post image <seed>; `/broken/...` unreadable. */
async function readImage(url: string): Promise<Buffer> {
  const copy = /^https:\/\/cdn\.app\.example\.com\/copies\/(\d+)\.jpg$/.exec(url);
  if (copy) return sharp(Buffer.from(demoImageSvg(`/media/img/post/${copy[1]}.svg`) ?? '')).resize({ width: 200 }).jpeg({ quality: 70 }).toBuffer();
  if (url.includes('/broken/')) throw new ImageReadError('图片地址返回 HTTP 404');
  const svg = demoImageSvg(url);
  if (svg === null) throw new ImageReadError('不是可读取的图片地址');
  return Buffer.from(svg);
}

const rules = () => new ScreeningRulesSource(t.db, 0);
const screenAll = async () => {
  const source = rules();
  let total = 0;
  for (const kind of ['post', 'video'] as const) {
    for (let n = await screenPendingBatch(t.db, { kind, limit: 500, rules: source, readImage }); n > 0; n = await screenPendingBatch(t.db, { kind, limit: 500, rules: source, readImage })) total += n;
  }
  return total;
};

/** The machine's log rows of posts, whatever the verdict. */
const postScreenLogs = async () => (await operationLogRows(t.db)).filter((row) => row.action.startsWith('post.screen_'));

const detail = async (id: number) => (await t.request({ method: 'GET', url: API.message(id) })).json() as { state: string; machineReview: MachineReview | null; text: string };
const addWord = (word: string, category: string, action: 'block' | 'review') => t.request({ method: 'POST', url: API.sensitiveWords, payload: { word, category, action } });

beforeAll(async () => {
  t = await createTestApp({ MEDIA_ORIGINS: 'https://cdn.app.example.com' });
  const user = appUser();
  await sendIntake(t, 'users', [user]);
  author = user.id;
  expect((await addWord('网赌', '赌博', 'block')).statusCode).toBe(200);
  expect((await addWord('加微信', '广告引流', 'review')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('machine review of new posts and videos', () => {
  it('passes clean content (2), sends a 送人审 hit to a person (3) and rejects a 拦截 hit (6), with reasons on the text as written', async () => {
    const clean = appPost(author, { text: '今天天气很好', medias: ['/media/img/post/7932.svg'] });
    const review = appPost(author, { text: '想认识的 加 微 信 聊', medias: [] });
    const block = appPost(author, { text: '快来網*賭，稳赚', medias: [] });
    await sendIntake(t, 'posts', [clean, review, block]);
    expect((await detail(clean.id)).state).toBe('1');
    expect(await screenAll()).toBe(3);

    expect(await detail(clean.id)).toMatchObject({ state: '2', machineReview: { verdict: 'pass', reasons: [] } });
    const reviewed = await detail(review.id);
    expect(reviewed).toMatchObject({ state: '3', machineReview: { verdict: 'review', reasons: [{ kind: 'word', category: '广告引流', action: 'review', word: '加微信' }] } });
    const [reason] = reviewed.machineReview?.reasons ?? [];
    expect(reviewed.text.slice(reason?.start, reason?.end)).toBe('加 微 信');
    const blocked = await detail(block.id);
    expect(blocked).toMatchObject({ state: '6', machineReview: { verdict: 'block', reasons: [{ word: '网赌', category: '赌博', action: 'block' }] } });
    expect(blocked.text.slice(blocked.machineReview?.reasons[0]?.start, blocked.machineReview?.reasons[0]?.end)).toBe('網*賭');
  });

  it('logs each verdict as 机审 and delivers it with the event type an operator decision has (no new type for the app)', async () => {
    const [review, pass, block] = [
      appPost(author, { text: '加微信领红包', medias: [] }),
      appPost(author, { text: '晚霞真好看', medias: [] }),
      appPost(author, { text: '网赌稳赚', medias: [] }),
    ];
    await sendIntake(t, 'posts', [review, pass, block]);
    await screenAll();
    const logOf = async (id: number) => (await postScreenLogs()).find((row) => row.target_id === String(id));
    expect(await logOf(review.id)).toMatchObject({ operator_name: '机审', content: '动态机审送人审', description: `动态 ${review.id}：送人审：广告引流「加微信」` });
    expect(await logOf(pass.id)).toMatchObject({ operator_name: '机审', content: '动态机审通过', description: `动态 ${pass.id}：机审通过` });
    expect(await logOf(block.id)).toMatchObject({ operator_name: '机审', content: '动态机审拒绝' });
    const eventOf = async (id: number) => (await outboxRows(t.db)).find((row) => row.subject_id === id);
    const event = await eventOf(review.id);
    expect(event).toMatchObject({ type: 'post.review_revoked', subject_type: 'post', operator_name: '机审' });
    expect(event?.data).toMatchObject({ state: '3', stateLabel: '待人工审核', previousState: '1', verdict: 'review', operator: { id: null, name: '机审' } });
    expect(event?.data.reasons).toEqual([expect.objectContaining({ kind: 'word', word: '加微信', start: 0, end: 3 })]);
    expect(await eventOf(pass.id)).toMatchObject({ type: 'post.passed', data: { state: '2', stateLabel: '机审通过', verdict: 'pass', reasons: [] } });
    expect(await eventOf(block.id)).toMatchObject({ type: 'post.rejected', data: { state: '6', stateLabel: '机审拒绝', verdict: 'block' } });
  });

  it('uses a word added on 敏感词库 for the next item, without a restart', async () => {
    const before = appPost(author, { text: '出售高仿包包', medias: [] });
    await sendIntake(t, 'posts', [before]);
    await screenAll();
    expect((await detail(before.id)).state).toBe('2');
    expect((await addWord('高 仿', '广告引流', 'block')).statusCode).toBe(200);
    const after = appPost(author, { text: '出售高仿包包', medias: [] });
    await sendIntake(t, 'posts', [after]);
    await screenAll();
    expect((await detail(after.id)).machineReview).toMatchObject({ verdict: 'block', reasons: [{ word: '高 仿' }] });
  });

  it('rejects a copy of a blocklisted image, and sends an item with an unreadable image to a person', async () => {
    const source = appPost(author, { text: '原图', medias: ['/media/img/post/15851.svg'] });
    await sendIntake(t, 'posts', [source]);
    await screenAll();
    const blocked = await t.request({ method: 'POST', url: API.imageBlocklist, payload: { targetType: 'post', targetId: source.id, category: '色情' } });
    expect(blocked.json()).toMatchObject({ added: [{ imageUrl: '/media/img/post/15851.svg', category: '色情', sourceType: 'post', sourceId: source.id }], skipped: [] });
    const again = await t.request({ method: 'POST', url: API.imageBlocklist, payload: { targetType: 'post', targetId: source.id } });
    expect(again.json()).toMatchObject({ added: [], skipped: [{ image: '/media/img/post/15851.svg', reason: '该图片已在图片黑库中' }] });

    const copy = appPost(author, { text: '转发一张图', medias: ['https://cdn.app.example.com/copies/15851.jpg', '/media/img/post/31689.svg'] });
    const broken = appPost(author, { text: '看图', medias: ['https://cdn.app.example.com/broken/1.jpg'] });
    await sendIntake(t, 'posts', [copy, broken]);
    await screenAll();
    const copied = await detail(copy.id);
    expect(copied.state).toBe('6');
    expect(copied.machineReview?.reasons).toEqual([
      expect.objectContaining({ kind: 'image', category: '色情', action: 'block', image: 'https://cdn.app.example.com/copies/15851.jpg', distance: expect.any(Number) }),
    ]);
    expect(await detail(broken.id)).toMatchObject({
      state: '3',
      machineReview: { verdict: 'review', reasons: [{ kind: 'image_unreadable', image: 'https://cdn.app.example.com/broken/1.jpg', detail: '图片地址返回 HTTP 404' }] },
    });
  });

  it('rebuilds only the part an operator changed: a new word keeps the image matcher, a blocklisted image keeps the lexicon', async () => {
    const source = new ScreeningRulesSource(t.db, 0);
    const first = await source.current();
    expect(await source.current()).toBe(first);

    expect((await addWord('只换词库', '其他', 'review')).statusCode).toBe(200);
    const afterWord = await source.current();
    expect(afterWord.lexicon).not.toBe(first.lexicon);
    expect(afterWord.lexicon.size).toBe(first.lexicon.size + 1);
    expect(afterWord.images).toBe(first.images);

    const picture = appPost(author, { text: '换图', medias: ['/media/img/post/48611.svg'] });
    await sendIntake(t, 'posts', [picture]);
    await screenAll();
    const listed = await t.request({ method: 'POST', url: API.imageBlocklist, payload: { targetType: 'post', targetId: picture.id, category: '其他' } });
    expect(listed.json()).toMatchObject({ added: [{ imageUrl: '/media/img/post/48611.svg' }] });
    const afterImage = await source.current();
    expect(afterImage.images).not.toBe(afterWord.images);
    expect(afterImage.images.size).toBe(afterWord.images.size + 1);
    expect(afterImage.lexicon).toBe(afterWord.lexicon);
  });

  it('takes waiting items oldest first, and by id as a number among those sent at the same moment', async () => {
    await screenAll();
    const at = Date.now() - 60_000;
    await sendIntake(t, 'posts', [appPost(author, { id: 100_000_000, createDate: at }), appPost(author, { id: 99_999_999, createDate: at }), appPost(author, { id: 99_999_998, createDate: at - 1 })]);
    expect((await pendingItems(t.db, 'post', 10)).map((item) => item.id)).toEqual([99_999_998, 99_999_999, 100_000_000]);
    await screenAll();
  });

  it('screens videos by caption and cover', async () => {
    const video = appVideo(author, { text: '一起网赌', picUrl: '/media/img/cover/3.svg' });
    await sendIntake(t, 'videos', [video]);
    await screenAll();
    const listed = (await t.request({ method: 'GET', url: API.videos, query: { state: 'machine', id: String(video.id) } })).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: video.id, state: '6', machineReview: expect.objectContaining({ verdict: 'block' }) })]);
    expect((await outboxRows(t.db)).filter((row) => row.subject_id === video.id).map((row) => row.type)).toEqual(['video.rejected']);
  });

  it("lets an operator overturn the machine: pass a rejection, reject a pass; 机审 lists both kinds", async () => {
    const [good, bad] = [appPost(author, { text: '风景真美', medias: [] }), appPost(author, { text: '网赌网赌', medias: [] })];
    await sendIntake(t, 'posts', [good, bad]);
    await screenAll();
    const machineTab = (await t.request({ method: 'GET', url: API.messages, query: { state: 'machine', pagesize: '100' } })).json();
    expect(machineTab.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([good.id, bad.id]));
    const passWrong = (await t.request({ method: 'POST', url: API.messagesPass, payload: [good.id, bad.id] })).json();
    expect(passWrong.done).toEqual([bad.id]);
    expect(passWrong.skipped).toEqual([expect.objectContaining({ id: good.id, state: '2' })]);
    const reject = (await t.request({ method: 'POST', url: API.messagesReject, payload: [good.id] })).json();
    expect(reject.done).toEqual([good.id]);
    expect([(await detail(good.id)).state, (await detail(bad.id)).state]).toEqual(['4', '5']);
    const types = (await outboxRows(t.db)).filter((row) => row.subject_id === good.id || row.subject_id === bad.id).map((row) => [row.subject_id, row.type]);
    expect(types).toEqual([
      [good.id, 'post.passed'],
      [bad.id, 'post.rejected'],
      [bad.id, 'post.passed'],
      [good.id, 'post.rejected'],
    ]);
  });

  it('counts what it decided per day for 机审统计', async () => {
    await sendIntake(t, 'posts', [appPost(author, { text: '有事打 138 0013 8000 或看 https://spam.example.net/x', medias: [] })]);
    await screenAll();
    const stats = (await t.request({ method: 'GET', url: API.screeningStats })).json();
    const today = stats.items.at(-1);
    const direct = await t.db.execute(
      // Every post and video the machine decided, by verdict, straight from the items (none was decided before today here).
      (await import('drizzle-orm')).sql`select machine_review ->> 'verdict' as verdict, count(*)::int as n from (select machine_review from posts union all select machine_review from videos) x where machine_review is not null group by 1`,
    );
    const n = (verdict: string) => (direct as unknown as { rows: { verdict: string; n: number }[] }).rows.find((row) => row.verdict === verdict)?.n ?? 0;
    expect(today).toMatchObject({ passed: n('pass'), review: n('review'), blocked: n('block'), screened: n('pass') + n('review') + n('block') });
    expect(stats.categories.map((row: { category: string }) => row.category)).toEqual(expect.arrayContaining(['赌博', '广告引流', '色情']));
    expect(stats.words).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'word', word: '网赌', category: '赌博' }),
        expect.objectContaining({ kind: 'url', word: 'spam.example.net' }),
        // A user's phone number is counted under its detector, never shown on the statistics page.
        expect.objectContaining({ kind: 'mobile', word: '' }),
      ]),
    );
    expect(JSON.stringify(stats.words)).not.toContain('13800138000');
  });

  it.skipIf(!ON_POSTGRES)('never screens an item twice when workers run at once', async () => {
    const posts = Array.from({ length: 60 }, (_, i) => appPost(author, { text: i % 3 === 0 ? '网赌' : `第 ${i} 条`, medias: [] }));
    await sendIntake(t, 'posts', posts);
    const source = rules();
    const rounds = await Promise.all(Array.from({ length: 4 }, () => screenPendingBatch(t.db, { kind: 'post', limit: 25, rules: source, readImage })));
    await screenAll();
    expect(rounds.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    const logs = (await postScreenLogs()).filter((row) => posts.some((post) => String(post.id) === row.target_id));
    expect(logs).toHaveLength(60);
    expect(new Set(logs.map((row) => row.target_id)).size).toBe(60);
  });

  it('runs as a worker in lanes that together screen every waiting item once, woken by a write', async () => {
    const posts = Array.from({ length: 41 }, (_, i) => appPost(author, { text: i % 4 === 0 ? '加微信' : `风景第 ${i} 张`, medias: [] }));
    const worker = startScreeningWorker({ db: t.db, log: t.app.log, pollMs: 60_000, lanes: 3, postBatch: 5, readImage });
    try {
      await sendIntake(t, 'posts', posts);
      worker.wake();
      await expect.poll(async () => Promise.all(posts.map(async (post) => (await detail(post.id)).state)), { timeout: 10_000 }).toEqual(
        posts.map((_, i) => (i % 4 === 0 ? '3' : '2')),
      );
    } finally {
      await worker.stop();
    }
    const logs = (await postScreenLogs()).filter((row) => posts.some((post) => String(post.id) === row.target_id));
    expect(new Set(logs.map((row) => row.target_id)).size).toBe(41);
    expect(logs).toHaveLength(41);
  });
});
