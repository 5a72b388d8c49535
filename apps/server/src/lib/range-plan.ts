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

const HOUR_MS = 3_600_000;

export interface HourPlan {
  /** Whole UTC hours read from hourly counts: [from, to), null bound = open; null when the range holds none. */
  whole: { from: Date | null; to: Date | null } | null;
  /** Part-hours at the ends, counted exactly: [start, end). */
  exact: { start: Date | null; end: Date | null }[];
}

/** Splits a time range [from, before) into whole UTC hours and the part-hours at its ends (each under an hour). */
export function planHours(from: Date | undefined, before: Date | undefined): HourPlan {
  const firstWhole = from === undefined ? null : new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS);
  const wholeEnd = before === undefined ? null : new Date(Math.floor(before.getTime() / HOUR_MS) * HOUR_MS);
  if (firstWhole !== null && wholeEnd !== null && firstWhole >= wholeEnd) {
    return { whole: null, exact: from !== undefined && before !== undefined && from >= before ? [] : [{ start: from ?? null, end: before ?? null }] };
  }
  const exact: HourPlan['exact'] = [];
  if (from !== undefined && firstWhole !== null && from < firstWhole) exact.push({ start: from, end: firstWhole });
  if (before !== undefined && wholeEnd !== null && wholeEnd < before) exact.push({ start: wholeEnd, end: before });
  return { whole: { from: firstWhole, to: wholeEnd }, exact };
}

/** The first day of `day`'s month. */
export function monthOf(day: Day): Day {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (before, if negative) the month starting on `month`. */
export function addMonths(month: Day, months: number): Day {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export interface MonthSplit {
  /** Whole months by their first days, both included (null bound = open). */
  months: { from: Day | null; to: Day | null } | null;
  /** The days before the first and after the last whole month, both ends included. */
  days: { from: Day; to: Day }[];
}

/** Splits whole days [from, to] (null = open) into whole months and the days at either end. */
export function splitWholeMonths(from: Day | null, to: Day | null): MonthSplit {
  const firstMonth = from === null ? null : monthOf(from) === from ? from : addMonths(monthOf(from), 1);
  const lastMonth = to === null ? null : addMonths(monthOf(to), 1) === addDays(to, 1) ? monthOf(to) : addMonths(monthOf(to), -1);
  if (from !== null && to !== null && firstMonth !== null && lastMonth !== null && firstMonth > lastMonth) {
    return { months: null, days: from <= to ? [{ from, to }] : [] };
  }
  const days: MonthSplit['days'] = [];
  if (from !== null && firstMonth !== null && from < firstMonth) days.push({ from, to: addDays(firstMonth, -1) });
  if (to !== null && lastMonth !== null && addMonths(lastMonth, 1) <= to) days.push({ from: addMonths(lastMonth, 1), to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}
