import { changePasswordBodySchema, loginBodySchema, loginResultSchema, operatorProfileSchema, SESSION_COOKIE } from '@ops/contracts/auth';
import { apiErrorSchema, okSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRetryAfter } from './retry-after.ts';
import { actorOf, tokenOf } from './auth.plugin.ts';
import { login, logout, profileOf, sessionPolicyOf } from './auth.service.ts';
import { changeOwnPassword } from './change-password.service.ts';
import { sessionIdOf } from './session-token.ts';

const TAGS = ['认证'];
const SELF = { permission: PERMISSION.self };

/** Login is public; it answers a new token (revoking the session the request carried) and sets it as an HttpOnly cookie. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.login,
    {
      schema: {
        tags: TAGS,
        summary: '运营人员登录',
        body: loginBodySchema,
        description: '开启了两步验证的账号：密码正确而未带 twoFactorCode 时答 401 two_factor_required，验证码错误或已用过时答 401 two_factor_invalid。',
        response: { 200: loginResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app.ctx;
      const previousToken = tokenOf(request);
      const result = await withRetryAfter(reply, () =>
        login(db, sessionPolicyOf(config), request.body, {
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
    { config: SELF, schema: { tags: TAGS, summary: '当前运营人员：角色、权限与须先完成的事项', response: { 200: operatorProfileSchema } } },
    async (request) => {
      const { session } = request;
      if (!session) throw new Error('requireSession must run first');
      return profileOf({ ...session, id: session.operatorId }, session.pendingAction);
    },
  );

  app.post(
    API.logout,
    { config: SELF, schema: { tags: TAGS, summary: '退出登录', response: { 200: okSchema } } },
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
      config: SELF,
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
