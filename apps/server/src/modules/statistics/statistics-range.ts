import { DATE_UNSET } from '@ops/contracts/limits';
import { STATS_DEFAULT_DAYS, STATS_MSG, STATS_RANGE_MAX_DAYS, type StatisticsQuery } from '@ops/contracts/statistics';
import { badRequest } from '../../lib/errors.ts';
import { addDays, type Day, dayCount, dayOf } from '../../lib/shanghai-day.ts';

export interface DayRange {
  /** First and last day asked for. */
  from: Day;
  to: Day;
  /** The last day that has rows: `to`, or today when `to` lies in the future. */
  lastShown: Day;
  today: Day;
}

/**
 * `sd`/`ed` (epoch ms, -1 unset) → Shanghai days, both included. Unset end: today; unset start: the
 * 7 days ending at the end. Inverted or longer than 366 days: 400.
 */
export function resolveDayRange(query: Pick<StatisticsQuery, 'sd' | 'ed'>, now: number): DayRange {
  const today = dayOf(now);
  const to = query.ed === DATE_UNSET ? today : dayOf(query.ed);
  const from = query.sd === DATE_UNSET ? addDays(to, 1 - STATS_DEFAULT_DAYS) : dayOf(query.sd);
  if (from > to) throw badRequest(STATS_MSG.rangeInverted, 'sd');
  if (dayCount(from, to) > STATS_RANGE_MAX_DAYS) throw badRequest(STATS_MSG.rangeTooLong, 'sd');
  return { from, to, lastShown: to > today ? today : to, today };
}
