import { describe, expect, it } from 'vitest';
import { formatElapsed, formatTimeout, lastAnswerText, nextOrDeliveredAt, timeAgo } from './delivery-format';

describe('lastAnswerText', () => {
  it('shows the HTTP status with the error, or alone', () => {
    expect(lastAnswerText({ lastStatus: 500, lastError: 'Internal Server Error' })).toBe('HTTP 500 · Internal Server Error');
    expect(lastAnswerText({ lastStatus: 200, lastError: null })).toBe('HTTP 200');
  });

  it('does not repeat a status the error already names', () => {
    expect(lastAnswerText({ lastStatus: 500, lastError: 'HTTP 500' })).toBe('HTTP 500');
    expect(lastAnswerText({ lastStatus: 503, lastError: 'HTTP 503 Service Unavailable' })).toBe('HTTP 503 Service Unavailable');
    expect(lastAnswerText({ lastStatus: 500, lastError: 'HTTP 5000 bytes' })).toBe('HTTP 500 · HTTP 5000 bytes');
  });

  it('shows the network error when the receiver gave no status', () => {
    expect(lastAnswerText({ lastStatus: null, lastError: '请求超时（5000 毫秒）' })).toBe('请求超时（5000 毫秒）');
  });

  it('puts a multi-line answer on one line and treats blank text as none', () => {
    expect(lastAnswerText({ lastStatus: 502, lastError: '<html>\n  <body>Bad\tGateway</body>\n</html>' })).toBe('HTTP 502 · <html> <body>Bad Gateway</body> </html>');
    expect(lastAnswerText({ lastStatus: 503, lastError: ' \n ' })).toBe('HTTP 503');
  });

  it('is null before the first attempt', () => {
    expect(lastAnswerText({ lastStatus: null, lastError: null })).toBeNull();
    expect(lastAnswerText({ lastStatus: null, lastError: '' })).toBeNull();
  });
});

describe('nextOrDeliveredAt', () => {
  const times = { nextAttemptAt: 2_000, deliveredAt: 3_000 };

  it('gives the next attempt while waiting, the delivery once delivered, nothing once failed', () => {
    expect(nextOrDeliveredAt({ ...times, status: 'pending' })).toBe(2_000);
    expect(nextOrDeliveredAt({ ...times, status: 'retrying' })).toBe(2_000);
    expect(nextOrDeliveredAt({ ...times, status: 'delivered' })).toBe(3_000);
    expect(nextOrDeliveredAt({ ...times, status: 'failed' })).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('counts minutes, then hours and minutes, then days and hours', () => {
    expect(formatElapsed(59_999)).toBe('不到 1 分钟');
    expect(formatElapsed(5 * 60_000 + 30_000)).toBe('5 分钟');
    expect(formatElapsed(2 * 3_600_000 + 3 * 60_000)).toBe('2 小时 3 分钟');
    expect(formatElapsed(3_600_000)).toBe('1 小时');
    expect(formatElapsed(3 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toBe('3 天 4 小时');
    expect(formatElapsed(86_400_000)).toBe('1 天');
  });
});

describe('timeAgo', () => {
  const now = 1_700_000_000_000;

  it('says 刚刚 within a minute and for a moment ahead of the clock', () => {
    expect(timeAgo(now - 59_000, now)).toBe('刚刚');
    expect(timeAgo(now + 5_000, now)).toBe('刚刚');
  });

  it('says how long ago otherwise', () => {
    expect(timeAgo(now - 12 * 60_000, now)).toBe('12 分钟前');
    expect(timeAgo(now - 26 * 3_600_000, now)).toBe('1 天 2 小时前');
  });
});

describe('formatTimeout', () => {
  it('uses milliseconds below a second and seconds above', () => {
    expect(formatTimeout(800)).toBe('800 毫秒');
    expect(formatTimeout(5000)).toBe('5 秒');
    expect(formatTimeout(2500)).toBe('2.5 秒');
  });
});
