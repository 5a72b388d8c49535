import type { HeldBy } from '@ops/contracts/review-queue';

/** The lease columns a list row carries (left-joined: null when no lease runs on the item). */
export interface LeaseColumns {
  heldById: number | null;
  heldByName: string | null;
  heldUntil: Date | null;
}

/** Who holds a listed item in 领取模式 while their lease runs (the name is the operator's username, as in 「由 X 处理中」). */
export function heldByOf(row: LeaseColumns): HeldBy | null {
  if (row.heldById === null || row.heldUntil === null) return null;
  return { operatorId: row.heldById, name: row.heldByName ?? '', until: row.heldUntil.getTime() };
}
