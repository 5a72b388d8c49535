import { REVIEW_STATES } from '@ops/contracts/codes';
import { describe, expect, it } from 'vitest';
import { batchConfirmText, batchMisfits, batchRefusal, canBatch, offeredActions } from './review-rules';

describe('offeredActions', () => {
  it('follows REVIEW_TRANSITIONS: both before a person decided, one to overturn the machine, 撤销 after a person decided', () => {
    expect(Object.fromEntries(REVIEW_STATES.map((state) => [state, offeredActions(state)]))).toEqual({
      '1': ['pass', 'reject'],
      '2': ['reject'],
      '3': ['pass', 'reject'],
      '4': ['revoke'],
      '5': ['revoke'],
      '6': ['pass'],
    });
  });

  it('offers nothing for an unknown state', () => {
    expect(offeredActions('9')).toEqual([]);
  });
});

describe('batch rules', () => {
  it('lets every card a batch pass or reject applies to be picked', () => {
    expect(REVIEW_STATES.filter(canBatch)).toEqual(['1', '2', '3', '6']);
  });

  it('counts the picked items an action cannot change, by state', () => {
    const items = [{ state: '6' as const }, { state: '2' as const }, { state: '2' as const }, { state: '3' as const }];
    expect(batchMisfits(items, 'pass')).toEqual([{ state: '2', count: 2 }]);
    expect(batchMisfits(items, 'reject')).toEqual([{ state: '6', count: 1 }]);
  });

  it('says in the confirmation which picked items will be skipped', () => {
    const machine = [{ state: '6' as const }, { state: '2' as const }, { state: '2' as const }];
    expect(batchConfirmText('动态', machine, 'pass')).toBe('已选择 3 条动态，其中 2 条「机审通过」不能通过，将跳过');
    expect(batchConfirmText('视频', machine, 'reject')).toBe('已选择 3 条视频，其中 1 条「机审拒绝」不能拒绝，将跳过');
    expect(batchConfirmText('动态', [{ state: '3' as const }, { state: '1' as const }], 'reject')).toBe('已选择 2 条动态');
  });

  it('refuses a batch none of whose items the action applies to, and lets through one with any', () => {
    expect(batchRefusal('动态', [{ state: '2' as const }, { state: '2' as const }], 'pass')).toBe('所选的 2 条动态当前都不能通过（机审通过）');
    expect(batchRefusal('视频', [{ state: '6' as const }], 'reject')).toBe('所选的 1 条视频当前都不能拒绝（机审拒绝）');
    expect(batchRefusal('动态', [{ state: '2' as const }, { state: '6' as const }], 'pass')).toBeNull();
    expect(batchRefusal('动态', [], 'pass')).toBeNull();
  });
});
