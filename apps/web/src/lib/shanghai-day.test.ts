import { describe, expect, test } from 'vitest';
import { addDays, dayEndMs, dayOfMs, dayStartMs, rangeDays } from './shanghai-day';

/** 2026-11-15 00:00 and 2026-11-21 23:59:59.999 in Asia/Shanghai. */
const NOV_15_START = Date.UTC(2026, 10, 14, 16);
const NOV_21_END = Date.UTC(2026, 10, 21, 16) - 1;

describe('Shanghai days', () => {
  test('a day starts at Shanghai midnight and ends a millisecond before the next', () => {
    expect(dayStartMs('2026-11-15')).toBe(NOV_15_START);
    expect(dayEndMs('2026-11-21')).toBe(NOV_21_END);
    expect(dayOfMs(NOV_15_START)).toBe('2026-11-15');
    expect(dayOfMs(NOV_15_START - 1)).toBe('2026-11-14');
    expect(dayOfMs(NOV_21_END)).toBe('2026-11-21');
  });

  test('counts both ends of a range', () => {
    expect(rangeDays('2026-11-15', '2026-11-21')).toBe(7);
    expect(rangeDays('2026-11-21', '2026-11-21')).toBe(1);
  });

  test('steps whole days across month and year ends', () => {
    expect(addDays('2026-11-21', -6)).toBe('2026-11-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
