import type { DeliveryRow } from '@ops/contracts/integration';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Receiver text on one line: line breaks and runs of spaces become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * 最近应答: the receiver's HTTP status and what went wrong (e.g. `HTTP 500 · Internal Server Error`), the status alone,
 * or the network error when there was no answer (timeout, refused); null before the first attempt. An error that
 * already names the status (the server writes `HTTP 500`) is not repeated after it.
 */
export function lastAnswerText(row: Pick<DeliveryRow, 'lastStatus' | 'lastError'>): string | null {
  const error = row.lastError === null ? '' : oneLine(row.lastError);
  if (row.lastStatus === null) return error || null;
  const status = `HTTP ${row.lastStatus}`;
  if (error === '' || error === status) return status;
  return error.startsWith(`${status} `) ? error : `${status} · ${error}`;
}

/** 下次重试 / 投递时间: the next attempt of an event still waiting, the delivery of a delivered one; a failed event has neither. */
export function nextOrDeliveredAt(row: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'deliveredAt'>): number | null {
  if (row.status === 'delivered') return row.deliveredAt;
  return row.status === 'failed' ? null : row.nextAttemptAt;
}

/** A span of time to the minute, largest two units: 不到 1 分钟, 5 分钟, 2 小时 3 分钟, 3 天 4 小时. */
export function formatElapsed(ms: number): string {
  if (ms < MINUTE_MS) return '不到 1 分钟';
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} 分钟`;
  if (ms < DAY_MS) {
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return `${Math.floor(ms / HOUR_MS)} 小时${minutes > 0 ? ` ${minutes} 分钟` : ''}`;
  }
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  return `${Math.floor(ms / DAY_MS)} 天${hours > 0 ? ` ${hours} 小时` : ''}`;
}

/** How long before `now` the moment was: 刚刚 within a minute (or a moment slightly ahead of the browser clock). */
export function timeAgo(at: number, now: number): string {
  const elapsed = now - at;
  return elapsed < MINUTE_MS ? '刚刚' : `${formatElapsed(elapsed)}前`;
}

/** The webhook timeout: milliseconds below a second, else seconds (`800 毫秒`, `5 秒`, `2.5 秒`). */
export function formatTimeout(ms: number): string {
  return ms < 1000 ? `${ms} 毫秒` : `${Number((ms / 1000).toFixed(1))} 秒`;
}
