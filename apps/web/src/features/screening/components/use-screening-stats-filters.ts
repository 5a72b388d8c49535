import { useCallback, useMemo } from 'react';
import { shanghaiToday } from '@/lib/shanghai-day';
import { useUrlState } from '@/lib/url-state';
import { parseDayRange, SCREENING_STATS_URL_DEFAULTS, toDayRangeUrl, toScreeningStatsParams, type DayRangeFilter } from './screening-stats-filters';

/** The 机审统计 date range, read from and written to the URL; "today" is the Shanghai day. */
export function useScreeningStatsFilters() {
  const [url, setUrl] = useUrlState(SCREENING_STATS_URL_DEFAULTS);
  const range = useMemo(() => parseDayRange(url, shanghaiToday()), [url]);
  const params = useMemo(() => toScreeningStatsParams(range), [range]);
  const apply = useCallback((next: DayRangeFilter) => setUrl(toDayRangeUrl(next, shanghaiToday())), [setUrl]);
  return { range, params, apply };
}
