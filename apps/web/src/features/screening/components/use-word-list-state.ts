import { useMemo } from 'react';
import { useUrlState } from '@/lib/url-state';
import { WORD_URL_DEFAULTS, wordListParams } from './word-list-params';

/** The 敏感词库 list's filters and page, read from and written to the URL. */
export function useWordListState() {
  const [url, setUrl] = useUrlState(WORD_URL_DEFAULTS);
  const params = useMemo(() => wordListParams(url), [url]);
  return { params, setUrl };
}
