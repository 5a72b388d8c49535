import { z } from 'zod';
import { epochMs, epochMsQuery, pageQuery, pagedSchema } from './common.ts';
import { LOG_LIST_PAGE_SIZE } from './limits.ts';
import { MSG } from './messages.ts';

/**
 * Issue 18: what anyone on the network can cause (failed and throttled logins, refused integration
 * tokens) is a security event, kept apart from the operation log: never under an operator's name in
 * the hash-chained log, and pruned after `SECURITY_EVENTS_RETENTION_DAYS`.
 */
export const SECURITY_EVENT = {
  login_failed: '登录失败',
  login_throttled: '登录受限',
  ingest_token_refused: '接入令牌错误',
  ingest_token_throttled: '接入令牌尝试受限',
} as const;
export type SecurityEventKind = keyof typeof SECURITY_EVENT;
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT) as SecurityEventKind[];
export const isSecurityEventKind = (value: string): value is SecurityEventKind => value in SECURITY_EVENT;

/** What was typed as the account name is kept to this many characters (it is the attacker's choice). */
export const SECURITY_EVENT_NAME_MAX = 64;

const filterText = z.string().trim().max(64, { error: MSG.lengthRange });

/** `GET /system/security-events`: newest first; by kind, the typed name, the IP and a time range. */
export const securityEventQuerySchema = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS as [SecurityEventKind, ...SecurityEventKind[]], { error: '事件类型不存在' }).optional(),
  name: filterText.optional(),
  ip: filterText.optional(),
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  ...pageQuery(LOG_LIST_PAGE_SIZE),
});
export type SecurityEventQuery = z.infer<typeof securityEventQuerySchema>;

export const securityEventRowSchema = z.object({
  id: z.number().int(),
  time: epochMs,
  kind: z.enum(SECURITY_EVENT_KINDS as [SecurityEventKind, ...SecurityEventKind[]]),
  /** The account name as it was typed (or the token's name for integration calls); shown as text, never trusted. */
  name: z.string(),
  /** The operator of that name, when one exists. */
  operatorId: z.number().int().nullable(),
  ip: z.string(),
  detail: z.string(),
});
export type SecurityEventRow = z.infer<typeof securityEventRowSchema>;
export const securityEventListSchema = pagedSchema(securityEventRowSchema);
export type SecurityEventList = z.infer<typeof securityEventListSchema>;
