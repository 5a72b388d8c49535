import { describe, expect, it } from 'vitest';
import { compareWithYesterday, secondaryLine, waitedFor } from './tile-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('waitedFor', () => {
  it.each([
    [30_000, '不到 1 分钟'],
    [12 * MINUTE + 59_000, '12 分钟'],
    [3 * HOUR, '3 小时'],
    [3 * HOUR + 12 * MINUTE, '3 小时 12 分'],
    [26 * HOUR + 5 * MINUTE, '1 天 2 小时'],
    [48 * HOUR + 40 * MINUTE, '2 天'],
  ])('%i ms reads %s', (ms, text) => {
    expect(waitedFor(ms)).toBe(text);
  });
});

describe('compareWithYesterday', () => {
  it('gives the change in whole percent with its direction', () => {
    expect(compareWithYesterday(112, 100)).toEqual({ text: '较昨日同时段 +12%', trend: 'up' });
    expect(compareWithYesterday(95, 100)).toEqual({ text: '较昨日同时段 -5%', trend: 'down' });
    expect(compareWithYesterday(1001, 1000)).toEqual({ text: '较昨日同时段 <1%', trend: 'up' });
  });

  it('says so when the two are equal or yesterday had none, never a division by zero', () => {
    expect(compareWithYesterday(0, 0)).toEqual({ text: '与昨日同时段持平', trend: 'flat' });
    expect(compareWithYesterday(7, 7).trend).toBe('flat');
    expect(compareWithYesterday(3, 0)).toEqual({ text: '昨日同时段为 0', trend: 'up' });
  });
});

describe('secondaryLine', () => {
  it('names the oldest wait, or that nothing waits', () => {
    expect(secondaryLine({ key: 'pendingPosts', count: 4, oldestCreatedAt: 1, oldestAgeMs: 3 * HOUR + 12 * MINUTE, link: '/' }).text).toBe('最早一条已等待 3 小时 12 分');
    expect(secondaryLine({ key: 'pendingVideos', count: 0, oldestCreatedAt: null, oldestAgeMs: null, link: '/' }).text).toBe('暂无待审核内容');
  });

  it('puts the machine rejections against everything it decided today', () => {
    expect(secondaryLine({ key: 'machineRejected', count: 3, screenedToday: 1200, link: '/' }).text).toBe('今日机审 1,200 条，拒绝率 0.3%');
    expect(secondaryLine({ key: 'machineRejected', count: 0, screenedToday: 0, link: '/' }).text).toBe('今日暂无机审');
  });

  it('gives the totals the linked lists show', () => {
    expect(secondaryLine({ key: 'reportedPosts', count: 2, reportedTotal: 12_345, link: '/' }).text).toBe('被举报动态共 12,345 条');
    expect(secondaryLine({ key: 'frozenUsers', count: 1, frozenNow: 8, link: '/' }).text).toBe('当前冻结中 8 人');
  });
});
