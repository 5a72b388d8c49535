import { useCallback, useState } from 'react';

interface DialogState<K extends string> {
  open: K | null;
  /** How often each dialog has been opened; part of its key. */
  openings: Partial<Record<K, number>>;
}

/**
 * Which of a page's dialogs is open. Render each dialog with `key={dialogs.key(kind)}`: its key changes at every opening,
 * so the dialog mounts afresh (new form store with the defaults, no old errors or mutation state), while closing keeps
 * it mounted so the close animation plays. `destroyOnHidden` alone is not enough: it unmounts the Form, but the form
 * instance from `Form.useForm` keeps its values as long as the dialog component lives.
 */
export function useDialogState<K extends string>() {
  const [state, setState] = useState<DialogState<K>>({ open: null, openings: {} });
  const open = useCallback(
    (kind: K) => setState((prev) => ({ open: kind, openings: { ...prev.openings, [kind]: (prev.openings[kind] ?? 0) + 1 } })),
    [],
  );
  const close = useCallback(() => setState((prev) => ({ ...prev, open: null })), []);
  return {
    open,
    close,
    isOpen: (kind: K) => state.open === kind,
    key: (kind: K) => `${kind}-${state.openings[kind] ?? 0}`,
  };
}
