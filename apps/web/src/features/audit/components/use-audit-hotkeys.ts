import { useEffect, useEffectEvent } from 'react';
import { shortcutKey } from '@/lib/keyboard';

export interface AuditHotkeyHandlers {
  next: () => void;
  previous: () => void;
  pass: () => void;
  reject: () => void;
  toggle: () => void;
  undo: () => void;
  help: () => void;
  /** `q`: 快速审核 on or off. */
  quick: () => void;
}

const KEY_ACTIONS = new Map<string, keyof AuditHotkeyHandlers>([
  ['j', 'next'],
  ['k', 'previous'],
  ['a', 'pass'],
  ['r', 'reject'],
  ['x', 'toggle'],
  ['z', 'undo'],
  ['?', 'help'],
  ['q', 'quick'],
]);

/** Keys that may repeat while held: moving the cursor. A held `a` must not pass card after card. */
const REPEATABLE = new Set<keyof AuditHotkeyHandlers>(['next', 'previous']);

/** The audit pages' single-key shortcuts; ignored while typing, with a modifier, or when an overlay is open. */
export function useAuditHotkeys(handlers: AuditHotkeyHandlers) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const key = shortcutKey(event);
    const action = key === null ? undefined : KEY_ACTIONS.get(key);
    if (action === undefined) return;
    event.preventDefault();
    if (event.repeat && !REPEATABLE.has(action)) return;
    handlers[action]();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
