import { z } from 'zod';
import { epochMs, epochMsQuery, pageQuery, pagedSchema, positiveIdSchema } from './common.ts';
import { FILTER_TEXT_MAX } from './limits.ts';

/**
 * Machine pre-screening (机审, issue 13): every new post and video is screened against the
 * operators' lexicon (敏感词库), the built-in contact and ad detectors and the image blocklist
 * (图片黑库), and moved from state 1 to 2 (pass), 3 (a person decides) or 6 (reject).
 */
export const WORD_CATEGORIES = ['涉政', '色情', '赌博', '广告引流', '辱骂', '违禁品', '其他'] as const;
export type WordCategory = (typeof WORD_CATEGORIES)[number];

export const WORD_ACTIONS = ['block', 'review'] as const;
export type WordAction = (typeof WORD_ACTIONS)[number];
export const WORD_ACTION_LABEL: Record<WordAction, string> = { block: '拦截', review: '送人审' };

/** The built-in detectors, each 拦截, 送人审 or 关闭. */
export const DETECTOR_KEYS = ['mobile', 'wechat', 'qq', 'url'] as const;
export type DetectorKey = (typeof DETECTOR_KEYS)[number];
export const DETECTOR_LABEL: Record<DetectorKey, string> = {
  mobile: '手机号',
  wechat: '微信号',
  qq: 'QQ 号',
  url: '站外网址',
};
export const DETECTOR_MODES = ['block', 'review', 'off'] as const;
export type DetectorMode = (typeof DETECTOR_MODES)[number];
export const DETECTOR_MODE_LABEL: Record<DetectorMode, string> = { block: '拦截', review: '送人审', off: '关闭' };

export const MACHINE_VERDICTS = ['pass', 'review', 'block'] as const;
export type MachineVerdict = (typeof MACHINE_VERDICTS)[number];
/** The review state each verdict moves an item to (architecture §5, ADR 0012). */
export const VERDICT_STATE: Record<MachineVerdict, '2' | '3' | '6'> = { pass: '2', review: '3', block: '6' };
export const MACHINE_VERDICT_LABEL: Record<MachineVerdict, string> = { pass: '机审通过', review: '送人审', block: '机审拒绝' };
export const MACHINE_VERDICT_COLOR: Record<MachineVerdict, 'success' | 'warning' | 'error'> = { pass: 'success', review: 'warning', block: 'error' };

/** Why the machine decided: a lexicon word, a detector, a blocklisted image, or an image it could not read. */
export const REASON_KINDS = ['word', 'mobile', 'wechat', 'qq', 'url', 'image', 'image_unreadable'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];
export const REASON_KIND_LABEL: Record<ReasonKind, string> = {
  word: '敏感词',
  mobile: '手机号',
  wechat: '微信号',
  qq: 'QQ 号',
  url: '站外网址',
  image: '图片黑库',
  image_unreadable: '图片无法识别',
};

/**
 * One reason. `start`/`end` are UTF-16 offsets into the item's text (`text.slice(start, end)` is what
 * matched, as written, disguise included); `word` is the lexicon word or the detected number or id;
 * `image` the image URL and `distance` its Hamming distance to the blocklisted `blockedImageId`.
 */
