import { useCallback, useMemo } from 'react';
import { shanghaiToday } from '@/lib/shanghai-day';
import { useUrlState } from '@/lib/url-state';
import { parseThroughputFilters, THROUGHPUT_URL_DEFAULTS, toThroughputParams, toThroughputUrl, type ThroughputFilters } from './throughput-filters';

/** 审核效率's filters, read from and written to the URL; "today" is the Shanghai day. */
export function useThroughputFilters() {
  const [url, setUrl] = useUrlState(THROUGHPUT_URL_DEFAULTS);
  const filters = useMemo(() => parseThroughputFilters(url, shanghaiToday()), [url]);
  const params = useMemo(() => toThroughputParams(filters), [filters]);
  const apply = useCallback((next: ThroughputFilters) => setUrl(toThroughputUrl(next, shanghaiToday())), [setUrl]);
  return { filters, params, apply };
}
