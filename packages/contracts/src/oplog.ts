import { z } from 'zod';
import { epochMs, epochMsQuery, pageQuery, pagedSchema, positiveIdSchema } from './common.ts';
import { FILTER_TEXT_MAX, LOG_LIST_PAGE_SIZE } from './limits.ts';
import { MSG } from './messages.ts';
import { OPERATION } from './operations.ts';

/** Spec 9: the log description is cut at 20 characters in the list (full text on hover). */
export const LOG_DESCRIPTION_PREVIEW = 20;

const filterText = z.string().trim().max(FILTER_TEXT_MAX, { error: MSG.lengthRange });

/** `GET /manage/logs` (spec 7: name, content, sd, ed, page, pagesize), plus `uid`: entries that targeted that user. */
export const logListQuerySchema = z.object({
  name: filterText.optional(),
  content: filterText.optional(),
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  uid: positiveIdSchema('uid').optional(),
  ...pageQuery(LOG_LIST_PAGE_SIZE),
});
export type LogListQuery = z.infer<typeof logListQuerySchema>;

/** `GET /systeme/logs` (spec 7): the same, plus `id` (one log number) and `time` (the calendar day holding that instant). */
export const systemLogQuerySchema = logListQuerySchema.extend({
  id: positiveIdSchema('id').optional(),
  time: epochMsQuery('time'),
});
export type SystemLogQuery = z.infer<typeof systemLogQuerySchema>;

/** Spec 3 operation log row, plus what it targeted and whether it can be undone from here. */
export const logRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ip: z.string(),
  time: epochMs,
  content: z.string(),
  desc: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** A post deletion whose post is still deleted: 恢复 is offered. */
  restorable: z.boolean(),
});
export type LogRow = z.infer<typeof logRowSchema>;
export const logListSchema = pagedSchema(logRowSchema);
export type LogList = z.infer<typeof logListSchema>;

/** Spec 3 log detail (`operation`, `desc`, `ip`) with the row's other fields and its before/after. */
export const logDetailSchema = logRowSchema.omit({ content: true }).extend({
  operation: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type LogDetail = z.infer<typeof logDetailSchema>;

export const restoreResultSchema = z.object({ postId: z.number().int(), restoreLogId: z.number().int() });
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export const AUDIT_BREAK_REASON = {
  altered: '日志内容与哈希链不符（本条或前一条被修改）',
  missing: '日志序号不连续（有记录被删除）',
  head: '链尾与最新日志不符（末尾记录被删除或替换）',
  // Issue 18: the keyed seals (AUDIT_KEY) and the checkpoints kept outside the database.
  unsealed: '缺少密钥封印（不是经本系统写入，或封印被删除）',
  forged: '密钥封印与内容不符（日志被改写后重算了哈希）',
  truncated: '末尾日志被删除（封印或检查点记录的日志比现存的多）',
  checkpoint: '检查点签名无效（检查点文件被篡改或使用了其他密钥）',
} as const;
export type AuditBreakReason = keyof typeof AUDIT_BREAK_REASON;

/** The hash chain's health: the first broken link, if any. */
export const auditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  broken: z
    .object({
      id: z.number().int().nullable(),
      chainSeq: z.number().int(),
      reason: z.enum(['altered', 'missing', 'head', 'unsealed', 'forged', 'truncated', 'checkpoint']),
      message: z.string(),
    })
    .nullable(),
});
export type AuditVerify = z.infer<typeof auditVerifySchema>;

export const LOG_MSG = {
  notFound: '日志不存在',
  notRestorable: '只有“删除动态”的日志可以恢复',
  alreadyRestored: '该动态已恢复，无需重复操作',
  deletedAgain: '该动态之后又被删除过，请从最近一次删除的日志恢复',
  restored: '动态已恢复',
} as const;

/** Operation labels an operator can search by (the `content` filter matches these). */
export const LOG_CONTENT_OPTIONS = Object.values(OPERATION).map((operation) => operation.content);
