import { DECISION_SUBJECT_TYPES } from '@ops/contracts/decisions';
import { DELIVERY_TABS, INTEGRATION_PAGE_SIZE } from '@ops/contracts/integration';
import { FILTER_TEXT_MAX, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { oneOf, toPositiveInt } from '@/lib/url-state';
import type { DeliveryListParams } from '../api/get-delivery-events';

/** The keys the 系统对接 page owns in the URL, with their defaults. */
export const DELIVERY_URL_DEFAULTS = {
  status: 'all',
  subjectType: '',
  subjectId: '',
  page: '1',
  pagesize: String(INTEGRATION_PAGE_SIZE),
};
export type DeliveryUrlState = Record<keyof typeof DELIVERY_URL_DEFAULTS, string>;

/** 重置: no 对象 filter and page 1; the tab and the chosen page size stay. */
export const DELIVERY_LIST_CLEARED = { subjectType: '', subjectId: '', page: 1 } as const;

const TAB_CODES = DELIVERY_TABS.map((tab) => tab.code);
/** What the 对象 ID field accepts: digits, at most 15 of them. */
export const SUBJECT_ID_PATTERN = new RegExp(`^\\d{1,${FILTER_TEXT_MAX}}$`);

/** An id the form would have accepted and the server takes (a positive integer); anything else is no filter. */
function subjectIdOf(value: string): number | undefined {
  if (!SUBJECT_ID_PATTERN.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The list call's parameters from URL text; anything malformed falls back to its default, a half 对象 filter to none. */
export function deliveryListParams(url: DeliveryUrlState): DeliveryListParams {
  const subjectType = oneOf(url.subjectType, DECISION_SUBJECT_TYPES);
  const subjectId = subjectIdOf(url.subjectId.trim());
  const subject = subjectType !== undefined && subjectId !== undefined ? { subjectType, subjectId } : {};
  return {
    status: oneOf(url.status, TAB_CODES) ?? 'all',
    ...subject,
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, INTEGRATION_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}
