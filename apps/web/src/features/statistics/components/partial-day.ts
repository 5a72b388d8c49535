import { useMemo } from 'react';
import { formatClock } from '@/lib/format';
import { dayOfMs, dayStartMs, type Day } from '@/lib/shanghai-day';

/** Today in the daily figures: the day is still running, so its counts only cover it up to `clock`. */
export interface PartialDay {
  /** The Shanghai day that is still running, `YYYY-MM-DD`. */
  day: Day;
  /** Shanghai `HH:mm` the figures reach. */
  clock: string;
  /** `今日（截至 HH:mm）`: how tables, exports and the chart name that day. */
  label: string;
}

export const partialDayLabel = (clock: string) => `今日（截至 ${clock}）`;

/**
 * The running day of figures fetched at `fetchedAt`: the Shanghai day of the fetch. They reach as far as the
 * roll-ups (`updatedAt`); roll-ups last brought up to date before that day began reach its 00:00, and without
 * roll-up time the fetch itself is the best bound.
 */
export function partialDayOf(fetchedAt: number, updatedAt: number | null | undefined): PartialDay {
  const day = dayOfMs(fetchedAt);
  const reached = updatedAt ?? fetchedAt;
  const clock = reached < dayStartMs(day) ? '00:00' : formatClock(reached);
  return { day, clock, label: partialDayLabel(clock) };
}

/** The row of the running day, if the rows reach it. */
export function isPartialRow(time: string, partial: PartialDay | undefined): boolean {
  return partial !== undefined && time === partial.day;
}

/** A day's `时间` as the table shows it and the export writes it: the running day carries its label. */
export function timeText(time: string, partial: PartialDay | undefined): string {
  return isPartialRow(time, partial) && partial ? `${time} ${partial.label}` : time;
}

/** The chart's mark of the running day (`TrendChartSpec.partialLast`): only when the rows end with it. */
export function partialCategory(rows: readonly { time: string }[], partial: PartialDay | undefined): { partialLast?: string } {
  const last = rows[rows.length - 1];
  return last && partial && isPartialRow(last.time, partial) ? { partialLast: partial.label } : {};
}

/** The running day of the figures a query holds (`dataUpdatedAt`: when they were fetched; 0 before they are). */
export function usePartialDay(dataUpdatedAt: number, updatedAt: number | null | undefined): PartialDay | undefined {
  return useMemo(() => (dataUpdatedAt > 0 ? partialDayOf(dataUpdatedAt, updatedAt) : undefined), [dataUpdatedAt, updatedAt]);
}
