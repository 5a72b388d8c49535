import { z } from 'zod';
import { INGEST_EARLIEST_MS } from './statistics.ts';

/**
 * Content intake (issue 12): the app's backend sends its users, posts, videos, comments, reports and
 * login records. Ids are the app's own; each item of users, posts and videos is the object's full
 * current state, applied only when its `updatedAt` is newer than the stored one.
 */
export const INTAKE_BATCH_MAX = 1000;
/** A login's device: the app's own text or the browser's full user-agent (64 until issue 16, too short for one). */
export const LOGIN_EQUIPMENT_MAX = 512;
export const INTAKE_TEXT_MAX = 5000;
export const INTAKE_MEDIAS_MAX = 9;
export const INTAKE_URL_MAX = 1024;
export const INTAKE_TAGS_MAX = 20;

export const INTAKE_KINDS = ['users', 'posts', 'videos', 'comments', 'reports', 'logins'] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

export const INTAKE_KIND_LABEL: Record<IntakeKind, string> = {
  users: '用户',
  posts: '动态',
  videos: '视频',
  comments: '评论',
  reports: '举报',
  logins: '登录记录',
};

const must = (field: string, rule: string) => ({ error: `${field} ${rule}` });

function appId(field: string) {
  const rule = must(field, '必须是正整数');
  return z.number(rule).int(rule).positive(rule).max(Number.MAX_SAFE_INTEGER, rule);
}

function epochMsField(field: string) {
  const rule = must(field, '必须是毫秒时间戳');
  return z.number(rule).int(rule).min(INGEST_EARLIEST_MS, must(field, '不能早于 2000-01-01')).max(8_640_000_000_000, rule);
}

function text(field: string, max: number) {
  return z.string(must(field, '必须是文本')).trim().max(max, must(field, `最多 ${max} 个字符`));
}

function requiredText(field: string, max: number) {
  return text(field, max).min(1, must(field, '不能为空'));
}

function optionalText(field: string, max: number) {
  return text(field, max).nullish().transform((value) => value ?? null);
}

function boundedInt(field: string, max: number, rule: string) {
  const message = must(field, rule);
  return z.number(message).int(message).min(0, message).max(max, message);
}

const INT_MAX = 2_147_483_647;
const count = (field: string) => boundedInt(field, INT_MAX, '必须是不小于 0 的整数').default(0);

/** An absolute http(s) URL, or a root-relative path on this console (the demo app's media). The origin is checked against MEDIA_ORIGINS by the server. */
export function mediaUrl(field: string) {
  return z
    .string(must(field, '必须是图片或视频地址'))
    .trim()
    .max(INTAKE_URL_MAX, must(field, `最多 ${INTAKE_URL_MAX} 个字符`))
    .regex(/^(https?:\/\/[^\s/?#]+|\/(?!\/))\S*$/i, must(field, '必须是 http(s) 地址'));
}

export const intakeUserSchema = z.object({
  id: appId('id'),
  mobile: requiredText('mobile', 20),
  nickname: requiredText('nickname', 32),
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)], must('sex', '只能为 1（男）、2（女）或 0（未知）')),
  age: boundedInt('age', 150, '必须是 0 到 150 之间的整数').nullish().transform((value) => value ?? null),
  income: boundedInt('income', INT_MAX, '必须是不小于 0 的整数').nullish().transform((value) => value ?? null),
  occupation: optionalText('occupation', 32),
  personalSignature: optionalText('personalSignature', 200),
  city: text('city', 32).nullish().transform((value) => value ?? ''),
  logo: mediaUrl('logo').nullish().transform((value) => value || null),
  tags: z
    .array(requiredText('tags', 20).regex(/^[^,，]+$/, must('tags', '中的标签不能包含逗号')), must('tags', '必须是文本数组'))
    .max(INTAKE_TAGS_MAX, must('tags', `最多 ${INTAKE_TAGS_MAX} 个`))
    .default([])
    .refine((tags) => tags.join(',').length <= 200, must('tags', '合计最多 200 个字符')),
  created: epochMsField('created'),
  updatedAt: epochMsField('updatedAt'),
});
export type IntakeUser = z.output<typeof intakeUserSchema>;