export const machineReasonSchema = z.object({
  kind: z.enum(REASON_KINDS),
  category: z.enum(WORD_CATEGORIES),
  action: z.enum(WORD_ACTIONS),
  word: z.string().optional(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  image: z.string().optional(),
  blockedImageId: z.number().int().optional(),
  distance: z.number().int().optional(),
  detail: z.string().optional(),
});
export type MachineReason = z.infer<typeof machineReasonSchema>;

/** `machineReview` of an audit item and the message detail: null until screened. */
export const machineReviewSchema = z.object({
  verdict: z.enum(MACHINE_VERDICTS),
  reasons: z.array(machineReasonSchema),
  screenedAt: epochMs,
});
export type MachineReview = z.infer<typeof machineReviewSchema>;

// ---------- 敏感词库 ----------

export const SENSITIVE_WORD_MAX = 32;
export const SENSITIVE_WORDS_PAGE_SIZE = 20;
export const SENSITIVE_WORDS_IMPORT_MAX = 5000;

const categorySchema = z.enum(WORD_CATEGORIES, { error: `category 只能为 ${WORD_CATEGORIES.join('、')}` });
const actionSchema = z.enum(WORD_ACTIONS, { error: 'action 只能为 block（拦截）或 review（送人审）' });
/** A word's length as operators and the database count it: characters (code points), so an emoji is one. */
export function wordLength(word: string): number {
  return [...word].length;
}

const wordSchema = z
  .string({ error: '敏感词必须是文本' })
  .trim()
  .min(1, { error: '敏感词不能为空' })
  .refine((word) => wordLength(word) <= SENSITIVE_WORD_MAX, { error: `敏感词最多 ${SENSITIVE_WORD_MAX} 个字符` });

/** `GET /manage/sensitive-words`: `keyword` matches words containing it; newest first (last added or changed). */
export const sensitiveWordListQuerySchema = z.object({
  keyword: z.string().trim().max(FILTER_TEXT_MAX, { error: '长度在 0 到 15 个字符' }).optional(),
  category: categorySchema.optional(),
  action: actionSchema.optional(),
  ...pageQuery(SENSITIVE_WORDS_PAGE_SIZE),
});
export type SensitiveWordListQuery = z.input<typeof sensitiveWordListQuerySchema>;

/** `POST /manage/sensitive-words`, `PUT /manage/sensitive-words/{id}` */
export const sensitiveWordBodySchema = z.object({ word: wordSchema, category: categorySchema, action: actionSchema });
export type SensitiveWordBody = z.infer<typeof sensitiveWordBodySchema>;

export const sensitiveWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  category: z.enum(WORD_CATEGORIES),
  action: z.enum(WORD_ACTIONS),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** Who added or last changed it; 系统 for the starter lexicon. */
  updatedBy: z.string(),
});
export type SensitiveWord = z.infer<typeof sensitiveWordSchema>;
export const sensitiveWordListSchema = pagedSchema(sensitiveWordSchema);
export type SensitiveWordList = z.infer<typeof sensitiveWordListSchema>;

/**
 * `POST /manage/sensitive-words/import`: words one per line (or as a list), all with one category and action.
 * At most 5,000 words: blank lines are not words, they only keep the numbering of the lines after them.
 */
export const sensitiveWordImportBodySchema = z.object({
  words: z.union([z.string({ error: 'words 必须是文本或文本数组' }), z.array(z.string({ error: 'words 必须是文本或文本数组' }))], {
    error: 'words 必须是文本或文本数组',
  }),
  category: categorySchema,
  action: actionSchema,
});
export type SensitiveWordImportBody = z.infer<typeof sensitiveWordImportBodySchema>;

/** An import's request body can be this large (5,000 words of 32 characters, 3 bytes each, and line breaks). */
export const SENSITIVE_WORDS_IMPORT_BODY_MAX_BYTES = 1024 * 1024;

/** The lines of an import as the server numbers them (1-based): a text split at line breaks, each trimmed. */
export function importLines(words: SensitiveWordImportBody['words']): string[] {
  return (typeof words === 'string' ? words.split(/\r?\n/) : words).map((line) => line.trim());
}

/** How many words an import holds: its lines that are not blank. */
export function importWordCount(lines: readonly string[]): number {
  return lines.filter((line) => line !== '').length;
}

/** Per line what happened: added, or skipped with the reason (empty, too long, already in the lexicon, repeated). */
export const sensitiveWordImportResultSchema = z.object({
  added: z.array(z.string()),
  skipped: z.array(z.object({ line: z.number().int(), word: z.string(), reason: z.string() })),
});
export type SensitiveWordImportResult = z.infer<typeof sensitiveWordImportResultSchema>;

// ---------- detectors and the URL allow-list ----------

/** `GET/PUT /manage/screening/settings` */
export const screeningSettingsSchema = z.object({
  detectors: z.object({
    mobile: z.enum(DETECTOR_MODES),
    wechat: z.enum(DETECTOR_MODES),
    qq: z.enum(DETECTOR_MODES),
    url: z.enum(DETECTOR_MODES),
  }),
  /** Hosts whose links are not reported (a host also allows its subdomains), e.g. the app's own domain. */
  urlAllowList: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, { error: '允许的域名格式有误，例如 example.com' }),
    )
    .max(200, { error: '允许的域名最多 200 个' }),
});
export type ScreeningSettings = z.infer<typeof screeningSettingsSchema>;

