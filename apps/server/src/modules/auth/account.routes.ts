import { apiErrorSchema, okSchema } from '@ops/contracts/common';
import {
  accountSessionListSchema,
  recoveryCodesSchema,
  revokedCountSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorSetupSchema,
} from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { operatorPreferencesSchema, preferencesChangeSchema } from '@ops/contracts/preferences';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './auth.plugin.ts';
import type { ActiveSession } from './auth.repository.ts';
import { listOwnSessions, revokeOwnOtherSessions } from './account.service.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';
import { withRetryAfter } from './retry-after.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor/two-factor.service.ts';

const TAGS = ['我的账号'];
const SELF = { permission: PERMISSION.self };

function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new Error('requireSession must run first');
  return request.session;
}

/** One's own account (issue 14): sessions and two-factor login; every signed-in operator may use these. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    API.accountSessions,
    { config: SELF, schema: { tags: TAGS, summary: '我的会话（设备、IP、最近活动）', response: { 200: accountSessionListSchema } } },
    (request) => listOwnSessions(db, sessionOf(request), config.sessionIdleMs),
  );

  app.post(
    API.accountSessionsRevokeOthers,
    { config: SELF, schema: { tags: TAGS, summary: '退出其他会话（当前会话保留）', response: { 200: revokedCountSchema } } },
    (request) => revokeOwnOtherSessions(db, sessionOf(request), actorOf(request)),
  );

  app.get(
    API.accountPreferences,
    { config: SELF, schema: { tags: TAGS, summary: '我的偏好设置（如快速审核开关）', response: { 200: operatorPreferencesSchema } } },
    (request) => getPreferences(db, sessionOf(request).operatorId),
  );

  app.put(
    API.accountPreferences,
    {
      config: SELF,
      schema: {
        tags: TAGS,
        summary: '修改我的偏好设置（只改请求中给出的项；界面偏好，不记入操作日志）',
        body: preferencesChangeSchema,
        response: { 200: operatorPreferencesSchema, 400: apiErrorSchema },
      },
    },
    (request) => updatePreferences(db, sessionOf(request).operatorId, request.body),
  );

  app.post(
    API.twoFactorSetup,
    {
      config: SELF,
      schema: { tags: TAGS, summary: '开启两步验证第 1 步：新的 TOTP 密钥（二维码与手动输入的密钥）', response: { 200: twoFactorSetupSchema, 409: apiErrorSchema } },
    },
    (request) => startTwoFactorSetup(db, sessionOf(request)),
  );

  app.post(
    API.twoFactorEnable,
    {
      config: SELF,
      schema: {
        tags: TAGS,
        summary: '开启两步验证第 2 步：以验证器中的验证码确认，返回 10 个一次性恢复码（仅此一次）',
        body: twoFactorEnableBodySchema,
        response: { 200: recoveryCodesSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) => enableTwoFactor(db, sessionOf(request), request.body.code, actorOf(request)),
  );

  app.post(
    API.twoFactorDisable,
    {
      config: SELF,
      schema: {
        tags: TAGS,
        summary: '关闭两步验证（需密码；角色要求两步验证时不可关闭；其他会话失效）',
        body: twoFactorDisableBodySchema,
        response: { 200: okSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => disableTwoFactor(db, sessionOf(request), request.body, actorOf(request), config.require2faFor));
      return { ok: true as const };
    },
  );
};
