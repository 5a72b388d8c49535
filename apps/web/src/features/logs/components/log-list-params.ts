import { FILTER_TEXT_MAX, LOG_LIST_PAGE_SIZE, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { urlRange } from '@/lib/date-range';
import { toPositiveInt } from '@/lib/url-state';
import type { LogListParams } from '../api/get-logs';

/** The keys the 操作日志 page owns in the URL, with their defaults. */
export const LOG_URL_DEFAULTS = {
  name: '',
  content: '',
  sd: '',
  ed: '',
  page: '1',
  pagesize: String(LOG_LIST_PAGE_SIZE),
};
export type LogUrlState = Record<keyof typeof LOG_URL_DEFAULTS, string>;

/** 重置: every filter and the page back to their defaults; the chosen page size stays. */
export const LOG_LIST_CLEARED = { name: '', content: '', sd: '', ed: '', page: 1 } as const;

/** A text filter from the URL: trimmed, and dropped when the form would not have allowed it (over 15 characters). */
function filterText(value: string): string | undefined {
  const text = value.trim();
  return text && [...text].length <= FILTER_TEXT_MAX ? text : undefined;
}

/** The list call's parameters from URL text; anything malformed falls back to its default. */
export function logListParams(url: LogUrlState): LogListParams {
  return {
    name: filterText(url.name),
    content: filterText(url.content),
    ...urlRange(url),
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, LOG_LIST_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}