// ---------- 图片黑库 ----------

export const IMAGE_BLOCKLIST_PAGE_SIZE = 20;
export const imageBlocklistQuerySchema = z.object({ ...pageQuery(IMAGE_BLOCKLIST_PAGE_SIZE) });

export const blockedImageSchema = z.object({
  id: z.number().int(),
  /** 64-bit perceptual hash, 16 hex digits. */
  hash: z.string(),
  imageUrl: z.string(),
  category: z.enum(WORD_CATEGORIES),
  sourceType: z.enum(['post', 'video']).nullable(),
  sourceId: z.number().int().nullable(),
  createdAt: epochMs,
  createdBy: z.string(),
});
export type BlockedImage = z.infer<typeof blockedImageSchema>;
export const blockedImageListSchema = pagedSchema(blockedImageSchema);
export type BlockedImageList = z.infer<typeof blockedImageListSchema>;

/** `POST /manage/image-blocklist`: every image of a post (its pictures) or a video (its cover). */
export const blockImagesBodySchema = z.object({
  targetType: z.enum(['post', 'video'], { error: 'targetType 只能为 post 或 video' }),
  targetId: positiveIdSchema('targetId'),
  category: categorySchema.default('其他'),
});
export type BlockImagesBody = z.input<typeof blockImagesBodySchema>;

export const blockImagesResultSchema = z.object({
  added: z.array(blockedImageSchema),
  skipped: z.array(z.object({ image: z.string(), reason: z.string() })),
});
export type BlockImagesResult = z.infer<typeof blockImagesResultSchema>;

// ---------- 机审统计 ----------

/**
 * `GET /manage/screening/stats`: per Shanghai day in the range (default the last 7 days); like the other
 * statistics, at most `STATS_RANGE_MAX_DAYS` (366) days, else 400 查询范围最多 366 天 on `sd`.
 */
export const screeningStatsQuerySchema = z.object({ sd: epochMsQuery('sd'), ed: epochMsQuery('ed') });
export type ScreeningStatsQuery = z.input<typeof screeningStatsQuerySchema>;

export const screeningDaySchema = z.object({
  time: z.string(),
  screened: z.number().int(),
  passed: z.number().int(),
  review: z.number().int(),
  blocked: z.number().int(),
});
export type ScreeningDay = z.infer<typeof screeningDaySchema>;

export const screeningStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(screeningDaySchema),
  /** Reasons per category over the range, most first. */
  categories: z.array(z.object({ category: z.enum(WORD_CATEGORIES), n: z.number().int() })),
  /**
   * What hit most over the range (at most 20): lexicon words by word, links by host, blocked images as
   * `#<图片黑库 id>`. Mobile numbers, WeChat and QQ ids are counted per detector with `word: ''`, so users'
   * contact details never reach a statistics page.
   */
  words: z.array(z.object({ kind: z.enum(REASON_KINDS), word: z.string(), category: z.enum(WORD_CATEGORIES), n: z.number().int() })),
});
export type ScreeningStats = z.infer<typeof screeningStatsSchema>;

export const SCREENING_MSG = {
  wordDuplicate: '该敏感词已存在（忽略空格、标点、大小写和繁简后相同）',
  wordNotFound: '敏感词不存在',
  wordEmpty: '敏感词不能为空',
  wordOnlySymbols: '敏感词不能只由空格、标点或表情组成',
  importEmpty: '请至少输入一个敏感词',
  importTooMany: `一次最多导入 ${SENSITIVE_WORDS_IMPORT_MAX} 个敏感词`,
  importRepeated: '与前面的行重复',
  imageAlreadyBlocked: '该图片已在图片黑库中',
  imageUnreadable: '图片无法读取或识别',
  noImages: '该内容没有图片',
  blockedImageNotFound: '图片黑库中没有该图片',
} as const;
