import { describe, expect, test } from 'vitest';
import {
  isDayRangeTooLong,
  parseDayRange,
  SCREENING_STATS_URL_DEFAULTS,
  toDayRangeUrl,
  toScreeningStatsParams,
} from './screening-stats-filters';

const TODAY = '2026-11-21';
/** 2026-11-15 00:00 and 2026-11-21 23:59:59.999 in Asia/Shanghai. */
const NOV_15_START = Date.UTC(2026, 10, 14, 16);
const NOV_21_END = Date.UTC(2026, 10, 21, 16) - 1;

describe('parseDayRange', () => {
  test('no range in the URL is the last 7 days, today included', () => {
    expect(parseDayRange(SCREENING_STATS_URL_DEFAULTS, TODAY)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  test('reads the Shanghai days of the range in the URL', () => {
    expect(parseDayRange({ sd: String(NOV_15_START), ed: String(NOV_21_END) }, '2027-01-01')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  test('a half, malformed or inverted range is the default range', () => {
    for (const url of [{ sd: String(NOV_15_START), ed: '' }, { sd: 'abc', ed: '5' }, { sd: String(NOV_21_END), ed: String(NOV_15_START) }]) {
      expect(parseDayRange(url, TODAY)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    }
  });
});

describe('toDayRangeUrl and toScreeningStatsParams', () => {
  test('the default range leaves the URL', () => {
    expect(toDayRangeUrl({ from: '2026-11-15', to: '2026-11-21' }, TODAY)).toEqual({ sd: '', ed: '' });
  });

  test('another range is written as Shanghai epoch ms and reads back the same', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    const url = toDayRangeUrl(range, TODAY);
    expect(url).toEqual({ sd: String(Date.UTC(2026, 8, 30, 16)), ed: String(Date.UTC(2026, 9, 31, 16) - 1) });
    expect(parseDayRange(url, TODAY)).toEqual(range);
  });

  test('the call names the first day start and the last day end', () => {
    expect(toScreeningStatsParams({ from: '2026-11-15', to: '2026-11-21' })).toEqual({ sd: NOV_15_START, ed: NOV_21_END });
  });

  test('allows at most 366 days', () => {
    expect(isDayRangeTooLong('2024-01-01', '2024-12-31')).toBe(false);
    expect(isDayRangeTooLong('2024-01-01', '2025-01-01')).toBe(true);
  });
});
