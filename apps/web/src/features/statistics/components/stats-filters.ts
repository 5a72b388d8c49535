import { ODD_EVEN_OPTIONS, SEX_FILTER_OPTIONS } from '@ops/contracts/codes';
import { DATE_UNSET } from '@ops/contracts/limits';
import { STATS_DEFAULT_DAYS, STATS_RANGE_MAX_DAYS } from '@ops/contracts/statistics';
import { toEpochMs } from '@/lib/date-range';
import { addDays, dayEndMs, dayOfMs, dayStartMs, rangeDays, type Day } from '@/lib/shanghai-day';
import { oneOf } from '@/lib/url-state';
import type { AudienceParams, OddEven, SexFilter, StatsParams } from '../api/stats-params';

/** What the filter bar shows; `''` is 全部. */
export interface AudienceFilters {
  oddEven: OddEven | '';
  sex: SexFilter | '';
}

export interface StatsFilters extends AudienceFilters {
  from: Day;
  to: Day;
}

/** The statistics keys of the URL; empty `sd`/`ed` is the default range (the last 7 days, today included). */
export type StatsUrl = Record<'sd' | 'ed' | 'oddEven' | 'sex', string>;
export const STATS_URL_DEFAULTS: StatsUrl = { sd: '', ed: '', oddEven: '', sex: '' };

const ODD_EVEN_CODES = ODD_EVEN_OPTIONS.map((option) => option.value);
const SEX_CODES = SEX_FILTER_OPTIONS.map((option) => option.value);

export function isRangeTooLong(from: Day, to: Day): boolean {
  return rangeDays(from, to) > STATS_RANGE_MAX_DAYS;
}

/**
 * The last 7 days, today included: what the page shows when the URL names no range or the picker is cleared. `today` is
 * the Shanghai day (`shanghaiToday()`), whatever the browser's time zone.
 */
export function defaultRange(today: Day): Pick<StatsFilters, 'from' | 'to'> {
  return lastDays(today, STATS_DEFAULT_DAYS);
}

/** The `days` days ending with `today`, both ends included. */
export function lastDays(today: Day, days: number): Pick<StatsFilters, 'from' | 'to'> {
  return { from: addDays(today, 1 - days), to: today };
}

export function isDefaultRange(filters: Pick<StatsFilters, 'from' | 'to'>, today: Day): boolean {
  const fallback = defaultRange(today);
  return filters.from === fallback.from && filters.to === fallback.to;
}

/** The picker's quick ranges (spec 9), as `lastDays` of Shanghai's today. */
export const RANGE_PRESETS = [
  { label: '今天', days: 1 },
  { label: '最近7天', days: 7 },
  { label: '最近30天', days: 30 },
] as const;

export function parseAudience(url: Pick<StatsUrl, 'oddEven' | 'sex'>): AudienceFilters {
  return { oddEven: oneOf(url.oddEven, ODD_EVEN_CODES) ?? '', sex: oneOf(url.sex, SEX_CODES) ?? '' };
}

/** The filters a URL names; a missing, malformed or inverted range falls back to the default range. */
export function parseStatsFilters(url: StatsUrl, today: Day): StatsFilters {
  const sd = toEpochMs(url.sd);
  const ed = toEpochMs(url.ed);
  const range = sd !== DATE_UNSET && ed !== DATE_UNSET && sd <= ed ? { from: dayOfMs(sd), to: dayOfMs(ed) } : defaultRange(today);
  return { ...range, ...parseAudience(url) };
}

/** The URL of the filters: the default range leaves the URL, so the page keeps meaning "the last 7 days" tomorrow. */
export function toStatsUrl(filters: StatsFilters, today: Day): StatsUrl {
  const isDefault = isDefaultRange(filters, today);
  return {
    sd: isDefault ? '' : String(dayStartMs(filters.from)),
    ed: isDefault ? '' : String(dayEndMs(filters.to)),
    oddEven: filters.oddEven,
    sex: filters.sex,
  };
}

export function toAudienceParams(filters: AudienceFilters): AudienceParams {
  return { oddEven: filters.oddEven || undefined, sex: filters.sex || undefined };
}

/**
 * The call: the default range goes as sd = ed = -1 (spec 5: an empty or cleared range), so the server counts the last
 * 7 days up to its own today; any other range names its first day's start and last day's end in Shanghai epoch ms.
 */
export function toStatsParams(filters: StatsFilters, today: Day): StatsParams {
  const range = isDefaultRange(filters, today) ? { sd: DATE_UNSET, ed: DATE_UNSET } : { sd: dayStartMs(filters.from), ed: dayEndMs(filters.to) };
  return { ...range, ...toAudienceParams(filters) };
}

export function sameStatsFilters(a: StatsFilters, b: StatsFilters): boolean {
  return a.from === b.from && a.to === b.to && a.oddEven === b.oddEven && a.sex === b.sex;
}
