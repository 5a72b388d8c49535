import { useEffect, useState, type RefObject } from 'react';
import { isOverlayOpen, isTypingTarget } from '@/lib/keyboard';

interface Cursor {
  /** The card under the cursor; null right after a page turn (the card at `index` of the new page). */
  id: number | null;
  /** Where the cursor was: when its card leaves the list (decided on tab 3), the card that takes its place. */
  index: number;
  /** Bumped by keyboard moves and decisions: the card is then focused and scrolled into view. */
  revision: number;
}

export const CARD_ID_ATTRIBUTE = 'data-card-id';

function clampIndex(cursor: Cursor | null, ids: readonly number[]): number {
  if (cursor === null || ids.length === 0) return -1;
  const found = cursor.id === null ? -1 : ids.indexOf(cursor.id);
  return found >= 0 ? found : Math.min(cursor.index, ids.length - 1);
}

/** Focuses the card `activeId` and scrolls it into view each time `revision` moves (0: the operator has not used the keys yet). */
export function useFocusFollows(container: RefObject<HTMLElement | null>, activeId: number | null, revision: number) {
  useEffect(() => {
    const root = container.current;
    if (activeId === null || revision === 0 || !root) return;
    const card = root.querySelector<HTMLElement>(`[${CARD_ID_ATTRIBUTE}="${activeId}"]`);
    if (!card) return;
    // Never take the focus from a field the operator is typing in, nor from a dialog or preview.
    const focused = document.activeElement;
    if (isTypingTarget(focused) || isOverlayOpen()) return;
    if (!card.contains(focused)) card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
  }, [activeId, revision, container]);
}

/** The keyboard cursor over the cards (`j`/`k`): a visible focus ring that follows the list as it reloads. */
export function useCardCursor(ids: readonly number[], container: RefObject<HTMLElement | null>) {
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const activeIndex = clampIndex(cursor, ids);
  const activeId = ids[activeIndex] ?? null;
  const revision = cursor?.revision ?? 0;

  useFocusFollows(container, activeId, revision);

  const place = (index: number, id: number | null) => setCursor((previous) => ({ id, index, revision: (previous?.revision ?? 0) + 1 }));

  return {
    activeId,
    /** Moves by `delta` cards; answers where the move would leave the page instead, without moving. */
    move(delta: number): 'moved' | 'before-first' | 'after-last' {
      if (ids.length === 0) return 'moved';
      const target = activeIndex < 0 ? 0 : activeIndex + delta;
      if (target < 0) return 'before-first';
      if (target >= ids.length) return 'after-last';
      place(target, ids[target] ?? null);
      return 'moved';
    },
    /** After a page turn: the card at `index` of the page about to load. */
    placeAt: (index: number) => place(index, null),
    /** After a decision on `id`: the next card, or whatever takes the decided card's place. */
    advancePast(id: number) {
      const index = ids.indexOf(id);
      if (index < 0) return;
      place(index + 1 < ids.length ? index + 1 : index, ids[index + 1] ?? null);
    },
    /** Back to a card that is (or is about to be) in the list again, e.g. after an undo. */
    focusId: (id: number) => place(Math.max(activeIndex, 0), id),
    /** Focus the card under the cursor again, e.g. once a confirmation dialog has closed. */
    refocus: () => setCursor((previous) => (previous === null ? previous : { ...previous, revision: previous.revision + 1 })),
    /** The operator clicked or tabbed into a card: the ring follows, without scrolling. */
    activate(id: number) {
      const index = ids.indexOf(id);
      if (index < 0) return;
      setCursor((previous) => (previous?.id === id ? previous : { id, index, revision: previous?.revision ?? 0 }));
    },
  };
}
