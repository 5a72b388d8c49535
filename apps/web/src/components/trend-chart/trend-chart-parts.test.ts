import { describe, expect, test } from 'vitest';
import { escapeHtml, headerOverlap, splitPartialLine, tooltipPosition, uniqueEntries } from './trend-chart-parts';

describe('splitPartialLine', () => {
  test('solid up to the day before the running day, dashed from there to it', () => {
    expect(splitPartialLine([5, 7, 9, 2])).toEqual({ solid: [5, 7, 9, null], dashed: [null, null, 9, 2] });
  });

  test('a gap stays a gap on either part', () => {
    expect(splitPartialLine([5, null, 2])).toEqual({ solid: [5, null, null], dashed: [null, null, 2] });
  });

  test('one point or none: nothing to dash', () => {
    expect(splitPartialLine([3])).toBeNull();
    expect(splitPartialLine([])).toBeNull();
  });
});

describe('tooltipPosition', () => {
  const view = [900, 260];
  const box = [160, 180];

  test('right of and below the pointer when there is room', () => {
    expect(tooltipPosition([100, 20], box, view, 0)).toEqual([116, 36]);
  });

  test('left of the pointer near the right edge, above it near the bottom', () => {
    expect(tooltipPosition([850, 240], box, view, 0)).toEqual([674, 44]);
  });

  test('never above the sticky header reaching into the chart, even if it then runs past the chart', () => {
    // The header covers the chart's top 120 px: the box that would start at 44 starts at 120.
    expect(tooltipPosition([850, 240], box, view, 120)[1]).toBe(120);
    // Only 40 px of the chart show below the header: the box starts there and reaches below the chart.
    expect(tooltipPosition([400, 250], box, view, 220)[1]).toBe(220);
  });

  test('stays within the chart when the box is wider than the room on either side', () => {
    expect(tooltipPosition([600, 20], [400, 100], view, 0)[0]).toBe(184);
    expect(tooltipPosition([100, 20], [850, 100], view, 0)[0]).toBe(0);
    expect(tooltipPosition([10, 20], [950, 100], view, 0)[0]).toBe(0);
  });
});

describe('headerOverlap', () => {
  const box = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as unknown as Element;

  test('how far the header reaches into the element; 0 when it is below the header or nothing is there', () => {
    expect(headerOverlap(box(-64, 196), box(0, 56))).toBe(120);
    expect(headerOverlap(box(300, 560), box(0, 56))).toBe(0);
    expect(headerOverlap(null, box(0, 56))).toBe(0);
    expect(headerOverlap(box(-64, 196), null)).toBe(0);
  });
});

describe('uniqueEntries', () => {
  test('one line per series name, keeping the one that has a value, in first-seen order', () => {
    const entries = [
      { seriesName: 'DAU', marker: 'a', value: null },
      { seriesName: 'DAU', marker: 'a', value: 12 },
      { seriesName: '点赞人数', marker: 'b', value: 4 },
      { seriesName: '点赞人数', marker: 'b', value: 4 },
    ];
    expect(uniqueEntries(entries)).toEqual([
      { seriesName: 'DAU', marker: 'a', value: 12 },
      { seriesName: '点赞人数', marker: 'b', value: 4 },
    ]);
  });
});

test('escapeHtml', () => {
  expect(escapeHtml(`<b title="x">&'`)).toBe('&#60;b title=&#34;x&#34;&#62;&#38;&#39;');
});
