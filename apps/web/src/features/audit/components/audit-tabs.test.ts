import { describe, expect, it } from 'vitest';
import { auditTabItems, isAuditTab, tabHasBatch } from './audit-tabs';

describe('auditTabItems', () => {
  it('labels the six tabs from the totals, in AUDIT_TABS order', () => {
    const totals = [
      { title: '机审', code: 'machine', value: 42 },
      { title: '全部', code: 'all', value: 1000 },
      { title: '待审核', code: '3', value: 300 },
      { title: '已通过', code: '5', value: 400 },
      { title: '已拒绝', code: '4', value: 200 },
      { title: '待机审', code: '1', value: 58 },
    ];
    expect(auditTabItems(totals).map((item) => [item.key, item.label])).toEqual([
      ['all', '全部 (1000)'],
      ['3', '待审核 (300)'],
      ['5', '已通过 (400)'],
      ['4', '已拒绝 (200)'],
      ['machine', '机审 (42)'],
      ['1', '待机审 (58)'],
    ]);
  });

  it('shows the bare titles before the first answer', () => {
    expect(auditTabItems(undefined).map((item) => item.label)).toEqual(['全部', '待审核', '已通过', '已拒绝', '机审', '待机审']);
  });
});

describe('tab rules', () => {
  it('knows the tab codes, 机审 included', () => {
    expect(['all', '3', '5', '4', 'machine', '1', '2', '6', 'x'].filter(isAuditTab)).toEqual(['all', '3', '5', '4', 'machine', '1']);
  });

  it('offers batch decisions on 全部, 待审核, 机审 and 待机审, not on 已通过 and 已拒绝', () => {
    expect((['all', '3', '5', '4', 'machine', '1'] as const).filter(tabHasBatch)).toEqual(['all', '3', 'machine', '1']);
  });
});
