import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { doneText, skippedLines, skippedTitle, undoingText, undoneText } from './review-feedback';

describe('decision texts', () => {
  it('names one item by id and several by count', () => {
    expect(doneText('pass', '动态', [12])).toBe('已通过：动态 12');
    expect(doneText('reject', '视频', [1, 2, 3])).toBe('已拒绝 3 条视频');
    expect(undoingText('动态', 12)).toBe('正在撤销：动态 12…');
    expect(undoneText('动态', [12])).toBe('已撤销，动态 12 恢复为待审核');
  });
});

describe('skippedLines', () => {
  it('names who decided a skipped item first, and when', () => {
    const at = Date.UTC(2025, 0, 2, 3, 4, 5);
    const lines = skippedLines('动态', [{ id: 7, reason: '当前状态有误，请检查后操作', state: '4', decidedBy: 'auditor2', decidedAt: at }], 'pass');
    expect(lines).toEqual([`动态 7 已被 auditor2 于 ${formatDateTime(at)} 处理`]);
  });

  it('says why a machine decision was skipped: its state rules the action out', () => {
    const skipped = [
      { id: 8, reason: '当前状态有误，请检查后操作', state: '2' },
      { id: 9, reason: '当前状态有误，请检查后操作', state: '6' },
    ];
    expect(skippedTitle('动态', skipped)).toBe('2 条动态未处理');
    expect(skippedLines('动态', skipped, 'pass')).toEqual(['动态 8 当前为「机审通过」，不能通过', '动态 9 当前为「机审拒绝」，不能通过']);
  });

  it('falls back to the server reason, and lists three then 等 N 条', () => {
    const skipped = [1, 2, 3, 4].map((id) => ({ id, reason: '当前状态有误，请检查后操作' }));
    expect(skippedLines('视频', skipped, 'reject')).toEqual([
      '视频 1：当前状态有误，请检查后操作',
      '视频 2：当前状态有误，请检查后操作',
      '视频 3：当前状态有误，请检查后操作',
      '等 4 条',
    ]);
  });
});
