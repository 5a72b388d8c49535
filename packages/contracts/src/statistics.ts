import { z } from 'zod';
import { epochMsQuery, nullableEpochMs } from './common.ts';

/** Activity event types (architecture 5); statistics are computed from these events only. */
export const ACTIVITY_EVENT_TYPES = [
  'activate',
  'register',
  'login',
  'recommend',
  'message',
  'video',
  'publish',
  'like',
  'comment',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

export { STATS_TIME_ZONE, STATS_UTC_OFFSET_MS } from './limits.ts';
export const STATS_DEFAULT_DAYS = 7;
export const STATS_RANGE_MAX_DAYS = 366;

export const INGEST_BATCH_MAX = 1000;
/** Events may be stamped at most this far ahead of the server clock (clock skew between machines). */
export const INGEST_FUTURE_SKEW_MS = 5 * 60_000;
/** Earliest accepted event time: 2000-01-01T00:00:00+08:00. */
export const INGEST_EARLIEST_MS = 946_656_000_000;

/** The grouped columns of the DAU table (spec 2.1), in display order. */
export const ACTIVITY_GROUPS = ['recommend', 'message', 'video', 'publish', 'like', 'comment'] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];
export const ACTIVITY_GROUP_LABEL: Record<ActivityGroup, string> = {
  recommend: '推荐',
  message: '消息',
  video: '小视频',
  publish: '发布动态',
  like: '点赞',
  comment: '评论',
};

/** Retention offsets in days and their row fields (spec 3, retention row). */
export const RETENTION_COLUMNS = [
  { offset: 1, field: 'afterADay', label: '1天后' },
  { offset: 2, field: 'afterTwoDay', label: '2天后' },
  { offset: 3, field: 'afterThreeDay', label: '3天后' },
  { offset: 4, field: 'afterFourDay', label: '4天后' },
  { offset: 5, field: 'afterFiveDay', label: '5天后' },
  { offset: 6, field: 'afterSixDay', label: '6天后' },
  { offset: 7, field: 'afterSevenDay', label: '7天后' },
  { offset: 30, field: 'afterThirtyDay', label: '30天后' },
] as const;
export type RetentionField = (typeof RETENTION_COLUMNS)[number]['field'];
export const RETENTION_OFFSETS = RETENTION_COLUMNS.map((column) => column.offset);

export const STATS_MSG = {
  rangeInverted: '开始日期不能晚于结束日期',
  rangeTooLong: `查询范围最多 ${STATS_RANGE_MAX_DAYS} 天`,
  ingestTokenMissing: '缺少或错误的接入令牌（Authorization: Bearer <接入令牌>）',
} as const;

/** Filters of every statistics call: `sd`/`ed` epoch ms (-1 unset → the last 7 days), `oddEven`, `sex`. */
export const statisticsQuerySchema = z.object({
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  oddEven: z.enum(['1', '2'], { error: 'oddEven 只能为 1（单数）或 2（双数）' }).optional(),
  sex: z.enum(['0', '1', '2'], { error: 'sex 只能为 1（男）、2（女）或 0（未知）' }).optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const count = z.number().int();

function activityColumns() {
  const shape: Record<string, typeof count> = {};
  for (const group of ACTIVITY_GROUPS) {
    shape[`${group}TimesNumber`] = count;
    shape[`${group}PeopleNumber`] = count;
  }
  return shape as Record<`${ActivityGroup}${'Times' | 'People'}Number`, typeof count>;
}

/** Spec 2.1 row: `time` (`YYYY-MM-DD`, or `YYYY-MM-DD HH:00` on the real-time call), DAU and the grouped pairs. */
export const dauRowSchema = z.object({ time: z.string(), DAU: count, ...activityColumns() });
export type DauRow = z.infer<typeof dauRowSchema>;

/** Spec 2.2 row. */
export const registrationRowSchema = z.object({
  time: z.string(),
  activateNumber: count,
  enrollment: count,
  loginNumber: count,
  livenessNumber: count,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;
export const REGISTRATION_NUMERIC_FIELDS = ['activateNumber', 'enrollment', 'loginNumber', 'livenessNumber'] as const;

/** Spec 2.3 row: `enrollment` is the cohort (distinct users who registered that day); a day not over yet (today or later) is `null`. */
export const retentionRowSchema = z.object({
  time: z.string(),
  enrollment: count,
  afterADay: count.nullable(),
  afterTwoDay: count.nullable(),
  afterThreeDay: count.nullable(),
  afterFourDay: count.nullable(),
  afterFiveDay: count.nullable(),
  afterSixDay: count.nullable(),
  afterSevenDay: count.nullable(),
  afterThirtyDay: count.nullable(),
});
export type RetentionRow = z.infer<typeof retentionRowSchema>;

/** The days a daily answer covers and when the roll-ups were last brought up to date. */
const statisticsMeta = {
  from: z.string(),
  to: z.string(),
  updatedAt: nullableEpochMs,
};

export const dauResponseSchema = z.object({ ...statisticsMeta, items: z.array(dauRowSchema) });
export type DauResponse = z.infer<typeof dauResponseSchema>;
export const registrationResponseSchema = z.object({ ...statisticsMeta, items: z.array(registrationRowSchema) });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export const retentionResponseSchema = z.object({ ...statisticsMeta, items: z.array(retentionRowSchema) });
export type RetentionResponse = z.infer<typeof retentionResponseSchema>;
/** Today so far, hour by hour: `from` and `to` are both today. */
export const realtimeResponseSchema = dauResponseSchema;
export type RealtimeResponse = DauResponse;

const eventMessage = (field: string, rule: string) => `${field} ${rule}`;

export const ingestEventSchema = z.object({
  eventId: z.uuid({ error: eventMessage('eventId', '必须是 UUID') }),
  userId: z
    .number({ error: eventMessage('userId', '必须是正整数') })
    .int({ error: eventMessage('userId', '必须是正整数') })
    .positive({ error: eventMessage('userId', '必须是正整数') })
    .max(Number.MAX_SAFE_INTEGER, { error: eventMessage('userId', '必须是正整数') }),
  type: z.enum(ACTIVITY_EVENT_TYPES, { error: eventMessage('type', `只能为 ${ACTIVITY_EVENT_TYPES.join('、')} 之一`) }),
  at: z
    .number({ error: eventMessage('at', '必须是毫秒时间戳') })
    .int({ error: eventMessage('at', '必须是毫秒时间戳') })
    .min(INGEST_EARLIEST_MS, { error: eventMessage('at', '不能早于 2000-01-01') })
    .max(8_640_000_000_000, { error: eventMessage('at', '必须是毫秒时间戳') }),
});
export type IngestEvent = z.infer<typeof ingestEventSchema>;

export const ingestBodySchema = z.object({
  events: z
    .array(ingestEventSchema, { error: 'events 必须是事件数组' })
    .min(1, { error: 'events 不能为空' })
    .max(INGEST_BATCH_MAX, { error: `每批最多 ${INGEST_BATCH_MAX} 条事件` }),
});
export type IngestBody = z.infer<typeof ingestBodySchema>;

/** `inserted` new events; `duplicates` were already stored (same `eventId`) and changed nothing. */
export const ingestResponseSchema = z.object({
  received: count,
  inserted: count,
  duplicates: count,
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

