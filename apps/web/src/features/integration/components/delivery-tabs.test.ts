import { describe, expect, it } from 'vitest';
import { canRedeliver, deliveryTabItems, isDeliveryTab, tabHasBatch } from './delivery-tabs';

describe('deliveryTabItems', () => {
  it('labels the five tabs with their totals, in order', () => {
    const totals = [
      { code: 'failed', title: '投递失败', value: 3 },
      { code: 'all', title: '全部', value: 120 },
      { code: 'pending', title: '待投递', value: 0 },
      { code: 'retrying', title: '重试中', value: 2 },
      { code: 'delivered', title: '已投递', value: 115 },
    ];
    expect(deliveryTabItems(totals).map((item) => item.label)).toEqual(['全部 (120)', '待投递 (0)', '重试中 (2)', '投递失败 (3)', '已投递 (115)']);
  });

  it('shows the bare titles before the first answer', () => {
    expect(deliveryTabItems(undefined)).toEqual([
      { key: 'all', label: '全部' },
      { key: 'pending', label: '待投递' },
      { key: 'retrying', label: '重试中' },
      { key: 'failed', label: '投递失败' },
      { key: 'delivered', label: '已投递' },
    ]);
  });
});

describe('tab and status rules', () => {
  it('knows the tab codes', () => {
    expect(isDeliveryTab('retrying')).toBe(true);
    expect(isDeliveryTab('3')).toBe(false);
  });

  it('redelivers only failed and retrying events, and selects rows only on tabs that list them', () => {
    expect([canRedeliver('failed'), canRedeliver('retrying'), canRedeliver('pending'), canRedeliver('delivered')]).toEqual([true, true, false, false]);
    expect(['all', 'pending', 'retrying', 'failed', 'delivered'].filter((tab) => isDeliveryTab(tab) && tabHasBatch(tab))).toEqual(['all', 'retrying', 'failed']);
  });
});
