import type { Rng } from './random.ts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Shanghai is UTC+8 all year (no daylight saving). */
const SHANGHAI_OFFSET = 8 * HOUR;

/** Start (epoch ms) of the Asia/Shanghai calendar day containing `ms`. */
export function shanghaiDayStart(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET) / DAY) * DAY - SHANGHAI_OFFSET;
}

/** Relative activity per hour of the Shanghai day: quiet at night, peaks at lunch and in the evening. */
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 2.5], [1, 1.2], [2, 0.5], [3, 0.3], [4, 0.2], [5, 0.3], [6, 0.8], [7, 2.5],
  [8, 4], [9, 4.5], [10, 4.5], [11, 5], [12, 6.5], [13, 6], [14, 4.5], [15, 4.5],
  [16, 4.5], [17, 5], [18, 6], [19, 7], [20, 8], [21, 9], [22, 8.5], [23, 6],
];

/** A random offset into a Shanghai day (ms), mostly between 08:00 and 24:00. */
export function timeOfDay(rng: Rng): number {
  const hour = rng.weighted(HOUR_WEIGHTS);
  return hour * HOUR + Math.floor(rng.next() * HOUR);
}

/** The demo window: the 90 Shanghai calendar days up to and including the day of `now`. */
export interface Window {
  now: number;
  /** Start of the first day of the window. */
  start: number;
  /** Start of today. */
  today: number;
  days: number;
}

export const WINDOW_DAYS = 90;

export function demoWindow(now: number): Window {
  const today = shanghaiDayStart(now);
  return { now, today, start: today - (WINDOW_DAYS - 1) * DAY, days: WINDOW_DAYS };
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A time in [from, to), or `from` when the range is empty. */
export function between(rng: Rng, from: number, to: number): number {
  return to > from ? from + Math.floor(rng.next() * (to - from)) : from;
}
