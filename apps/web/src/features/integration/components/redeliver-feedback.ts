import type { SkippedItem } from '@ops/contracts/moderation';

const SKIPPED_LISTED = 3;

/** e.g. 已重新投递：事件 1024 · 已重新投递 5 个事件 */
export function redeliveredText(sequences: readonly number[]): string {
  return sequences.length === 1 ? `已重新投递：事件 ${sequences[0]}` : `已重新投递 ${sequences.length} 个事件`;
}

/** The answer of 重新投递全部失败: how many events are due again, or that there was none. */
export function redeliveredAllText(count: number): string {
  return count > 0 ? `已重新投递 ${count} 个投递失败或重试中的事件` : '没有投递失败或重试中的事件';
}

export function skippedTitle(skipped: readonly SkippedItem[]): string {
  return `${skipped.length} 个事件未重新投递`;
}

/** Which events were skipped and the server's reason; a few, then 等 N 个. */
export function skippedLines(skipped: readonly SkippedItem[]): string[] {
  const lines = skipped.slice(0, SKIPPED_LISTED).map((item) => `事件 ${item.id}：${item.reason}`);
  if (skipped.length > SKIPPED_LISTED) lines.push(`等 ${skipped.length} 个`);
  return lines;
}
