import { DATE_UNSET } from '@ops/contracts/limits';
import { STATS_DEFAULT_DAYS, STATS_RANGE_MAX_DAYS } from '@ops/contracts/statistics';
import { toEpochMs } from '@/lib/date-range';
import { addDays, dayEndMs, dayOfMs, dayStartMs, rangeDays, type Day } from '@/lib/shanghai-day';
import type { ScreeningStatsParams } from '../api/get-screening-stats';

/** The days the 机审统计 page shows, both included (Asia/Shanghai calendar days). */
export interface DayRangeFilter {
  from: Day;
  to: Day;
}

/** The page's keys in the URL; empty `sd`/`ed` is the default range (the last 7 days, today included). */
export const SCREENING_STATS_URL_DEFAULTS = { sd: '', ed: '' };
export type ScreeningStatsUrl = Record<keyof typeof SCREENING_STATS_URL_DEFAULTS, string>;

/** The last 7 days, today included. */
export function defaultDayRange(today: Day): DayRangeFilter {
  return { from: addDays(today, -(STATS_DEFAULT_DAYS - 1)), to: today };
}

/** More days than a statistics call allows (366). */
export function isDayRangeTooLong(from: Day, to: Day): boolean {
  return rangeDays(from, to) > STATS_RANGE_MAX_DAYS;
}

/** The range a URL names; a missing, malformed or inverted one is the default range. */
export function parseDayRange(url: ScreeningStatsUrl, today: Day): DayRangeFilter {
  const sd = toEpochMs(url.sd);
  const ed = toEpochMs(url.ed);
  if (sd === DATE_UNSET || ed === DATE_UNSET || sd > ed) return defaultDayRange(today);
  return { from: dayOfMs(sd), to: dayOfMs(ed) };
}

/** The URL of a range: the default range leaves the URL, so the page keeps meaning "the last 7 days" tomorrow. */
export function toDayRangeUrl(range: DayRangeFilter, today: Day): ScreeningStatsUrl {
  const fallback = defaultDayRange(today);
  if (range.from === fallback.from && range.to === fallback.to) return { sd: '', ed: '' };
  return { sd: String(dayStartMs(range.from)), ed: String(dayEndMs(range.to)) };
}

/** The call always names its days, so the figures, the table and the export agree. */
export function toScreeningStatsParams(range: DayRangeFilter): ScreeningStatsParams {
  return { sd: dayStartMs(range.from), ed: dayEndMs(range.to) };
}
