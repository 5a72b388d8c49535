import { z } from 'zod';
import { epochMs } from './common.ts';
import { MSG } from './messages.ts';

/**
 * Issue 18: the app's backend calls `/ingest/*` with named tokens, each allowed some of these scopes;
 * `INGEST_TOKEN` from the environment stays as the bootstrap token with every scope.
 */
export const INTEGRATION_SCOPE = {
  events: '活跃事件（POST /ingest/events）',
  content: '内容接入（用户、动态、视频、评论、举报、登录）',
  decisions: '拉取运营决定（GET /ingest/decisions）',
} as const;
export type IntegrationScope = keyof typeof INTEGRATION_SCOPE;
export const INTEGRATION_SCOPES = Object.keys(INTEGRATION_SCOPE) as IntegrationScope[];
const scopeSchema = z.enum(INTEGRATION_SCOPES as [IntegrationScope, ...IntegrationScope[]], { error: '权限范围只能是 events、content 或 decisions' });

/** Failed token checks allowed per client IP in a 60-second window before every call from it gets 429. */
export const INGEST_TOKEN_THROTTLE = { windowSeconds: 60, maxPerIp: 20 } as const;

export const INTEGRATION_TOKEN_NAME_MAX = 32;

export const integrationTokenBodySchema = z.object({
  name: z.string({ error: '请输入令牌名称' }).trim().min(1, { error: '请输入令牌名称' }).max(INTEGRATION_TOKEN_NAME_MAX, { error: MSG.lengthRange }),
  scopes: z.array(scopeSchema, { error: '请选择权限范围' }).min(1, { error: '至少选择一项权限范围' }).max(INTEGRATION_SCOPES.length),
});
export type IntegrationTokenBody = z.infer<typeof integrationTokenBodySchema>;

export const integrationTokenRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart; the rest is never stored. */
  prefix: z.string(),
  scopes: z.array(scopeSchema),
  createdAt: epochMs,
  createdBy: z.string(),
  lastUsedAt: epochMs.nullable(),
  rotatedAt: epochMs.nullable(),
  revokedAt: epochMs.nullable(),
});
export type IntegrationTokenRow = z.infer<typeof integrationTokenRowSchema>;

export const integrationTokenListSchema = z.object({
  items: z.array(integrationTokenRowSchema),
  /** Whether INGEST_TOKEN (the bootstrap token, every scope) is set on this server. */
  bootstrapConfigured: z.boolean(),
});
export type IntegrationTokenList = z.infer<typeof integrationTokenListSchema>;

/** A new or rotated token: the secret is in this answer only. */
export const issuedIntegrationTokenSchema = z.object({ token: z.string(), row: integrationTokenRowSchema });
export type IssuedIntegrationToken = z.infer<typeof issuedIntegrationTokenSchema>;

export const INTEGRATION_TOKEN_MSG = {
  nameTaken: '已有同名的有效令牌',
  notFound: '令牌不存在或已吊销',
  scopeRefused: '该接入令牌无权调用此接口',
  throttled: (seconds: number) => `接入令牌错误次数过多，请 ${seconds} 秒后再试`,
} as const;
