import { addDays, type Day, dayOf, dayStart } from './shanghai-day.ts';

export interface RangePlan {
  /** Whole Shanghai days read from the counters (null bound = open). */
  whole: { from: Day | null; to: Day | null } | null;
  /** Partial stretches counted exactly from the table: [start, end). */
  exact: { start: Date | null; end: Date | null }[];
}

/**
 * Splits a creation-time range [from, before) into whole days (the counters know them) and the
 * partial stretches at its ends (counted row by row through the created_at index).
 */
export function planRange(from: Date | undefined, before: Date | undefined): RangePlan {
  const firstWhole = from === undefined ? null : dayStart(dayOf(from.getTime())).getTime() === from.getTime() ? dayOf(from.getTime()) : addDays(dayOf(from.getTime()), 1);
  const lastWhole = before === undefined ? null : addDays(dayOf(before.getTime()), -1);
  if (firstWhole !== null && lastWhole !== null && firstWhole > lastWhole) {
    return { whole: null, exact: [{ start: from ?? null, end: before ?? null }] };
  }
  const exact: RangePlan['exact'] = [];
  if (from !== undefined && firstWhole !== null && from < dayStart(firstWhole)) exact.push({ start: from, end: dayStart(firstWhole) });
  if (before !== undefined && lastWhole !== null && dayStart(addDays(lastWhole, 1)) < before) exact.push({ start: dayStart(addDays(lastWhole, 1)), end: before });
  return { whole: { from: firstWhole, to: lastWhole }, exact };
}
