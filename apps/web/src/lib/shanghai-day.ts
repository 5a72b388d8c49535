import { STATS_UTC_OFFSET_MS } from '@ops/contracts/limits';

/** Calendar day `YYYY-MM-DD`. */
export type Day = string;

const DAY_MS = 86_400_000;

/**
 * Statistics days are Asia/Shanghai calendar days (architecture 5), whatever the browser's time zone:
 * a picked day becomes that day's Shanghai midnight.
 */
export function dayStartMs(day: Day): number {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) - STATS_UTC_OFFSET_MS;
}

export function dayEndMs(day: Day): number {
  return dayStartMs(day) + DAY_MS - 1;
}

/** The Shanghai calendar day an instant falls on. */
export function dayOfMs(ms: number): Day {
  return new Date(ms + STATS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days in the range, both ends included. */
export function rangeDays(from: Day, to: Day): number {
  return Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS) + 1;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: Day, days: number): Day {
  return dayOfMs(dayStartMs(day) + days * DAY_MS);
}

/** The Shanghai calendar day it is now. */
export function shanghaiToday(): Day {
  return dayOfMs(Date.now());
}

/**
 * An instant as Shanghai wall-clock text, `YYYY-MM-DDTHH:mm:ss.SSS`, whatever the browser's time zone: the console
 * shows every moment in Asia/Shanghai, as its date filters and statistics count days.
 */
export function shanghaiIso(ms: number): string {
  return new Date(ms + STATS_UTC_OFFSET_MS).toISOString().slice(0, 23);
}

/** A Shanghai wall-clock moment (month 1–12) back to the instant it names. */
export function shanghaiWallClockMs(year: number, month: number, date: number, hour = 0, minute = 0, second = 0, millisecond = 0): number {
  return Date.UTC(year, month - 1, date, hour, minute, second, millisecond) - STATS_UTC_OFFSET_MS;
}
