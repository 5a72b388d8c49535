import { z } from 'zod';
import { REVIEW_STATE, type ReviewState } from './codes.ts';
import { BATCH_IDS_MAX } from './limits.ts';

/**
 * Operators' review decisions and the states they move between (architecture §5, extended by ADR 0012):
 * an operator may decide an item the machine has not screened yet (1), pass what the machine rejected
 * (6) and reject what it passed (2). The machine's own moves (1 → 2, 3 or 6) are not operator actions.
 */
export const REVIEW_TRANSITIONS = {
  pass: { from: [REVIEW_STATE.awaitingMachine, REVIEW_STATE.awaitingManual, REVIEW_STATE.machineRejected], to: REVIEW_STATE.manuallyPassed },
  reject: { from: [REVIEW_STATE.awaitingMachine, REVIEW_STATE.awaitingManual, REVIEW_STATE.machinePassed], to: REVIEW_STATE.manuallyRejected },
  revoke: { from: [REVIEW_STATE.manuallyRejected, REVIEW_STATE.manuallyPassed], to: REVIEW_STATE.awaitingManual },
} as const satisfies Record<string, { from: readonly ReviewState[]; to: ReviewState }>;
export type ReviewAction = keyof typeof REVIEW_TRANSITIONS;

export function canApply(action: ReviewAction, state: string): boolean {
  return (REVIEW_TRANSITIONS[action].from as readonly string[]).includes(state);
}

/**
 * Status tabs of the audit lists (ADR 0012): 全部 (every state), 待审核 3, 已通过 5, 已拒绝 4, 机审
 * (the machine's decisions 2 and 6, to check and overturn) and 待机审 1 (not screened yet).
 */
export const AUDIT_TABS = [
  { code: 'all', title: '全部' },
  { code: '3', title: '待审核' },
  { code: '5', title: '已通过' },
  { code: '4', title: '已拒绝' },
  { code: 'machine', title: '机审' },
  { code: '1', title: '待机审' },
] as const;
export type AuditTabCode = (typeof AUDIT_TABS)[number]['code'];
/** The states each grouped tab lists. */
export const AUDIT_ALL_STATES = ['1', '2', '3', '4', '5', '6'] as const;
export const AUDIT_MACHINE_STATES = ['2', '6'] as const;
export const AUDIT_DEFAULT_TAB: AuditTabCode = '3';
export const AUDIT_PAGE_SIZE = 10;

export const totalsSchema = z.array(z.object({ title: z.string(), code: z.string(), value: z.number().int() }));
export type Totals = z.infer<typeof totalsSchema>;

const batchIdMessage = `ids 必须是 1 到 ${BATCH_IDS_MAX} 个正整数 id 组成的数组`;
/** Body of every batch action: a JSON array of ids (spec 7), 1..500 of them, no duplicates counted twice. */
export const idListBodySchema = z
  .array(z.number({ error: batchIdMessage }).int({ error: batchIdMessage }).positive({ error: batchIdMessage }).max(Number.MAX_SAFE_INTEGER), {
    error: batchIdMessage,
  })
  .min(1, { error: batchIdMessage })
  .max(BATCH_IDS_MAX, { error: batchIdMessage });

export const skippedItemSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  state: z.string().optional(),
  decidedBy: z.string().nullable().optional(),
  decidedAt: z.number().int().nullable().optional(),
  /** Issue 15: skipped because another operator holds it in 领取模式 (their username); decide it again with `takeover=1`. */
  heldBy: z.string().optional(),
});
export type SkippedItem = z.infer<typeof skippedItemSchema>;

/** Per-id answer of a batch action (architecture 3). */
export const batchResultSchema = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(skippedItemSchema),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const REVIEW_CONFIRM = {
  pass: '确定要通过审核?',
  reject: '确定要拒绝审核?',
  revoke: '确定要撤销审核?',
  batchPass: '确定要批量通过审核?',
  batchReject: '确定要批量拒绝审核?',
  delete: '确定删除吗？',
} as const;
