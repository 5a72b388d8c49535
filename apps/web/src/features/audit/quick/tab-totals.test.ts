import { describe, expect, it } from 'vitest';
import { movedCount, movedTotals, tabHolds } from './tab-totals';

const totals = [
  { title: '全部', code: 'all', value: 10 },
  { title: '待审核', code: '3', value: 4 },
  { title: '已通过', code: '5', value: 3 },
  { title: '已拒绝', code: '4', value: 1 },
  { title: '机审', code: 'machine', value: 2 },
  { title: '待机审', code: '1', value: 0 },
];
const value = (result: typeof totals, code: string) => result.find((entry) => entry.code === code)?.value;

describe('tab counts updated in place', () => {
  it('move a pass from 待审核 to 已通过 and a machine rejection overturned out of 机审, 全部 unchanged', () => {
    const result = movedTotals(totals, [
      { from: '3', to: '5' },
      { from: '6', to: '5' },
      { from: '3', to: '4' },
    ]);
    expect(value(result, 'all')).toBe(10);
    expect(value(result, '3')).toBe(2);
    expect(value(result, '5')).toBe(5);
    expect(value(result, '4')).toBe(2);
    expect(value(result, 'machine')).toBe(1);
    expect(movedCount('3', 4, [{ from: '3', to: '5' }])).toBe(3);
    expect(movedCount('all', 10, [{ from: '3', to: '5' }])).toBe(10);
  });

  it('put an undone decision back (5 → 3) and never count below zero', () => {
    expect(value(movedTotals(totals, [{ from: '5', to: '3' }]), '3')).toBe(5);
    expect(value(movedTotals(totals, [{ from: '1', to: '5' }]), '1')).toBe(0);
    expect(tabHolds('machine', '2')).toBe(true);
    expect(tabHolds('machine', '3')).toBe(false);
  });
});
