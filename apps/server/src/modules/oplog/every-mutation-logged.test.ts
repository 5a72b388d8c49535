import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { OPERATION } from '@ops/contracts/operations';
import { API } from '@ops/contracts/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, buildVideo, countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

/**
 * Every registered route that can change data must leave an operation-log row. A new mutating
 * route without an entry below fails this test until someone says how to call it and what it logs.
 */
let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

interface Exercise {
  /** Calls the route once with a valid request. */
  run(): Promise<LightMyRequestResponse>;
  /** The actions the call must log, in order. */
  logs: string[];
}

const post = (state = 3) => buildPost(t.db, authorId, { state }).then((row) => row.id);
const video = (state = 3) => buildVideo(t.db, authorId, { state }).then((row) => row.id);
const json = (method: 'POST' | 'DELETE', url: string, payload: unknown) => t.request({ method, url, payload: payload as object });

const EXERCISES: Record<string, Exercise> = {
  [`POST ${API.login}`]: {
    run: () => t.app.inject({ method: 'POST', url: API.login, payload: DEMO_OPERATOR }),
    logs: [OPERATION.login.action],
  },
  [`POST ${API.logout}`]: {
    run: async () => t.app.inject({ method: 'POST', url: API.logout, headers: { cookie: await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password) } }),
    logs: [OPERATION.login.action, OPERATION.logout.action],
  },
  // Issue 7 (hardening): changing one's own password, there and back so the demo password still works afterwards.
  [`POST ${API.changePassword}`]: {
    run: async () => {
      const there = { currentPassword: DEMO_OPERATOR.password, newPassword: 'a-new-secret-9' };
      await json('POST', API.changePassword, there);
      return json('POST', API.changePassword, { currentPassword: there.newPassword, newPassword: there.currentPassword });
    },
    logs: [OPERATION.changePassword.action, OPERATION.changePassword.action],
  },
  [`POST ${API.freeze}`]: {
    run: async () => json('POST', API.freeze, { userId: (await buildUser(t.db)).id, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' }),
    logs: [OPERATION.freezeUser.action],
  },
  [`POST ${API.unfreeze}`]: {
    run: async () => {
      const userId = (await buildUser(t.db, { frozenUntil: null })).id;
      await json('POST', API.freeze, { userId, freezingTime: '3', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' });
      return json('POST', API.unfreeze, { userId, reasonsForThawing: '误判', frozenRemarks: '申诉通过' });
    },
    logs: [OPERATION.freezeUser.action, OPERATION.unfreezeUser.action],
  },
  [`POST ${API.messagesPass}`]: { run: async () => json('POST', API.messagesPass, [await post()]), logs: [OPERATION.passPost.action] },
  [`POST ${API.messagesReject}`]: { run: async () => json('POST', API.messagesReject, [await post()]), logs: [OPERATION.rejectPost.action] },
  [`POST ${API.messagesRevoke}`]: { run: async () => json('POST', API.messagesRevoke, [await post(5)]), logs: [OPERATION.revokePost.action] },
  [`POST ${API.videosPass}`]: { run: async () => json('POST', API.videosPass, [await video()]), logs: [OPERATION.passVideo.action] },
  [`POST ${API.videosReject}`]: { run: async () => json('POST', API.videosReject, [await video()]), logs: [OPERATION.rejectVideo.action] },
  [`POST ${API.videosRevoke}`]: { run: async () => json('POST', API.videosRevoke, [await video(4)]), logs: [OPERATION.revokeVideo.action] },
  [`POST ${API.messageTop(':id')}`]: { run: async () => json('POST', API.messageTop(await post(5)), {}), logs: [OPERATION.pinPost.action] },
  [`POST ${API.messageUntop(':id')}`]: {
    run: async () => {
      const id = await post(5);
      await json('POST', API.messageTop(id), {});
      return json('POST', API.messageUntop(id), {});
    },
    logs: [OPERATION.pinPost.action, OPERATION.unpinPost.action],
  },
  [`DELETE ${API.messagesDelete}`]: { run: async () => json('DELETE', API.messagesDelete, [await post(), await post()]), logs: [OPERATION.deletePost.action, OPERATION.deletePost.action] },
  [`POST ${API.logRestore(':id')}`]: {
    run: async () => {
      await json('DELETE', API.messagesDelete, [await post()]);
      const [entry] = (await operationLogRows(t.db, OPERATION.deletePost.action)).slice(-1);
      return json('POST', API.logRestore(entry?.id ?? 0), {});
    },
    logs: [OPERATION.deletePost.action, OPERATION.restorePost.action],
  },
};

/** Not operator actions: the app's backend reporting activity events, recorded in their own append-only table. */
const NOT_OPERATOR_ACTIONS = new Set([`POST ${API.ingestEvents}`]);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('every mutating route writes the operation log', () => {
  const mutating = () =>
    [...new Set(t.app.routeTable.filter((route) => MUTATING.has(route.method)).map((route) => `${route.method} ${route.url}`))].filter(
      (key) => !NOT_OPERATOR_ACTIONS.has(key),
    );

  it('has an exercise for each registered mutating route', () => {
    const routes = mutating();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXERCISES).length);
    expect(routes.filter((key) => !(key in EXERCISES))).toEqual([]);
  });

  it('logs each one, in the same call, with the expected actions', async () => {
    for (const key of mutating()) {
      const exercise = EXERCISES[key];
      if (!exercise) continue;
      const before = await countRows(t.db, 'operation_logs');
      const response = await exercise.run();
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      const written = (await operationLogRows(t.db)).slice(before);
      expect(written.map((row) => row.action), key).toEqual(exercise.logs);
      expect(written.every((row) => row.operator_name === DEMO_OPERATOR.username), key).toBe(true);
    }
  });

  it('logs a failed login too, naming the account tried', async () => {
    const before = await countRows(t.db, 'operation_logs');
    const response = await t.app.inject({ method: 'POST', url: API.login, payload: { username: 'admin', password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    const written = (await operationLogRows(t.db)).slice(before);
    expect(written.map((row) => [row.action, row.operator_name])).toEqual([[OPERATION.loginFailed.action, 'admin']]);
  });
});
