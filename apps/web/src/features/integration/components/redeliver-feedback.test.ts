import { INTEGRATION_MSG } from '@ops/contracts/integration';
import { describe, expect, it } from 'vitest';
import { redeliveredAllText, redeliveredText, skippedLines, skippedTitle } from './redeliver-feedback';

describe('redelivery feedback', () => {
  it('names one event and counts several', () => {
    expect(redeliveredText([1024])).toBe('已重新投递：事件 1024');
    expect(redeliveredText([1, 2, 3])).toBe('已重新投递 3 个事件');
  });

  it('says how many 重新投递全部失败 sent, or that there was nothing to send', () => {
    expect(redeliveredAllText(7)).toBe('已重新投递 7 个投递失败或重试中的事件');
    expect(redeliveredAllText(0)).toBe('没有投递失败或重试中的事件');
  });

  it('lists the skipped events with the reason, three at most', () => {
    const skipped = [
      { id: 5, reason: INTEGRATION_MSG.alreadyDelivered },
      { id: 6, reason: INTEGRATION_MSG.notFailed },
      { id: 7, reason: INTEGRATION_MSG.alreadyDelivered },
      { id: 8, reason: INTEGRATION_MSG.alreadyDelivered },
    ];
    expect(skippedTitle(skipped)).toBe('4 个事件未重新投递');
    expect(skippedLines(skipped)).toEqual([
      `事件 5：${INTEGRATION_MSG.alreadyDelivered}`,
      `事件 6：${INTEGRATION_MSG.notFailed}`,
      `事件 7：${INTEGRATION_MSG.alreadyDelivered}`,
      '等 4 个',
    ]);
    expect(skippedLines(skipped.slice(0, 1))).toEqual([`事件 5：${INTEGRATION_MSG.alreadyDelivered}`]);
  });
});
