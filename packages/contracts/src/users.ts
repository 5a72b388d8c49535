import { z } from 'zod';
import {
  FREEZE_REASON,
  FREEZE_REASON_OTHER,
  FREEZING_RANGE,
  FREEZING_TIME,
  SEX_LABEL,
  USER_STATUS,
} from './codes.ts';
import { epochMs, idFilterSchema, nullableEpochMs, pageQuery, pagedSchema, positiveIdSchema, queryInt } from './common.ts';
import { DETAIL_LIST_PAGE_SIZE, FILTER_TEXT_MAX, REMARKS_MAX, USER_LIST_PAGE_SIZE } from './limits.ts';
import { MSG } from './messages.ts';

const filterText = z.string().trim().max(FILTER_TEXT_MAX, { error: MSG.lengthRange });
const userStatusSchema = z.enum([USER_STATUS.normal, USER_STATUS.frozen], {
  error: 'userStatus 只能为 "1"（正常）或 "2"（冻结）',
});

export const USER_LIST_SORT_PROPS = ['id', 'lastActiveTime', 'created'] as const;

/** GET /manage/users */
export const userListQuerySchema = z.object({
  id: idFilterSchema('用户ID').optional(),
  nickname: filterText.optional(),
  city: z.string().trim().max(50, { error: 'city 最多 50 个字符' }).optional(),
  sex: z.enum(['0', '1', '2'], { error: 'sex 只能为 1（男）、2（女）或 0（未知）' }).optional(),
  userStatus: userStatusSchema.optional(),
  sortProp: z.enum(USER_LIST_SORT_PROPS, { error: `sortProp 只能为 ${USER_LIST_SORT_PROPS.join('、')}` }).optional(),
  /**
   * Keyset paging in the id order: the page is the users right after (`after`) or right before
   * (`before`) the given id, so stepping one page forward or back never walks the pages in front
   * of it. `page` then only numbers the rows. Ignored under another sort.
   */
  after: queryInt('after', 1, Number.MAX_SAFE_INTEGER).optional(),
  before: queryInt('before', 1, Number.MAX_SAFE_INTEGER).optional(),
  ...pageQuery(USER_LIST_PAGE_SIZE),
}).refine((query) => query.after === undefined || query.before === undefined, { error: 'after 与 before 不能同时使用', path: ['before'] });
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListRowSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  sex: z.enum(SEX_LABEL),
  city: z.string(),
  logo: z.string().nullable(),
  lastActiveTime: nullableEpochMs,
  userStatus: userStatusSchema,
});
export type UserListRow = z.infer<typeof userListRowSchema>;
export const userListResultSchema = pagedSchema(userListRowSchema);

const freezingTimeSchema = z.enum(FREEZING_TIME.map((t) => t.code), { error: 'freezingTime 只能为 1、2 或 3' });
const freezingRangeSchema = z.enum(FREEZING_RANGE.map((r) => r.code), { error: 'freezingRange 只能为 1、2 或 3' });
const freezeReasonSchema = z.enum(FREEZE_REASON.map((r) => r.code), {
  error: 'reasonsForFreezing 只能为 1、2、3 或 4',
});

export const freezeRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  freezingTime: freezingTimeSchema,
  freezingRange: freezingRangeSchema,
  reasonsForFreezing: freezeReasonSchema,
  frozenRemarks: z.string(),
  createdAt: epochMs,
  expiresAt: nullableEpochMs,
  operatorName: z.string(),
  status: z.enum(['active', 'expired', 'thawed']),
  thawedAt: nullableEpochMs,
  thawOperatorName: z.string().nullable(),
  reasonsForThawing: z.string().nullable(),
  thawRemarks: z.string().nullable(),
});
export type FreezeRecord = z.infer<typeof freezeRecordSchema>;
export const FREEZE_STATUS_LABEL: Record<FreezeRecord['status'], string> = {
  active: '冻结中',
  expired: '已到期',
  thawed: '已解冻',
};

/** GET /manage/users/{id} */
export const userDetailSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  sex: z.enum(SEX_LABEL),
  age: z.number().int().nullable(),
  income: z.number().int().nullable(),
  occupation: z.string().nullable(),
  personalSignature: z.string().nullable(),
  countBeLiked: z.number().int(),
  countLiked: z.number().int(),
  countMatching: z.number().int(),
  created: epochMs,
  lastActiveTime: nullableEpochMs,
  userStatus: userStatusSchema,
  province: z.string(),
  city: z.string(),
  lastLoginLocation: z.string().nullable(),
  logo: z.string().nullable(),
  tags: z.string(),
  activeFreeze: freezeRecordSchema.nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const userIdSchema = positiveIdSchema('userId');

const remarks = z.string({ error: 'frozenRemarks 必须是文本' }).trim().max(REMARKS_MAX, { error: MSG.remarksTooLong });

/** POST /manage/users/freeze */
export const freezeBodySchema = z
  .object({
    userId: userIdSchema,
    freezingTime: freezingTimeSchema,
    freezingRange: freezingRangeSchema,
    reasonsForFreezing: freezeReasonSchema,
    frozenRemarks: remarks.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.reasonsForFreezing === FREEZE_REASON_OTHER && body.frozenRemarks === '') {
      ctx.addIssue({ code: 'custom', path: ['frozenRemarks'], message: MSG.freezeRemarksRequired });
    }
  });
export type FreezeBody = z.input<typeof freezeBodySchema>;

/** POST /manage/users/unfreeze */
export const unfreezeBodySchema = z.object({
  userId: userIdSchema,
  reasonsForThawing: z.string({ error: 'reasonsForThawing 必须是文本' }).trim().max(REMARKS_MAX, { error: MSG.remarksTooLong }).default(''),
  frozenRemarks: z.string({ error: 'frozenRemarks 必须是文本' }).trim().min(1, { error: MSG.contentRequired }).max(REMARKS_MAX, {
    error: MSG.remarksTooLong,
  }),
});
export type UnfreezeBody = z.input<typeof unfreezeBodySchema>;

export const freezeResultSchema = z.object({
  userId: z.number().int(),
  userStatus: userStatusSchema,
  freeze: freezeRecordSchema,
});
export type FreezeResult = z.infer<typeof freezeResultSchema>;

export const LOGIN_LOG_SORT_PROPS = ['logTime'] as const;

/** Lists under one user: uid plus paging and sorting (spec 7). */
export function userSubListQuery<const P extends readonly [string, ...string[]]>(sortProps: P) {
  return z.object({
    uid: queryInt('uid', 1, Number.MAX_SAFE_INTEGER),
    sortProp: z.enum(sortProps, { error: `sortProp 只能为 ${sortProps.join('、')}` }).optional(),
    ...pageQuery(DETAIL_LIST_PAGE_SIZE),
  });
}

export const loginLogQuerySchema = userSubListQuery(LOGIN_LOG_SORT_PROPS);
export type LoginLogQuery = z.input<typeof loginLogQuerySchema>;

export const loginLogSchema = z.object({
  id: z.number().int(),
  logTime: epochMs,
  place: z.string(),
  equipment: z.string(),
  ip: z.string(),
});
export type LoginLog = z.infer<typeof loginLogSchema>;
export const loginLogListSchema = pagedSchema(loginLogSchema);

export const freezeHistoryQuerySchema = userSubListQuery(['createdAt'] as const);
export const freezeHistorySchema = pagedSchema(freezeRecordSchema);
