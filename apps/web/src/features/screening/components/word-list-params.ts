import { FILTER_TEXT_MAX, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { SENSITIVE_WORDS_PAGE_SIZE, WORD_ACTIONS, WORD_CATEGORIES } from '@ops/contracts/screening';
import { oneOf, toPositiveInt } from '@/lib/url-state';
import type { SensitiveWordListParams } from '../api/get-sensitive-words';

/** The keys the 敏感词库 page owns in the URL, with their defaults. */
export const WORD_URL_DEFAULTS = {
  keyword: '',
  category: '',
  action: '',
  page: '1',
  pagesize: String(SENSITIVE_WORDS_PAGE_SIZE),
};
export type WordUrlState = Record<keyof typeof WORD_URL_DEFAULTS, string>;

/** 重置: every filter and the page back to their defaults; the chosen page size stays. */
export const WORD_LIST_CLEARED = { keyword: '', category: '', action: '', page: 1 } as const;

/** The keyword from the URL: trimmed, and dropped when the form would not have allowed it (over 15 characters). */
function keywordOf(value: string): string | undefined {
  const text = value.trim();
  return text && [...text].length <= FILTER_TEXT_MAX ? text : undefined;
}

/** The list call's parameters from URL text; anything malformed falls back to its default. */
export function wordListParams(url: WordUrlState): SensitiveWordListParams {
  return {
    keyword: keywordOf(url.keyword),
    category: oneOf(url.category, WORD_CATEGORIES),
    action: oneOf(url.action, WORD_ACTIONS),
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, SENSITIVE_WORDS_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}
