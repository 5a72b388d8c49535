import { describe, expect, test } from 'vitest';
import { formatRate, heatIntensity, heatStyle, ratePercent, retentionRate } from './retention-heat';

describe('retentionRate', () => {
  test('is the count over the cohort', () => {
    expect(retentionRate(12, 35)).toBeCloseTo(0.342857);
    expect(formatRate(12 / 35)).toBe('34.3%');
    expect(ratePercent(12 / 35)).toBe(34.3);
  });

  test('is null for a day not reached yet and for an empty cohort', () => {
    expect(retentionRate(null, 35)).toBeNull();
    expect(retentionRate(0, 0)).toBeNull();
    expect(ratePercent(null)).toBeNull();
  });

  test('zero came back is 0%, not empty', () => {
    expect(retentionRate(0, 10)).toBe(0);
    expect(formatRate(0)).toBe('0.0%');
  });
});

describe('heat', () => {
  test('intensity follows the rate and stays within 0–1', () => {
    expect(heatIntensity(0.25)).toBe(0.25);
    expect(heatIntensity(-1)).toBe(0);
    expect(heatIntensity(1.5)).toBe(1);
    expect(heatIntensity(Number.NaN)).toBe(0);
  });

  test('tints with the theme colour, more for a higher rate', () => {
    expect(heatStyle(0, '#5b4ae3')).toEqual({ background: 'rgba(91, 74, 227, 0.060)' });
    expect(heatStyle(0.5, '#5b4ae3')).toEqual({ background: 'rgba(91, 74, 227, 0.380)' });
  });

  test('switches to white text on the darkest cells', () => {
    expect(heatStyle(1, '#5b4ae3')).toEqual({ background: 'rgba(91, 74, 227, 0.700)', color: '#ffffff' });
  });
});
