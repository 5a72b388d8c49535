/** Code tables from spec section 3 and 9 and architecture section 5. */

export type TagColor = 'success' | 'warning' | 'error' | 'default' | 'processing';

export interface CodeEntry<C extends string> {
  code: C;
  label: string;
}

export const SEX = { male: 1, female: 2, unknown: 0 } as const;
export type SexCode = (typeof SEX)[keyof typeof SEX];
export const SEX_LABEL = ['男', '女', '未知'] as const;
export type SexLabel = (typeof SEX_LABEL)[number];

/** 1 male, 2 female, anything else unknown (spec 3). */
export function sexLabel(code: number | null | undefined): SexLabel {
  if (code === SEX.male) return '男';
  if (code === SEX.female) return '女';
  return '未知';
}

export const SEX_FILTER_OPTIONS = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
  { value: '0', label: '未知' },
] as const;

export const USER_STATUS = { normal: '1', frozen: '2' } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];
export const USER_STATUS_LABEL: Record<UserStatus, string> = { '1': '正常', '2': '冻结' };
export const USER_STATUS_COLOR: Record<UserStatus, TagColor> = { '1': 'success', '2': 'error' };
export const USER_STATUS_OPTIONS = [
  { value: '1', label: '正常' },
  { value: '2', label: '冻结' },
] as const;

export const ODD_EVEN_OPTIONS = [
  { value: '1', label: '单数' },
  { value: '2', label: '双数' },
] as const;

/** Review states, architecture section 5. */
export const REVIEW_STATE = {
  awaitingMachine: '1',
  machinePassed: '2',
  awaitingManual: '3',
  manuallyRejected: '4',
  manuallyPassed: '5',
  machineRejected: '6',
} as const;
export type ReviewState = (typeof REVIEW_STATE)[keyof typeof REVIEW_STATE];
export const REVIEW_STATES = ['1', '2', '3', '4', '5', '6'] as const satisfies readonly ReviewState[];
export const REVIEW_STATE_LABEL: Record<ReviewState, string> = {
  '1': '待机审',
  '2': '机审通过',
  '3': '待人工审核',
  '4': '人工拒绝',
  '5': '人工通过',
  '6': '机审拒绝',
};
export const REVIEW_STATE_COLOR: Record<ReviewState, TagColor> = {
  '1': 'warning',
  '2': 'success',
  '3': 'warning',
  '4': 'error',
  '5': 'success',
  '6': 'error',
};

export const TOP_STATE = { notPinned: 1, pinned: 2 } as const;
export type TopState = (typeof TOP_STATE)[keyof typeof TOP_STATE];

/** Freezing time: "1" three days, "2" seven days, "3" permanent. */
export const FREEZING_TIME = [
  { code: '1', label: '冻结3天', days: 3 },
  { code: '2', label: '冻结7天', days: 7 },
  { code: '3', label: '永久冻结', days: null },
] as const;
export type FreezingTime = (typeof FREEZING_TIME)[number]['code'];

/** Freezing range: "1" login, "2" posting/speaking, "3" publishing. */
export const FREEZING_RANGE = [
  { code: '1', label: '冻结登录' },
  { code: '2', label: '冻结发言' },
  { code: '3', label: '冻结发布动态' },
] as const;
export type FreezingRange = (typeof FREEZING_RANGE)[number]['code'];

export const FREEZE_REASON = [
  { code: '1', label: '被举报内容违规' },
  { code: '2', label: '恶意攻击' },
  { code: '3', label: '发布广告' },
  { code: '4', label: '其他' },
] as const;
export type FreezeReason = (typeof FREEZE_REASON)[number]['code'];
export const FREEZE_REASON_OTHER: FreezeReason = '4';

export const FREEZE_DEFAULTS = {
  freezingTime: '1',
  freezingRange: '1',
  reasonsForFreezing: '1',
} as const satisfies { freezingTime: FreezingTime; freezingRange: FreezingRange; reasonsForFreezing: FreezeReason };

export function labelOf<C extends string>(table: readonly CodeEntry<C>[], code: string): string {
  return table.find((entry) => entry.code === code)?.label ?? code;
}
