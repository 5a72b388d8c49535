import { describe, expect, test } from 'vitest';
import { formatShare, screeningTotals, sharePercent } from './screening-shares';

describe('sharePercent and formatShare', () => {
  test('a share of the day, one decimal', () => {
    expect(sharePercent(3, 7)).toBe(42.9);
    expect(sharePercent(7, 7)).toBe(100);
    expect(sharePercent(0, 7)).toBe(0);
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(0, 5)).toBe('0.0%');
  });

  test('no share when nothing was screened', () => {
    expect(sharePercent(0, 0)).toBeNull();
    expect(formatShare(0, 0)).toBe('—');
  });
});

describe('screeningTotals', () => {
  test('sums every count over the days', () => {
    const days = [
      { time: '2026-11-20', screened: 10, passed: 7, review: 2, blocked: 1 },
      { time: '2026-11-21', screened: 5, passed: 1, review: 3, blocked: 1 },
    ];
    expect(screeningTotals(days)).toEqual({ screened: 15, passed: 8, review: 5, blocked: 2 });
    expect(screeningTotals([])).toEqual({ screened: 0, passed: 0, review: 0, blocked: 0 });
  });
});
