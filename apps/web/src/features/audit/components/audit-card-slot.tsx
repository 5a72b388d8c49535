import type { ReviewAction } from '@ops/contracts/moderation';
import { memo, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { AuditCardFrame, type AuditCardItem } from './audit-card-frame';
import type { DecideOptions } from './review-actions';

/** What a card does, read from the board's latest render: the functions themselves never change. */
export interface CardHandlers<T> {
  toggle: (id: number) => void;
  activate: (id: number) => void;
  decide: (item: T, action: ReviewAction, options: DecideOptions) => void;
  renderBody: (item: T) => ReactNode;
  imagesOf: (item: T) => readonly string[];
  blocklistOption: (item: T) => string | null;
}

/** Stable handlers that call the latest ones: cards whose own props did not change skip re-rendering. */
export function useCardHandlers<T>(latest: CardHandlers<T>): CardHandlers<T> {
  const ref = useRef(latest);
  useLayoutEffect(() => {
    ref.current = latest;
  });
  return useMemo(
    () => ({
      toggle: (id) => ref.current.toggle(id),
      activate: (id) => ref.current.activate(id),
      decide: (item, action, options) => ref.current.decide(item, action, options),
      renderBody: (item) => ref.current.renderBody(item),
      imagesOf: (item) => ref.current.imagesOf(item),
      blocklistOption: (item) => ref.current.blocklistOption(item),
    }),
    [],
  );
}

interface AuditCardSlotProps<T extends AuditCardItem> {
  item: T;
  noun: string;
  cover: boolean;
  active: boolean;
  busy: boolean;
  selectionShown: boolean;
  selectable: boolean;
  selected: boolean;
  quick: boolean;
  refusal: string | null;
  heldByName: string | null;
  handlers: CardHandlers<T>;
}

function AuditCardSlotInner<T extends AuditCardItem>(props: AuditCardSlotProps<T>) {
  const { item, noun, cover, handlers, ...flags } = props;
  const images = useMemo(() => ({ urls: handlers.imagesOf(item), cover }), [handlers, item, cover]);
  return (
    <AuditCardFrame
      item={item}
      noun={noun}
      images={images}
      blocklistOption={handlers.blocklistOption(item)}
      {...flags}
      onToggle={() => handlers.toggle(item.id)}
      onActivate={() => handlers.activate(item.id)}
      onDecide={(action, options) => handlers.decide(item, action, options)}
    >
      {handlers.renderBody(item)}
    </AuditCardFrame>
  );
}

/**
 * One card of the board, re-rendered only when its own item or flags change: deciding a card in 快速审核 then
 * redraws the card that leaves and the one that takes the focus, not the whole page (issue 15: ≤ 100 ms from
 * the key to the next card).
 */
export const AuditCardSlot = memo(AuditCardSlotInner) as typeof AuditCardSlotInner;
