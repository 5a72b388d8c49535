import { useCallback, useMemo } from 'react';
import { shanghaiToday } from '@/lib/shanghai-day';
import { useUrlState } from '@/lib/url-state';
import {
  parseAudience,
  parseStatsFilters,
  STATS_URL_DEFAULTS,
  toAudienceParams,
  toStatsParams,
  toStatsUrl,
  type AudienceFilters,
  type StatsFilters,
} from './stats-filters';

/** The date range and audience of a daily statistics page, read from and written to the URL. */
export function useStatsFilters() {
  const [url, setUrl] = useUrlState(STATS_URL_DEFAULTS);
  // Days are Shanghai days (architecture 5): the default range ends on Shanghai's today in any browser time zone.
  const filters = useMemo(() => parseStatsFilters(url, shanghaiToday()), [url]);
  const params = useMemo(() => toStatsParams(filters, shanghaiToday()), [filters]);
  const apply = useCallback((next: StatsFilters) => setUrl(toStatsUrl(next, shanghaiToday())), [setUrl]);
  return { filters, params, apply };
}

/** The audience of the real-time page (it has no date range), kept in the same URL keys. */
export function useAudienceFilters() {
  const [url, setUrl] = useUrlState(STATS_URL_DEFAULTS);
  const filters = useMemo(() => parseAudience(url), [url]);
  const params = useMemo(() => toAudienceParams(filters), [filters]);
  const apply = useCallback((next: AudienceFilters) => setUrl({ ...next }), [setUrl]);
  return { filters, params, apply };
}
