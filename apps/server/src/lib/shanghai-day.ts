import { STATS_UTC_OFFSET_MS } from '@ops/contracts/statistics';

/** A calendar day in Asia/Shanghai as `YYYY-MM-DD` (UTC+8 all year since 1991). */
export type Day = string;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function dayOf(epochMs: number): Day {
  return new Date(epochMs + STATS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant 00:00 Shanghai time of `day` begins. */
export function dayStart(day: Day): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - STATS_UTC_OFFSET_MS);
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: Day, to: Day): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);
}

export function eachDay(from: Day, to: Day): Day[] {
  return Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
}

/** `YYYY-MM-DD HH:00`, Shanghai time, of the hour that starts at `epochMs`. */
export function hourLabel(epochMs: number): string {
  const shifted = new Date(epochMs + STATS_UTC_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 13)}:00`;
}

/** The starts of the hours of `day` up to and including the hour holding `until`. */
export function hoursOfDayUntil(day: Day, until: number): Date[] {
  const start = dayStart(day).getTime();
  const last = Math.min(23, Math.floor((until - start) / HOUR_MS));
  return Array.from({ length: Math.max(0, last + 1) }, (_, h) => new Date(start + h * HOUR_MS));
}
