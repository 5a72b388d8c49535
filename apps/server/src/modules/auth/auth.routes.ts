import { loginBodySchema, loginResultSchema, operatorProfileSchema, SESSION_COOKIE } from '@ops/contracts/auth';
import { apiErrorSchema, okSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './auth.plugin.ts';
import { login, logout } from './auth.service.ts';

const TAGS = ['认证'];

/** Login is public; it answers the token and sets it as an HttpOnly cookie. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.login,
    {
      schema: {
        tags: TAGS,
        summary: '运营人员登录',
        body: loginBodySchema,
        response: { 200: loginResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app.ctx;
      const result = await login(
        db,
        { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
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
};

