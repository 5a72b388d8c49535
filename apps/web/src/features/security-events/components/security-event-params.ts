import { LOG_LIST_PAGE_SIZE, PAGE_SIZE_MAX } from '@ops/contracts/limits';
import { isSecurityEventKind } from '@ops/contracts/security-events';
import { urlRange } from '@/lib/date-range';
import { toPositiveInt } from '@/lib/url-state';
import type { SecurityEventParams } from '../api/get-security-events';

/** The keys the 安全事件 page owns in the URL, with their defaults. */
export const SECURITY_EVENT_URL_DEFAULTS = { kind: '', name: '', ip: '', sd: '', ed: '', page: '1', pagesize: String(LOG_LIST_PAGE_SIZE) };
export type SecurityEventUrlState = Record<keyof typeof SECURITY_EVENT_URL_DEFAULTS, string>;

/** 重置: every filter and the page back to their defaults; the chosen page size stays. */
export const SECURITY_EVENTS_CLEARED = { kind: '', name: '', ip: '', sd: '', ed: '', page: 1 } as const;

/** At most as long as the server takes (64 characters). */
export const SECURITY_FILTER_TEXT_MAX = 64;

function filterText(value: string): string | undefined {
  const text = value.trim();
  return text && [...text].length <= SECURITY_FILTER_TEXT_MAX ? text : undefined;
}

/** The list call's parameters from URL text; anything malformed falls back to its default. */
export function securityEventParams(url: SecurityEventUrlState): SecurityEventParams {
  return {
    kind: isSecurityEventKind(url.kind) ? url.kind : undefined,
    name: filterText(url.name),
    ip: filterText(url.ip),
    ...urlRange(url),
    page: toPositiveInt(url.page, 1),
    pagesize: toPositiveInt(url.pagesize, LOG_LIST_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}
