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

/** The tab totals once `moves` are applied (a decision the list has not seen yet): counts change in place. */
export function movedTotals(totals: Totals, moves: readonly StateMove[]): Totals {
  if (moves.length === 0) return totals;
  return totals.map((entry) => {
    let value = entry.value;
    for (const move of moves) value += Number(tabHolds(entry.code, move.to)) - Number(tabHolds(entry.code, move.from));
    return { ...entry, value: Math.max(0, value) };
  });
}

/** The current tab's total once `moves` are applied. */
export function movedCount(tab: AuditTabCode, count: number, moves: readonly StateMove[]): number {
  let value = count;
  for (const move of moves) value += Number(tabHolds(tab, move.to)) - Number(tabHolds(tab, move.from));
  return Math.max(0, value);
}
