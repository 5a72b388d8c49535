import { shanghaiIso } from './shanghai-day';

export const EMPTY_TEXT = '—';

/** Epoch milliseconds → `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai time (as the date filters), whatever the browser's zone; `—` when unknown. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return EMPTY_TEXT;
  const iso = shanghaiIso(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Epoch milliseconds → `HH:mm` in Asia/Shanghai time (today's times, e.g. when a lease ends). */
export function formatClock(ms: number): string {
  return shanghaiIso(ms).slice(11, 16);
}

/** Any text or number; `—` when empty. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  return String(value);
}

const countFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A count with thousands separators (`12,345`); `—` when unknown. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_TEXT;
  return countFormat.format(value);
}
