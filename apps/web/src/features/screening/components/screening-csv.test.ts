import { describe, expect, test } from 'vitest';
import { CSV_BOM } from '@/lib/csv';
import { screeningStatsCsv, screeningStatsFilename } from './screening-csv';

describe('screeningStatsCsv', () => {
  test('a header, one record per day with counts and shares, then the 总计 record', () => {
    const csv = screeningStatsCsv([
      { time: '2026-11-20', screened: 8, passed: 6, review: 1, blocked: 1 },
      { time: '2026-11-21', screened: 0, passed: 0, review: 0, blocked: 0 },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length).split('\r\n')).toEqual([
      '日期,机审总数,机审通过,机审通过占比(%),送人审,送人审占比(%),机审拒绝,机审拒绝占比(%)',
      '2026-11-20,8,6,75,1,12.5,1,12.5',
      '2026-11-21,0,0,,0,,0,',
      '总计,8,6,75,1,12.5,1,12.5',
      '',
    ]);
  });

  test('names the file after the title and the days', () => {
    expect(screeningStatsFilename('机审统计', { from: '2026-11-15', to: '2026-11-21' })).toBe('机审统计_2026-11-15_2026-11-21.csv');
  });
});
