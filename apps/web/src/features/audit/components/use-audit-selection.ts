import { useState } from 'react';
import { canBatch } from './review-rules';

interface Selection {
  /** The list (tab, filters, page) the ids were picked on; another list starts with nothing selected. */
  scope: string;
  ids: ReadonlySet<number>;
}

const NOTHING: ReadonlySet<number> = new Set();

/**
 * The cards picked for a batch decision, on the current page only. Only cards a batch pass or reject applies to
 * (1, 2, 3, 6) can be picked: a card a person decided has nothing to pass or reject. Disabled (tabs 5 and 4):
 * nothing is selectable.
 */
export function useAuditSelection(items: readonly { id: number; state: string }[], scope: string, enabled: boolean) {
  const [selection, setSelection] = useState<Selection>({ scope, ids: NOTHING });
  const selectableIds = enabled ? items.filter((item) => canBatch(item.state)).map((item) => item.id) : [];
  const picked = selection.scope === scope ? selection.ids : NOTHING;
  const selectedIds = selectableIds.filter((id) => picked.has(id));

  const toggle = (id: number) => {
    if (!selectableIds.includes(id)) return;
    setSelection((previous) => {
      const next = new Set(previous.scope === scope ? previous.ids : NOTHING);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { scope, ids: next };
    });
  };

  return {
    enabled,
    selectableIds,
    selectedIds,
    isSelectable: (id: number) => selectableIds.includes(id),
    isSelected: (id: number) => picked.has(id) && selectableIds.includes(id),
    toggle,
    setAll: (checked: boolean) => setSelection({ scope, ids: checked ? new Set(selectableIds) : NOTHING }),
    clear: () => setSelection({ scope, ids: NOTHING }),
  };
}

export type AuditSelection = ReturnType<typeof useAuditSelection>;
