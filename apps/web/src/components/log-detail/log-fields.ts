import { FREEZE_REASON, FREEZING_RANGE, FREEZING_TIME, labelOf, REVIEW_STATE_LABEL, USER_STATUS_LABEL } from '@ops/contracts/codes';
import { FREEZE_STATUS_LABEL } from '@ops/contracts/users';
import { EMPTY_TEXT, formatDateTime } from '@/lib/format';

interface FieldSpec {
  label: string;
  /** Turns a recorded value (never undefined: an absent field is shown as `—` before this is asked) into text. */
  format?: (value: unknown) => string;
}

const fromTable =
  (table: Record<string, string>) =>
  (value: unknown): string =>
    table[String(value)] ?? formatValue(value);

const fromCodes =
  (codes: readonly { code: string; label: string }[]) =>
  (value: unknown): string =>
    value === null ? EMPTY_TEXT : labelOf(codes, String(value));

const dateTime = (value: unknown): string => (typeof value === 'number' ? formatDateTime(value) : formatValue(value));

/** Field names of the recorded before/after objects (the server's shapes), in Chinese, with their code tables. */
const FIELDS: Record<string, FieldSpec> = {
  userStatus: { label: '用户状态', format: fromTable(USER_STATUS_LABEL) },
  state: { label: '审核状态', format: fromTable(REVIEW_STATE_LABEL) },
  topState: { label: '置顶状态', format: fromTable({ '1': '未置顶', '2': '已置顶' }) },
  deleted: { label: '已删除' },
  deletedAt: { label: '删除时间', format: dateTime },
  deletedBy: { label: '删除操作员ID' },
  freeze: { label: '冻结记录' },
  id: { label: 'ID' },
  userId: { label: '用户ID' },
  text: { label: '内容' },
  medias: { label: '图片', format: (value) => (Array.isArray(value) ? `${value.length} 张` : formatValue(value)) },
  createDate: { label: '发布时间', format: dateTime },
  likeCount: { label: '点赞数' },
  commentCount: { label: '评论数' },
  forwardingCount: { label: '转发数' },
  reportCount: { label: '举报数' },
  status: { label: '状态', format: fromTable(FREEZE_STATUS_LABEL) },
  createdAt: { label: '冻结时间', format: dateTime },
  expiresAt: { label: '到期时间', format: (value) => (value === null ? '永久' : dateTime(value)) },
  thawedAt: { label: '解冻时间', format: dateTime },
  freezingTime: { label: '冻结时长', format: fromCodes(FREEZING_TIME) },
  freezingRange: { label: '冻结范围', format: fromCodes(FREEZING_RANGE) },
  reasonsForFreezing: { label: '冻结原因', format: fromCodes(FREEZE_REASON) },
  frozenRemarks: { label: '冻结备注' },
  operatorName: { label: '操作人' },
  thawOperatorName: { label: '解冻操作人' },
  reasonsForThawing: { label: '解冻原因' },
  thawRemarks: { label: '解冻备注' },
};

/** Any recorded value as plain text: `—` for nothing, 是/否 for flags, lists joined, objects as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_TEXT : value.map(formatValue).join('、');
  return JSON.stringify(value);
}

/** The label of a flattened path (`freeze.expiresAt` → 冻结记录 · 到期时间); an unknown name stays as written. */
export function fieldLabel(path: string): string {
  if (path === '') return '值';
  return path
    .split('.')
    .map((segment) => FIELDS[segment]?.label ?? segment)
    .join(' · ');
}

/** A recorded value of the field at `path` as text; `undefined` (the field was not recorded) → `—`. */
export function formatField(path: string, value: unknown): string {
  if (value === undefined) return EMPTY_TEXT;
  const name = path.split('.').pop() ?? path;
  const format = FIELDS[name]?.format;
  if (format && value !== '') return format(value);
  return formatValue(value);
}
