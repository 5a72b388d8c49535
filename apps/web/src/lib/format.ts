import { DATE_TIME_FORMAT } from '@ops/contracts/limits';
import dayjs from 'dayjs';

export const EMPTY_TEXT = '—';

/** Epoch milliseconds → `YYYY-MM-DD HH:mm:ss`; `—` when unknown. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return EMPTY_TEXT;
  return dayjs(ms).format(DATE_TIME_FORMAT);
}

/** Epoch milliseconds → `HH:mm` (today's times, e.g. when a lease ends). */
export function formatClock(ms: number): string {
  return dayjs(ms).format('HH:mm');
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
