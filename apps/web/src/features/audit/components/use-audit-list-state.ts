import { PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { AUDIT_DEFAULT_TAB, AUDIT_PAGE_SIZE, AUDIT_TABS, type AuditTabCode } from '@ops/contracts/moderation';
import { useMemo } from 'react';
import { toEpochMs, type EpochRange } from '@/lib/date-range';
import { isRepeatSearch, oneOf, readUrlState, toPositiveInt, useUrlState } from '@/lib/url-state';
import type { AuditListParams } from '../api/audit-list-params';

const URL_DEFAULTS = {
  state: AUDIT_DEFAULT_TAB,
  id: '',
  sd: '',
  ed: '',
  page: '1',
  pagesize: String(AUDIT_PAGE_SIZE),
  /** `claim`: 领取模式 on tab 3 (issue 15). */
  mode: '',
};

const TAB_CODES = AUDIT_TABS.map((tab) => tab.code);

export interface AuditFilterValues extends EpochRange {
  id: string;
}

/** What an audit page does with its URL: the tab, the filters and the page live there (reload and back restore them). */
export interface AuditListState {
  params: AuditListParams;
  /** The filters `params` holds, as the filter form shows them; the same object while they stay the same. */
  filters: AuditFilterValues;
  /** A new search always starts at page 1; `true` when nothing changed (the caller refetches). */
  search: (values: AuditFilterValues) => boolean;
  reset: () => void;
  changeTab: (state: AuditTabCode) => void;
  changePage: (page: number, pagesize: number) => void;
  /** 领取模式 asked for (it applies on tab 3 only). */
  claim: boolean;
  setClaim: (on: boolean) => void;
}

type AuditUrl = Record<keyof typeof URL_DEFAULTS, string>;

/** The list a URL asks for; `idPattern` drops an id the page would refuse to search for (a hand-edited URL). */
function auditListParams(url: AuditUrl, idPattern: RegExp): AuditListParams {
  const sd = toEpochMs(url.sd);
  const ed = toEpochMs(url.ed);
  const ranged = sd >= 0 && ed >= sd;
  return {
    state: oneOf(url.state, TAB_CODES) ?? AUDIT_DEFAULT_TAB,
    id: idPattern.test(url.id) ? url.id || undefined : undefined,
    sd: ranged ? sd : -1,
    ed: ranged ? ed : -1,
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, AUDIT_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}

/**
 * The list a URL opens with (the page's preload); null in 领取模式, whose items are claimed by the page itself (a claim
 * is a change, never made ahead of the page).
 */
export function auditListParamsFrom(search: URLSearchParams, idPattern: RegExp): AuditListParams | null {
  const url = readUrlState(URL_DEFAULTS, search);
  return url.mode === 'claim' ? null : auditListParams(url, idPattern);
}

/** `idPattern` drops an id the page would refuse to search for (a hand-edited URL). */
export function useAuditListState(idPattern: RegExp): AuditListState {
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const params = useMemo(() => auditListParams(url, idPattern), [url, idPattern]);
  const filters = useMemo(() => ({ id: params.id ?? '', sd: params.sd, ed: params.ed }), [params.id, params.sd, params.ed]);

  return {
    params,
    filters,
    search: (values) => {
      const unchanged = isRepeatSearch(params.page, filters, values);
      if (!unchanged) setUrl({ id: values.id, sd: values.sd < 0 ? '' : values.sd, ed: values.ed < 0 ? '' : values.ed, page: 1 });
      return unchanged;
    },
    reset: () => setUrl({ id: '', sd: '', ed: '', page: 1 }),
    changeTab: (state) => setUrl({ state, page: 1 }),
    changePage: (page, pagesize) => setUrl({ page: pagesize === params.pagesize ? page : 1, pagesize }),
    claim: url.mode === 'claim',
    setClaim: (on) => setUrl({ mode: on ? 'claim' : '', page: 1 }),
  };
}
