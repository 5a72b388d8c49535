import { DATE_UNSET } from '@ops/contracts/limits';
import { REVIEW_THROUGHPUT_TARGETS, type ReviewThroughputTarget } from '@ops/contracts/review-throughput';
import { STATS_DEFAULT_DAYS, STATS_RANGE_MAX_DAYS } from '@ops/contracts/statistics';
import { toEpochMs } from '@/lib/date-range';
import { addDays, dayEndMs, dayOfMs, dayStartMs, rangeDays, type Day } from '@/lib/shanghai-day';
import { oneOf, toPositiveInt } from '@/lib/url-state';
import type { ThroughputParams } from '../api/get-review-throughput';

/** What the filter bar shows: Shanghai days (both included), the content type, and one operator or everyone (null). */
export interface ThroughputFilters {
  from: Day;
  to: Day;
  target: ReviewThroughputTarget;
  operatorId: number | null;
}

/** The page's URL keys; empty `sd`/`ed` is the default range (the last 7 days, today included), as on the statistics pages. */
export const THROUGHPUT_URL_DEFAULTS = { sd: '', ed: '', target: '', operatorId: '' };
export type ThroughputUrl = Record<keyof typeof THROUGHPUT_URL_DEFAULTS, string>;

export function defaultThroughputRange(today: Day): Pick<ThroughputFilters, 'from' | 'to'> {
  return { from: addDays(today, -(STATS_DEFAULT_DAYS - 1)), to: today };
}

/** More days than the call allows (366). */
export function isThroughputRangeTooLong(from: Day, to: Day): boolean {
  return rangeDays(from, to) > STATS_RANGE_MAX_DAYS;
}

/** The filters a URL names; a missing, malformed or inverted range is the default one, an unknown type 全部. */
export function parseThroughputFilters(url: ThroughputUrl, today: Day): ThroughputFilters {
  const sd = toEpochMs(url.sd);
  const ed = toEpochMs(url.ed);
  const range = sd === DATE_UNSET || ed === DATE_UNSET || sd > ed ? defaultThroughputRange(today) : { from: dayOfMs(sd), to: dayOfMs(ed) };
  const operatorId = toPositiveInt(url.operatorId, 0, 2_147_483_647);
  return { ...range, target: oneOf(url.target, REVIEW_THROUGHPUT_TARGETS) ?? 'all', operatorId: operatorId === 0 ? null : operatorId };
}

/** The URL of the filters: the default range and 全部 leave the URL, so the page keeps meaning "the last 7 days" tomorrow. */
export function toThroughputUrl(filters: ThroughputFilters, today: Day): ThroughputUrl {
  const fallback = defaultThroughputRange(today);
  const isDefault = filters.from === fallback.from && filters.to === fallback.to;
  return {
    sd: isDefault ? '' : String(dayStartMs(filters.from)),
    ed: isDefault ? '' : String(dayEndMs(filters.to)),
    target: filters.target === 'all' ? '' : filters.target,
    operatorId: filters.operatorId === null ? '' : String(filters.operatorId),
  };
}

/** The call always names its days, so the chart, the table and the export agree. */
export function toThroughputParams(filters: ThroughputFilters): ThroughputParams {
  return {
    sd: dayStartMs(filters.from),
    ed: dayEndMs(filters.to),
    target: filters.target,
    ...(filters.operatorId === null ? {} : { operatorId: filters.operatorId }),
  };
}

export function sameThroughputFilters(a: ThroughputFilters, b: ThroughputFilters): boolean {
  return a.from === b.from && a.to === b.to && a.target === b.target && a.operatorId === b.operatorId;
}
