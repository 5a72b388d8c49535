import type { ScreeningDay } from '@ops/contracts/screening';
import { EMPTY_TEXT } from '@/lib/format';

/** The three outcomes of a day, in the order the table and the chart show them. */
export const OUTCOMES = [
  { field: 'passed', title: '机审通过' },
  { field: 'review', title: '送人审' },
  { field: 'blocked', title: '机审拒绝' },
] as const;
export type OutcomeField = (typeof OUTCOMES)[number]['field'];

export type ScreeningTotals = Omit<ScreeningDay, 'time'>;

/** The 总计 row: every count summed over the days shown. */
export function screeningTotals(days: readonly ScreeningDay[]): ScreeningTotals {
  const totals: ScreeningTotals = { screened: 0, passed: 0, review: 0, blocked: 0 };
  for (const day of days) {
    totals.screened += day.screened;
    totals.passed += day.passed;
    totals.review += day.review;
    totals.blocked += day.blocked;
  }
  return totals;
}

/** `part` as a percentage of `total`, one decimal; null when nothing was screened. */
export function sharePercent(part: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((part / total) * 1000) / 10;
}

/** e.g. `42.9%`; `—` when nothing was screened. */
export function formatShare(part: number, total: number): string {
  const share = sharePercent(part, total);
  return share === null ? EMPTY_TEXT : `${share.toFixed(1)}%`;
}
