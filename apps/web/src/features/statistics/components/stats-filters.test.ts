import { describe, expect, test } from 'vitest';
import { dayStartMs } from '@/lib/shanghai-day';
import { defaultRange, isRangeTooLong, lastDays, parseStatsFilters, STATS_URL_DEFAULTS, toStatsParams, toStatsUrl } from './stats-filters';

/** Shanghai's today (the hooks pass `shanghaiToday()`). */
const today = '2026-11-21';
/** 2026-11-15 00:00 and 2026-11-21 23:59:59.999 in Asia/Shanghai. */
const NOV_15_START = Date.UTC(2026, 10, 14, 16);
const NOV_21_END = Date.UTC(2026, 10, 21, 16) - 1;

describe('isRangeTooLong', () => {
  test('allows at most 366 days, both ends included', () => {
    expect(isRangeTooLong('2024-01-01', '2024-12-31')).toBe(false);
    expect(isRangeTooLong('2024-01-01', '2025-01-01')).toBe(true);
  });
});

describe('parseStatsFilters', () => {
  test('no range in the URL is the last 7 days, today included, for everyone', () => {
    expect(parseStatsFilters(STATS_URL_DEFAULTS, today)).toEqual({ from: '2026-11-15', to: '2026-11-21', oddEven: '', sex: '' });
  });

  test('reads the range and the audience from the URL', () => {
    const url = { sd: String(NOV_15_START), ed: String(NOV_21_END), oddEven: '2', sex: '0' };
    expect(parseStatsFilters(url, '2027-01-01')).toEqual({ from: '2026-11-15', to: '2026-11-21', oddEven: '2', sex: '0' });
  });

  test('a malformed or inverted range and unknown codes fall back to the defaults', () => {
    expect(parseStatsFilters({ sd: 'abc', ed: String(NOV_21_END), oddEven: '3', sex: '男' }, today)).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
      oddEven: '',
      sex: '',
    });
    expect(parseStatsFilters({ sd: String(NOV_21_END), ed: String(NOV_15_START), oddEven: '', sex: '' }, today).from).toBe('2026-11-15');
  });
});

describe('toStatsUrl and toStatsParams', () => {
  test('the default range leaves the URL; the audience stays', () => {
    expect(toStatsUrl({ from: '2026-11-15', to: '2026-11-21', oddEven: '1', sex: '' }, today)).toEqual({ sd: '', ed: '', oddEven: '1', sex: '' });
  });

  test('another range is written as Shanghai epoch ms and reads back the same', () => {
    const filters = { from: '2026-10-01', to: '2026-10-31', oddEven: '' as const, sex: '2' as const };
    const url = toStatsUrl(filters, today);
    expect(url.sd).toBe(String(dayStartMs('2026-10-01')));
    expect(parseStatsFilters(url, today)).toEqual(filters);
  });

  test('the default range goes as -1/-1 (spec 5), so the server counts up to its own today; 全部 is left out', () => {
    expect(toStatsParams({ from: '2026-11-15', to: '2026-11-21', oddEven: '', sex: '' }, today)).toEqual({
      sd: -1,
      ed: -1,
      oddEven: undefined,
      sex: undefined,
    });
  });

  test('any other range names its days in Shanghai epoch ms', () => {
    expect(toStatsParams({ from: '2026-11-15', to: '2026-11-21', oddEven: '1', sex: '' }, '2026-11-22')).toEqual({
      sd: NOV_15_START,
      ed: NOV_21_END,
      oddEven: '1',
      sex: undefined,
    });
  });
});

describe('defaultRange and lastDays', () => {
  test('the last 7 days end with the Shanghai day given, across a month end', () => {
    expect(defaultRange('2026-12-03')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(lastDays('2026-11-21', 1)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(lastDays('2026-11-21', 30)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });
});
