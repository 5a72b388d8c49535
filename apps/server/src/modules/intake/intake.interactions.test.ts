import { INTAKE_MSG } from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories.ts';
import { appComment, appLogin, appPost, appReport, appUser, appVideo, past, sendIntake } from '../../../test/intake-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let author = 0;
let reader = 0;
beforeAll(async () => {
  t = await createTestApp();
  const [a, r] = [appUser(), appUser()];
  await sendIntake(t, 'users', [a, r]);
  [author, reader] = [a.id, r.id];
});
afterAll(() => t.close());

const detail = async (id: number) => (await t.request({ method: 'GET', url: API.message(id) })).json();
const newPost = async () => {
  const post = appPost(author);
  await sendIntake(t, 'posts', [post]);
  return post.id;
};

describe('POST /ingest/comments', () => {
  it('adds comments to the list and the comment count of their post, once however often they are sent', async () => {
    const postId = await newPost();
    const comments = [appComment(postId, reader, { content: '第一条' }), appComment(postId, author, { content: '第二条', createDate: past(0.5) })];
    expect((await sendIntake(t, 'comments', comments)).json()).toEqual({ received: 2, inserted: 2, updated: 0, unchanged: 0 });
    expect((await sendIntake(t, 'comments', [...comments, comments[0]])).json()).toEqual({ received: 3, inserted: 0, updated: 0, unchanged: 3 });
    expect(await detail(postId)).toMatchObject({ commentCount: 2 });
    const list = (await t.request({ method: 'GET', url: API.comments, query: { messageID: String(postId) } })).json();
    expect(list.counts).toBe(2);
    expect(list.items.map((c: { content: string }) => c.content)).toEqual(['第二条', '第一条']);
  });

  it('refuses a comment on a post the console does not know, or by an unknown user', async () => {
    const postId = await newPost();
    const before = await countRows(t.db, 'comments');
    const unknownPost = await sendIntake(t, 'comments', [appComment(postId, reader), appComment(123, reader)]);
    expect(unknownPost.json()).toMatchObject({ index: 1, field: 'comments.1.postId', message: expect.stringContaining(INTAKE_MSG.unknownPost) });
    const unknownUser = await sendIntake(t, 'comments', [appComment(postId, 77)]);
    expect(unknownUser.json()).toMatchObject({ index: 0, field: 'comments.0.userId' });
    expect((await sendIntake(t, 'comments', [appComment(postId, reader, { content: '' })])).json()).toMatchObject({ field: 'comments.0.content' });
    expect(await countRows(t.db, 'comments')).toBe(before);
    expect(await detail(postId)).toMatchObject({ commentCount: 0 });
  });
});

describe('POST /ingest/reports', () => {
  it('counts reports on posts and videos, and a reported post moves to the 被举报 tab', async () => {
    const postId = await newPost();
    const video = appVideo(author);
    await sendIntake(t, 'videos', [video]);
    const reported = (await t.request({ method: 'GET', url: API.messages, query: { type: '1', id: String(postId) } })).json();
    expect(reported.counts).toBe(0);
    const reports = [appReport(postId, reader), appReport(postId, author, { reason: '人身攻击' }), appReport(video.id, reader, { targetType: 'video' })];
    expect((await sendIntake(t, 'reports', reports)).json()).toEqual({ received: 3, inserted: 3, updated: 0, unchanged: 0 });
    expect((await sendIntake(t, 'reports', reports)).json()).toMatchObject({ inserted: 0, unchanged: 3 });
    const after = (await t.request({ method: 'GET', url: API.messages, query: { type: '1', id: String(postId) } })).json();
    expect(after.items).toEqual([expect.objectContaining({ id: postId, reportCount: 2 })]);
    const userVideos = (await t.request({ method: 'GET', url: API.videos, query: { uid: String(author) } })).json();
    expect(userVideos.items.find((v: { id: number }) => v.id === video.id)).toMatchObject({ reportCount: 1 });
  });

  it('refuses a report on a video that does not exist, naming it', async () => {
    const response = await sendIntake(t, 'reports', [appReport(424_242, reader, { targetType: 'video' })]);
    expect(response.json()).toMatchObject({ index: 0, field: 'reports.0.targetId', message: expect.stringContaining(INTAKE_MSG.unknownVideo) });
    const wrongType = await sendIntake(t, 'reports', [{ ...appReport(1, reader), targetType: 'comment' }]);
    expect(wrongType.json()).toMatchObject({ field: 'reports.0.targetType', message: '第 1 项：targetType 只能为 post 或 video' });
  });
});

describe('POST /ingest/logins', () => {
  it('adds login records; the newest sets the last login place and the last active time', async () => {
    const user = appUser();
    await sendIntake(t, 'users', [user]);
    const newest = appLogin(user.id, { logTime: past(1), place: '厦门市' });
    expect((await sendIntake(t, 'logins', [appLogin(user.id, { logTime: past(30), place: '福州市' }), newest])).json()).toMatchObject({ inserted: 2 });
    // An older record arriving late changes neither.
    expect((await sendIntake(t, 'logins', [appLogin(user.id, { logTime: past(10), place: '泉州市' })])).json()).toMatchObject({ inserted: 1 });
    const detail = (await t.request({ method: 'GET', url: API.user(user.id) })).json();
    expect(detail).toMatchObject({ lastLoginLocation: '厦门市', lastActiveTime: newest.logTime });
    const records = (await t.request({ method: 'GET', url: API.userLoginLogs, query: { uid: String(user.id) } })).json();
    expect(records.counts).toBe(3);
    expect(records.items.map((r: { place: string }) => r.place)).toEqual(['厦门市', '泉州市', '福州市']);
  });

  it('refuses a login of an unknown user and a place over 64 characters', async () => {
    expect((await sendIntake(t, 'logins', [appLogin(31_337)])).json()).toMatchObject({ field: 'logins.0.userId' });
    expect((await sendIntake(t, 'logins', [appLogin(reader, { place: '地'.repeat(65) })])).json()).toMatchObject({ field: 'logins.0.place' });
  });

  it("keeps a browser's full user-agent as the device (up to 512 characters), and refuses a longer one", async () => {
    const userAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';
    expect(userAgent.length).toBeGreaterThan(64);
    expect((await sendIntake(t, 'logins', [appLogin(reader, { logTime: past(2), equipment: userAgent })])).json()).toMatchObject({ inserted: 1 });
    const records = (await t.request({ method: 'GET', url: API.userLoginLogs, query: { uid: String(reader) } })).json();
    expect(records.items.map((r: { equipment: string }) => r.equipment)).toContain(userAgent);
    const tooLong = await sendIntake(t, 'logins', [appLogin(reader, { equipment: 'x'.repeat(513) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'logins.0.equipment' });
  });
});
