import { AUDIT_MACHINE_STATES, type AuditTabCode, type Totals } from '@ops/contracts/moderation';

/** Whether an item in `state` is listed under `tab` (全部 holds every state, 机审 the machine's two). */
export function tabHolds(tab: string, state: string): boolean {
  if (tab === 'all') return true;
  if (tab === 'machine') return (AUDIT_MACHINE_STATES as readonly string[]).includes(state);
  return tab === state;
}

/** An item moving between states, as the tab counts see it. */
export interface StateMove {
  from: string;
  to: string;
}

/** How much `moves` change the count of `tab`. */
function movedBy(tab: string, moves: readonly StateMove[]): number {
  return moves.reduce((delta, move) => delta + Number(tabHolds(tab, move.to)) - Number(tabHolds(tab, move.from)), 0);
}

/** The tab totals once `moves` are applied (a decision the list has not seen yet): counts change in place. */
export function movedTotals(totals: Totals, moves: readonly StateMove[]): Totals {
  if (moves.length === 0) return totals;
  return totals.map((entry) => ({ ...entry, value: Math.max(0, entry.value + movedBy(entry.code, moves)) }));
}

/** The current tab's total once `moves` are applied. */
export function movedCount(tab: AuditTabCode, count: number, moves: readonly StateMove[]): number {
  return Math.max(0, count + movedBy(tab, moves));
}
