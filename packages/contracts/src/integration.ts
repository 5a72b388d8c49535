import { z } from 'zod';
import { nullableEpochMs, pageQuery, pagedSchema, positiveIdSchema } from './common.ts';
import { DECISION_EVENT_TYPES, DECISION_SUBJECT_TYPES, decisionEventSchema } from './decisions.ts';
import { BATCH_IDS_MAX } from './limits.ts';

/**
 * 系统对接 (issue 12): how decision events reach the app. A pushed event is `pending` until its
 * first attempt, `retrying` after a failed one, `failed` once the retry window has passed without a
 * 2xx (it waits for 重新投递), `delivered` after a 2xx.
 */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'failed', 'delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  pending: '待投递',
  retrying: '重试中',
  failed: '投递失败',
  delivered: '已投递',
};

export const DELIVERY_STATUS_COLOR: Record<DeliveryStatus, 'default' | 'processing' | 'warning' | 'error' | 'success'> = {
  pending: 'processing',
  retrying: 'warning',
  failed: 'error',
  delivered: 'success',
};

/** The list's tabs: every kept event, then one per status. */
export const DELIVERY_TABS = [
  { code: 'all', title: '全部' },
  { code: 'pending', title: DELIVERY_STATUS_LABEL.pending },
  { code: 'retrying', title: DELIVERY_STATUS_LABEL.retrying },
  { code: 'failed', title: DELIVERY_STATUS_LABEL.failed },
  { code: 'delivered', title: DELIVERY_STATUS_LABEL.delivered },
] as const;
export type DeliveryTabCode = (typeof DELIVERY_TABS)[number]['code'];

export const INTEGRATION_PAGE_SIZE = 20;

/** `GET /manage/integration/events` */
export const deliveryListQuerySchema = z
  .object({
    status: z.enum(['all', ...DELIVERY_STATUSES], { error: 'status 只能为 all、pending、retrying、failed 或 delivered' }).default('all'),
    subjectType: z.enum(DECISION_SUBJECT_TYPES, { error: 'subjectType 只能为 post、video 或 user' }).optional(),
    subjectId: positiveIdSchema('subjectId').optional(),
    ...pageQuery(INTEGRATION_PAGE_SIZE),
  })
  .refine((query) => (query.subjectType === undefined) === (query.subjectId === undefined), {
    error: 'subjectType 与 subjectId 需同时提供',
    path: ['subjectId'],
  });
export type DeliveryListQuery = z.input<typeof deliveryListQuerySchema>;

export const deliveryRowSchema = z.object({
  sequence: z.number().int(),
  eventId: z.string(),
  type: z.enum(DECISION_EVENT_TYPES),
  subjectType: z.enum(DECISION_SUBJECT_TYPES),
  subjectId: z.number().int(),
  occurredAt: z.number().int(),
  operatorName: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: nullableEpochMs,
  /** The receiver's HTTP status of the last attempt; null when it gave none (timeout, refused). */
  lastStatus: z.number().int().nullable(),
  /** What went wrong last: `HTTP <status>` or the network error (the receiver's answer is in the attempts' `responseExcerpt`). */
  lastError: z.string().nullable(),
  nextAttemptAt: nullableEpochMs,
  deliveredAt: nullableEpochMs,
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const deliveryTotalsSchema = z.array(z.object({ code: z.string(), title: z.string(), value: z.number().int() }));
export const deliveryListSchema = pagedSchema(deliveryRowSchema).extend({ totals: deliveryTotalsSchema });
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const deliveryAttemptSchema = z.object({
  id: z.number().int(),
  attemptedAt: z.number().int(),
  durationMs: z.number().int(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** `GET /manage/integration/events/{sequence}`: the event as the app receives it, and every attempt, newest first. */
export const deliveryDetailSchema = z.object({
  row: deliveryRowSchema,
  event: decisionEventSchema,
  attempts: z.array(deliveryAttemptSchema),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

/** `GET /manage/integration/status` */
export const integrationStatusSchema = z.object({
  webhook: z.object({
    configured: z.boolean(),
    /** Scheme, host and path only: credentials and query are never shown. */
    url: z.string().nullable(),
    timeoutMs: z.number().int(),
    retryHours: z.number(),
  }),
  counts: z.object({
    pending: z.number().int(),
    retrying: z.number().int(),
    failed: z.number().int(),
    delivered: z.number().int(),
  }),
  /** When the oldest event not yet delivered happened. */
  oldestWaitingAt: nullableEpochMs,
  lastDeliveredAt: nullableEpochMs,
  deliveredLast24h: z.number().int(),
  failedAttemptsLast24h: z.number().int(),
  feed: z.object({
    latestSequence: z.number().int(),
    lastPulledAt: nullableEpochMs,
    lastCursor: z.string().nullable(),
  }),
  retentionDays: z.number().int(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

const sequenceListMessage = `sequences 必须是 1 到 ${BATCH_IDS_MAX} 个事件编号组成的数组`;
/** `POST /manage/integration/events/redeliver`: a JSON array of event sequences. */
export const redeliverBodySchema = z
  .array(z.number({ error: sequenceListMessage }).int({ error: sequenceListMessage }).positive({ error: sequenceListMessage }).max(Number.MAX_SAFE_INTEGER), {
    error: sequenceListMessage,
  })
  .min(1, { error: sequenceListMessage })
  .max(BATCH_IDS_MAX, { error: sequenceListMessage });

export const redeliverAllResultSchema = z.object({ count: z.number().int() });
export type RedeliverAllResult = z.infer<typeof redeliverAllResultSchema>;

export const INTEGRATION_MSG = {
  eventNotFound: '事件不存在或已超过保留期',
  alreadyDelivered: '该事件已投递，无需重新投递',
  notFailed: '该事件尚未投递失败，无需重新投递',
  redeliverConfirmAll: '确定要重新投递全部失败和重试中的事件吗？',
  redeliverConfirm: '确定要重新投递该事件吗？',
  redeliverConfirmSelected: (count: number) => `确定要重新投递所选的 ${count} 个事件吗？`,
  webhookOff: '未配置 Webhook（WEBHOOK_URL）：应用通过拉取接口 GET /ingest/decisions 获取决定。',
} as const;
