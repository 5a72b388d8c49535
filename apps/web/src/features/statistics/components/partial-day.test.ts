import { describe, expect, test } from 'vitest';
import { formatClock } from '@/lib/format';
import { isPartialRow, partialCategory, partialDayOf, timeText } from './partial-day';

/** 2026-11-21 14:05:30 in Asia/Shanghai (06:05:30 UTC). */
const NOV_21_1405 = Date.UTC(2026, 10, 21, 6, 5, 30);
/** 2026-11-21 00:00 in Asia/Shanghai. */
const NOV_21_START = Date.UTC(2026, 10, 20, 16);

describe('formatClock (the running day\'s clock)', () => {
  test('is Shanghai wall-clock time, not the machine zone', () => {
    expect(formatClock(NOV_21_1405)).toBe('14:05');
    expect(formatClock(NOV_21_START)).toBe('00:00');
    expect(formatClock(NOV_21_START - 60_000)).toBe('23:59');
  });
});

describe('partialDayOf', () => {
  test('the running day is the Shanghai day of the fetch; its figures reach the roll-up time', () => {
    expect(partialDayOf(NOV_21_1405 + 20_000, NOV_21_1405)).toEqual({ day: '2026-11-21', clock: '14:05', label: '今日（截至 14:05）' });
  });

  test('just after Shanghai midnight it is already the new day (16:00 UTC the day before)', () => {
    expect(partialDayOf(NOV_21_START + 30_000, NOV_21_START + 15_000).day).toBe('2026-11-21');
    expect(partialDayOf(NOV_21_START - 1, NOV_21_START - 60_000)).toMatchObject({ day: '2026-11-20', clock: '23:59' });
  });

  test('roll-ups last run before the day began reach its 00:00; without one the fetch time is used', () => {
    expect(partialDayOf(NOV_21_1405, NOV_21_START - 3_600_000)).toMatchObject({ day: '2026-11-21', clock: '00:00', label: '今日（截至 00:00）' });
    expect(partialDayOf(NOV_21_1405, null).clock).toBe('14:05');
  });
});

describe('timeText', () => {
  const partial = partialDayOf(NOV_21_1405, NOV_21_1405);

  test('labels only the running day', () => {
    expect(timeText('2026-11-21', partial)).toBe('2026-11-21 今日（截至 14:05）');
    expect(timeText('2026-11-20', partial)).toBe('2026-11-20');
    expect(isPartialRow('2026-11-20', partial)).toBe(false);
  });

  test('nothing is labelled before the figures have been fetched', () => {
    expect(timeText('2026-11-21', undefined)).toBe('2026-11-21');
  });
});

describe('partialCategory', () => {
  const partial = partialDayOf(NOV_21_1405, NOV_21_1405);

  test('marks the chart when the rows end with the running day', () => {
    expect(partialCategory([{ time: '2026-11-20' }, { time: '2026-11-21' }], partial)).toEqual({ partialLast: '今日（截至 14:05）' });
  });

  test('a range that ends before today, no rows or no fetch yet: nothing to mark', () => {
    expect(partialCategory([{ time: '2026-11-19' }, { time: '2026-11-20' }], partial)).toEqual({});
    expect(partialCategory([], partial)).toEqual({});
    expect(partialCategory([{ time: '2026-11-21' }], undefined)).toEqual({});
  });
});
