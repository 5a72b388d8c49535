import { describe, expect, test } from 'vitest';
import { parseThroughputFilters, toThroughputParams, toThroughputUrl } from './throughput-filters';

const TODAY = '2026-11-21';
/** 2026-11-15 00:00 and 2026-11-21 23:59:59.999 in Shanghai. */
const SD = Date.UTC(2026, 10, 14, 16);
const ED = Date.UTC(2026, 10, 21, 16) - 1;

describe('审核效率 filters in the URL', () => {
  test('an empty URL is the last 7 Shanghai days, 全部, everyone', () => {
    expect(parseThroughputFilters({ sd: '', ed: '', target: '', operatorId: '' }, TODAY)).toEqual({ from: '2026-11-15', to: TODAY, target: 'all', operatorId: null });
  });

  test('reads a range, a content type and an operator, and drops what is malformed', () => {
    expect(parseThroughputFilters({ sd: String(SD - 86_400_000), ed: String(SD), target: 'video', operatorId: '7' }, TODAY)).toEqual({
      from: '2026-11-14',
      to: '2026-11-15',
      target: 'video',
      operatorId: 7,
    });
    expect(parseThroughputFilters({ sd: String(ED), ed: String(SD), target: 'image', operatorId: '-1' }, TODAY)).toEqual({
      from: '2026-11-15',
      to: TODAY,
      target: 'all',
      operatorId: null,
    });
  });

  test('leaves the defaults out of the URL, so a shared link still means "the last 7 days" tomorrow', () => {
    expect(toThroughputUrl({ from: '2026-11-15', to: TODAY, target: 'all', operatorId: null }, TODAY)).toEqual({ sd: '', ed: '', target: '', operatorId: '' });
    expect(toThroughputUrl({ from: '2026-11-01', to: '2026-11-02', target: 'post', operatorId: 3 }, TODAY)).toEqual({
      sd: String(Date.UTC(2026, 9, 31, 16)),
      ed: String(Date.UTC(2026, 10, 2, 16) - 1),
      target: 'post',
      operatorId: '3',
    });
  });

  test('asks for whole Shanghai days, and names an operator only when one is chosen', () => {
    expect(toThroughputParams({ from: '2026-11-15', to: TODAY, target: 'all', operatorId: null })).toEqual({ sd: SD, ed: ED, target: 'all' });
    expect(toThroughputParams({ from: '2026-11-15', to: TODAY, target: 'post', operatorId: 4 })).toEqual({ sd: SD, ed: ED, target: 'post', operatorId: 4 });
  });
});
