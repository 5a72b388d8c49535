import { useMemo } from 'react';
import { useUrlState } from '@/lib/url-state';
import { LOG_URL_DEFAULTS, logListParams } from './log-list-params';

/** The 操作日志 page's filters and page, read from and written to the URL. */
export function useLogListState() {
  const [url, setUrl] = useUrlState(LOG_URL_DEFAULTS);
  const params = useMemo(() => logListParams(url), [url]);
  return { params, setUrl };
}
