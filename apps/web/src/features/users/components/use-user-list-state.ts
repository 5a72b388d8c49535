import { SORT_ORDERS } from '@ops/contracts/common';
import { PAGE_SIZE_MAX, USER_LIST_PAGE_SIZE } from '@ops/contracts/limits';
import { USER_LIST_SORT_PROPS } from '@ops/contracts/users';
import { useMemo } from 'react';
import { oneOf, readUrlState, toPositiveInt, useUrlState } from '@/lib/url-state';
import type { UserListParams } from '../api/get-users';

const URL_DEFAULTS = {
  id: '',
  nickname: '',
  city: '',
  sex: '',
  userStatus: '',
  sortProp: '',
  sortOrder: '',
  page: '1',
  pagesize: String(USER_LIST_PAGE_SIZE),
};

/** 重置: every filter, sort and the page back to their defaults; the chosen page size stays. */
export const USER_LIST_CLEARED = (({ pagesize: _pagesize, ...rest }) => rest)(URL_DEFAULTS);

const SEX_CODES = ['0', '1', '2'] as const;
const STATUS_CODES = ['1', '2'] as const;

/** The user list's filters, sort and page, read from and written to the URL. */
export function useUserListState() {
  const [url, setUrl] = useUrlState(URL_DEFAULTS);

  const params = useMemo(() => paramsOf(url), [url]);
  return { params, setUrl };
}

type UrlValues = Record<keyof typeof URL_DEFAULTS, string>;

/** The list a URL opens with (the page's preload; a step by one page from the list finds its own keyset then). */
export const userListParamsFrom = (search: URLSearchParams): UserListParams => paramsOf(readUrlState(URL_DEFAULTS, search));

function paramsOf(url: UrlValues): UserListParams {
  const sortProp = oneOf(url.sortProp, USER_LIST_SORT_PROPS);
  const sortOrder = oneOf(url.sortOrder, SORT_ORDERS);
  return {
    id: url.id || undefined,
    nickname: url.nickname || undefined,
    city: url.city || undefined,
    sex: oneOf(url.sex, SEX_CODES),
    userStatus: oneOf(url.userStatus, STATUS_CODES),
    sortProp: sortProp && sortOrder ? sortProp : undefined,
    sortOrder: sortProp && sortOrder ? sortOrder : undefined,
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, USER_LIST_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}

/** The list's parameters once `patch` (as written to the URL) is applied to `params`. */
export function nextListParams(params: UserListParams, patch: Partial<Record<keyof UrlValues, string | number>>): UserListParams {
  const current: UrlValues = {
    id: params.id ?? '',
    nickname: params.nickname ?? '',
    city: params.city ?? '',
    sex: params.sex ?? '',
    userStatus: params.userStatus ?? '',
    sortProp: params.sortProp ?? '',
    sortOrder: params.sortOrder ?? '',
    page: String(params.page),
    pagesize: String(params.pagesize),
  };
  const patched = Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, String(value)]));
  return paramsOf({ ...current, ...patched });
}
