import { DETAIL_LIST_PAGE_SIZE, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { useLocation } from 'react-router';
import { toPositiveInt, useUrlState, type UrlStateValue } from '@/lib/url-state';
import { useStayWithinLastPage, type Paging } from '@/lib/table';
import { nextDetailState } from './detail-history';

/**
 * `useUrlState` for the user detail page: each change pushes a history entry that counts how far the operator moved
 * within the page (see detail-history); `replace` keeps the entry and its count.
 */
export function useDetailUrlState<K extends string>(defaults: Record<K, string>) {
  const [url, setUrl] = useUrlState(defaults);
  const location = useLocation();
  const set = (patch: Partial<Record<K, UrlStateValue>>, options?: { replace?: boolean }) => {
    const replace = options?.replace ?? false;
    setUrl(patch, { replace, state: replace ? location.state : nextDetailState(location) });
  };
  return [url, set] as const;
}

/** The record tabs' keys in the URL: `?tab=logins&page=2&pagesize=20`. Changing the tab drops the page. */
export const RECORD_URL_DEFAULTS = { tab: '', page: '1', pagesize: String(DETAIL_LIST_PAGE_SIZE) };

/** The page (and page size) of the record table on show, kept in the URL: reload and back/forward restore it. */
export function useRecordPaging() {
  const [url, setUrl] = useDetailUrlState(RECORD_URL_DEFAULTS);
  const paging: Paging = {
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, DETAIL_LIST_PAGE_SIZE, PAGE_SIZE_MAX),
  };
  const setPaging = (next: Paging, options?: { replace?: boolean }) => setUrl({ page: next.page, pagesize: next.pagesize }, options);
  return { paging, setPaging };
}

/** A page past the last one (an old link, a hand-edited URL) moves to the last page, without a history entry of its own. */
export function useKeepOnExistingPage(paging: Paging, setPaging: (next: Paging, options: { replace: boolean }) => void, total: number | undefined) {
  useStayWithinLastPage({ loaded: total !== undefined, total: total ?? 0, ...paging }, (page) => setPaging({ ...paging, page }, { replace: true }));
}
