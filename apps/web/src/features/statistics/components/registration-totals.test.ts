import { describe, expect, test } from 'vitest';
import { registrationTotals } from './registration-totals';

describe('registrationTotals', () => {
  test('sums every numeric column over the rows', () => {
    const rows = [
      { time: '2026-11-15', activateNumber: 3, enrollment: 2, loginNumber: 10, livenessNumber: 7 },
      { time: '2026-11-16', activateNumber: 0, enrollment: 1, loginNumber: 1_250, livenessNumber: 900 },
    ];
    expect(registrationTotals(rows)).toEqual({ activateNumber: 3, enrollment: 3, loginNumber: 1_260, livenessNumber: 907 });
  });

  test('no rows: every total is zero', () => {
    expect(registrationTotals([])).toEqual({ activateNumber: 0, enrollment: 0, loginNumber: 0, livenessNumber: 0 });
  });
});
