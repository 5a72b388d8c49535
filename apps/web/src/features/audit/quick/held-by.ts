import type { HeldBy } from '@ops/contracts/review-queue';

/** Who else holds the item in 领取模式 right now (their name), or null when no one else does. */
export function heldByOther(item: { heldBy?: HeldBy | null }, operatorId: number | null, now = Date.now()): string | null {
  const held = item.heldBy;
  if (!held || held.until <= now || held.operatorId === operatorId) return null;
  return held.name;
}