const contentFields = {
  id: appId('id'),
  userId: appId('userId'),
  text: text('text', INTAKE_TEXT_MAX).default(''),
  createDate: epochMsField('createDate'),
  likeCount: count('likeCount'),
  forwardingCount: count('forwardingCount'),
  updatedAt: epochMsField('updatedAt'),
};

/** `commentCount` is accepted but not stored: a post's comment count is the number of comments sent through /ingest/comments. */
export const intakePostSchema = z.object({
  ...contentFields,
  medias: z.array(mediaUrl('medias'), must('medias', '必须是图片地址数组')).max(INTAKE_MEDIAS_MAX, must('medias', `最多 ${INTAKE_MEDIAS_MAX} 张图片`)).default([]),
  commentCount: count('commentCount').optional(),
});
export type IntakePost = z.output<typeof intakePostSchema>;

/** Comments on videos are not sent, so a video's `commentCount` is the app's figure. */
export const intakeVideoSchema = z.object({
  ...contentFields,
  picUrl: mediaUrl('picUrl'),
  videoUrl: mediaUrl('videoUrl'),
  commentCount: count('commentCount'),
});
export type IntakeVideo = z.output<typeof intakeVideoSchema>;

export const intakeCommentSchema = z.object({
  id: appId('id'),
  postId: appId('postId'),
  userId: appId('userId'),
  content: requiredText('content', 500),
  createDate: epochMsField('createDate'),
});
export type IntakeComment = z.output<typeof intakeCommentSchema>;

export const REPORT_TARGET_TYPES = ['post', 'video'] as const;
export const intakeReportSchema = z.object({
  id: appId('id'),
  targetType: z.enum(REPORT_TARGET_TYPES, must('targetType', '只能为 post 或 video')),
  targetId: appId('targetId'),
  userId: appId('userId'),
  reason: requiredText('reason', 32),
  createDate: epochMsField('createDate'),
});
export type IntakeReport = z.output<typeof intakeReportSchema>;

export const intakeLoginSchema = z.object({
  id: appId('id'),
  userId: appId('userId'),
  logTime: epochMsField('logTime'),
  place: text('place', 64).default(''),
  equipment: text('equipment', LOGIN_EQUIPMENT_MAX).default(''),
});
export type IntakeLogin = z.output<typeof intakeLoginSchema>;

function batchOf<T extends z.ZodType>(kind: IntakeKind, item: T) {
  return z
    .array(item, must(kind, '必须是数组'))
    .min(1, must(kind, '不能为空'))
    .max(INTAKE_BATCH_MAX, { error: `每批最多 ${INTAKE_BATCH_MAX} 条` });
}

export const intakeUsersBodySchema = z.object({ users: batchOf('users', intakeUserSchema) });
export const intakePostsBodySchema = z.object({ posts: batchOf('posts', intakePostSchema) });
export const intakeVideosBodySchema = z.object({ videos: batchOf('videos', intakeVideoSchema) });
export const intakeCommentsBodySchema = z.object({ comments: batchOf('comments', intakeCommentSchema) });
export const intakeReportsBodySchema = z.object({ reports: batchOf('reports', intakeReportSchema) });
export const intakeLoginsBodySchema = z.object({ logins: batchOf('logins', intakeLoginSchema) });

/**
 * `inserted` new objects; `updated` stored ones replaced by a newer `updatedAt`; `unchanged` the rest
 * (sent before, an older or equal `updatedAt`, or repeated in the batch).
 */
export const intakeResultSchema = z.object({
  received: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

export const INTAKE_MSG = {
  future: '不能晚于服务器当前时间',
  unknownUser: '用户不存在，请先通过 /ingest/users 发送该用户',
  unknownPost: '动态不存在，请先通过 /ingest/posts 发送该动态',
  unknownVideo: '视频不存在，请先通过 /ingest/videos 发送该视频',
  mediaOrigin: '的来源不在 MEDIA_ORIGINS 中',
} as const;
