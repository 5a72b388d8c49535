import { EMPTY_TEXT } from '@/lib/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 中位处理时长 in seconds with one decimal (`8.4`); `—` when no decision was timed. */
export function formatDecisionSeconds(seconds: number | null): string {
  if (seconds === null) return EMPTY_TEXT;
  return (Math.round(seconds * 10) / 10).toFixed(1);
}

/**
 * 中位内容等待 as people say it, in its two largest units: `45 秒`, `12 分`, `2 小时 5 分`, `3 天 4 小时`
 * (the smaller unit left out when it is 0); `—` when there was no decision.
 */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return EMPTY_TEXT;
  const whole = Math.max(0, Math.round(seconds));
  if (whole < MINUTE) return `${whole} 秒`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) => (small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`);
  if (whole < HOUR) return `${Math.floor(whole / MINUTE)} 分`;
  if (whole < DAY) return pair(Math.floor(whole / HOUR), '小时', Math.floor((whole % HOUR) / MINUTE), '分');
  return pair(Math.floor(whole / DAY), '天', Math.floor((whole % DAY) / HOUR), '小时');
}
