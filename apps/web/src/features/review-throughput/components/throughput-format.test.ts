import { describe, expect, test } from 'vitest';
import { formatDecisionSeconds, formatWait } from './throughput-format';

describe('formatDecisionSeconds', () => {
  test('one decimal, — when nothing was timed', () => {
    expect(formatDecisionSeconds(8.44)).toBe('8.4');
    expect(formatDecisionSeconds(8.45)).toBe('8.5');
    expect(formatDecisionSeconds(12)).toBe('12.0');
    expect(formatDecisionSeconds(0)).toBe('0.0');
    expect(formatDecisionSeconds(null)).toBe('—');
  });
});

describe('formatWait', () => {
  test.each([
    [0, '0 秒'],
    [44.6, '45 秒'],
    [59.4, '59 秒'],
    [60, '1 分'],
    [12 * 60 + 59, '12 分'],
    [3600, '1 小时'],
    [2 * 3600 + 5 * 60 + 30, '2 小时 5 分'],
    [23 * 3600 + 59 * 60 + 59, '23 小时 59 分'],
    [86_400, '1 天'],
    [3 * 86_400 + 4 * 3600 + 59 * 60, '3 天 4 小时'],
    [-3, '0 秒'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });

  test('— when there was no decision', () => {
    expect(formatWait(null)).toBe('—');
  });
});
