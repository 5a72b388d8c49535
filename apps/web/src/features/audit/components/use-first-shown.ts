import { useEffect, useRef } from 'react';

/**
 * When each card was first on the operator's screen (epoch ms), sent with a decision for 审核效率's
 * time-to-decision (issue 15). A batch counts from its earliest card.
 */
export function useFirstShown(items: readonly { id: number }[]) {
  const shown = useRef(new Map<number, number>());
  useEffect(() => {
    const now = Date.now();
    for (const item of items) if (!shown.current.has(item.id)) shown.current.set(item.id, now);
  }, [items]);
  return {
    of(ids: readonly number[]): number | undefined {
      const times = ids.flatMap((id) => shown.current.get(id) ?? []);
      return times.length === 0 ? undefined : Math.min(...times);
    },
  };
}
