import type { AddressInfo } from 'node:net';
import {
  type IntakePost,
  intakeCommentsBodySchema,
  intakeLoginsBodySchema,
  intakePostsBodySchema,
  intakeReportsBodySchema,
  intakeUsersBodySchema,
  intakeVideosBodySchema,
} from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import { ingestBodySchema } from '@ops/contracts/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows } from '../../../test/factories.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { BLOCKED_PICTURES } from '../../seed/blocked-pictures.ts';
import { Rng } from '../../seed/random.ts';
import { starterTextRules } from '../../seed/starter-rules.ts';
import { screenText } from '../screening/text-screener.ts';
import { verdictOf } from '../screening/verdict.ts';
import { signWebhook } from '../outbox/webhook-signature.ts';
import { loadDemoAppState, sendDemoBatch } from './demo-app.ts';
import { buildDemoBatch } from './demo-content.ts';

let t: TestApp;
let baseUrl = '';
beforeAll(async () => {
  t = await createTestApp({ DEMO_APP: 'on' });
  const user = await buildUser(t.db);
  await buildPost(t.db, user.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the demo app', () => {
  it('builds rounds that pass every intake schema', async () => {
    const state = await loadDemoAppState(t.db);
    const rng = new Rng(7, 'demo-test');
    for (let round = 0; round < 30; round += 1) {
      const batch = buildDemoBatch(rng, state, Date.now());
      for (const [schema, items] of [
        [intakeUsersBodySchema, { users: batch.users }],
        [intakePostsBodySchema, { posts: batch.posts }],
        [intakeVideosBodySchema, { videos: batch.videos }],
        [intakeCommentsBodySchema, { comments: batch.comments }],
        [intakeReportsBodySchema, { reports: batch.reports }],
        [intakeLoginsBodySchema, { logins: batch.logins }],
        [ingestBodySchema, { events: batch.events }],
      ] as const) {
        const list = Object.values(items)[0] ?? [];
        if (list.length > 0) expect(schema.safeParse(items).success, JSON.stringify(items).slice(0, 200)).toBe(true);
      }
    }
  });

  it('now and then sends what the machine review is for: contact details, ads, abuse and reposts of listed pictures', async () => {
    const state = await loadDemoAppState(t.db);
    const rng = new Rng(5, 'demo-screening');
    const posts: IntakePost[] = [];
    const captions: string[] = [];
    for (let round = 0; round < 800; round += 1) {
      const batch = buildDemoBatch(rng, state, Date.now());
      posts.push(...batch.posts.filter((post) => post.likeCount === 0));
      captions.push(...batch.videos.map((video) => video.text ?? ''));
    }
    const rules = starterTextRules();
    const verdicts = posts.map((post) => verdictOf(screenText(post.text ?? '', rules)));
    const flagged = verdicts.filter((verdict) => verdict !== 'pass').length / verdicts.length;
    expect(flagged).toBeGreaterThan(0.04);
    expect(flagged).toBeLessThan(0.15);
    expect(verdicts).toContain('block');
    expect(captions.map((caption) => verdictOf(screenText(caption, rules)))).toContain('review');
    const reposts = posts.flatMap((post) => post.medias ?? []).filter((url) => BLOCKED_PICTURES.some(({ seed }) => url.startsWith(`/media/img/post/${seed}v`)));
    expect(reposts.length).toBeGreaterThan(0);
    expect(reposts.length).toBeLessThan(posts.length * 0.03);
  });

  it('sends a round through the real intake calls over HTTP, and the content arrives', async () => {
    const state = await loadDemoAppState(t.db);
    const before = { posts: await countRows(t.db, 'posts'), logins: await countRows(t.db, 'login_logs') };
    const batch = buildDemoBatch(new Rng(11, 'demo-test'), state, Date.now());
    await sendDemoBatch(baseUrl, TEST_INGEST_TOKEN, batch);
    expect(await countRows(t.db, 'posts')).toBe(before.posts + new Set(batch.posts.map((post) => post.id)).size);
    expect(await countRows(t.db, 'login_logs')).toBe(before.logins + batch.logins.length);
    const newest = batch.posts.at(-1);
    const listed = (await t.request({ method: 'GET', url: API.messages, query: { state: '1', id: String(newest?.id) } })).json();
    expect(listed.items.map((item: { id: number }) => item.id)).toEqual([newest?.id]);
  });

  it('receives webhooks only with a valid signature', async () => {
    const secret = t.app.ctx.config.webhook.secret ?? '';
    const body = JSON.stringify({ id: 'x', sequence: 1, type: 'post.passed', occurredAt: 1, subject: { type: 'post', id: 1 }, data: {} });
    const post = (signature: string) =>
      t.app.inject({ method: 'POST', url: API.demoAppWebhook, headers: { 'content-type': 'application/json', 'x-signature': signature }, payload: body });
    expect((await post(signWebhook(secret, body, Math.floor(Date.now() / 1000)))).statusCode).toBe(204);
    const forged = await post(signWebhook('not-the-secret-000000', body, Math.floor(Date.now() / 1000)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'unauthorized', message: '签名无效' });
  });
});
