import { changePasswordBodySchema, loginBodySchema, loginResultSchema, operatorProfileSchema, SESSION_COOKIE } from '@ops/contracts/auth';
import { apiErrorSchema, okSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RetryLaterError } from '../../lib/errors.ts';
import { actorOf, tokenOf } from './auth.plugin.ts';
import { login, logout } from './auth.service.ts';
import { changeOwnPassword } from './change-password.service.ts';
import { sessionIdOf } from './session-token.ts';

const TAGS = ['认证'];

/** A throttled password attempt answers 429 with `Retry-After` (the error handler keeps headers already set). */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Login is public; it answers a new token (revoking the session the request carried) and sets it as an HttpOnly cookie. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.login,
    {
      schema: {
        tags: TAGS,
        summary: '运营人员登录',
        body: loginBodySchema,
        response: { 200: loginResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app.ctx;
      const previousToken = tokenOf(request);
      const result = await withRetryAfter(reply, () =>
        login(db, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          ...(previousToken ? { previousSessionId: sessionIdOf(previousToken) } : {}),
        }),
      );
      const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
      reply.setCookie(SESSION_COOKIE, result.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        expires: new Date(result.expiresAt),
      });
      return result;
    },
  );
};

export const protectedAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.profile,
    { schema: { tags: TAGS, summary: '当前运营人员', response: { 200: operatorProfileSchema } } },
    async (request) => {
      const { session } = request;
      if (!session) throw new Error('requireSession must run first');
      return { id: session.operatorId, username: session.username, displayName: session.displayName };
    },
  );

  app.post(
    API.logout,
    { schema: { tags: TAGS, summary: '退出登录', response: { 200: okSchema } } },
    async (request, reply) => {
      const { session } = request;
      if (session) await logout(app.ctx.db, session, actorOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.post(
    API.changePassword,
    {
      schema: {
        tags: TAGS,
        summary: '修改自己的密码（成功后其他会话全部失效，当前会话保留）',
        body: changePasswordBodySchema,
        response: { 200: okSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { session } = request;
      if (!session) throw new Error('requireSession must run first');
      await withRetryAfter(reply, () => changeOwnPassword(app.ctx.db, session, request.body, actorOf(request)));
      return { ok: true as const };
    },
  );
};
