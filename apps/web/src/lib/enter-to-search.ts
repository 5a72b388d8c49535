import type { FormInstance } from 'antd';
import { useRef, type KeyboardEvent } from 'react';

/** What the focused field of a filter form is, as far as Enter is concerned. */
export interface EnterTarget {
  kind: 'text' | 'autocomplete' | 'select' | 'picker' | 'other';
  /** Its list or calendar panel is open. */
  open: boolean;
  /** The operator moved to a suggestion with the arrow keys since last typing (autocomplete only). */
  navigated: boolean;
}

/**
 * What Enter does in a filter form:
 * - `search`: runs the search (查询): in a text field; in a select, cascader or date picker whose list or panel is closed;
 *   in an autocomplete whose suggestions are open but none was moved to with the arrow keys (they must not swallow it);
 * - `field`: the field keeps it: an open select or cascader picks its highlighted option, an autocomplete the suggestion
 *   the operator moved to; buttons and anything else keep their own meaning;
 * - `commit`: an open date picker takes the typed date (and the form is not submitted half-picked).
 */
export function enterAction(target: EnterTarget): 'search' | 'field' | 'commit' {
  switch (target.kind) {
    case 'text':
      return 'search';
    case 'autocomplete':
      return target.open && target.navigated ? 'field' : 'search';
    case 'select':
      return target.open ? 'field' : 'search';
    case 'picker':
      return target.open ? 'commit' : 'search';
    default:
      return 'field';
  }
}

function isVisible(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

function describe(element: HTMLElement, navigated: boolean): EnterTarget {
  if (element.closest('.ant-picker')) {
    const open = [...document.querySelectorAll('.ant-picker-dropdown')].some(isVisible);
    return { kind: 'picker', open, navigated: false };
  }
  if (element.getAttribute('role') === 'combobox') {
    const open = element.getAttribute('aria-expanded') === 'true';
    return { kind: element.closest('.ant-select-auto-complete') ? 'autocomplete' : 'select', open, navigated };
  }
  if (element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type)) {
    return { kind: 'text', open: false, navigated: false };
  }
  return { kind: 'other', open: false, navigated: false };
}

/**
 * Enter searches from every field of a filter form (`enterAction`). Put the returned handler on the `<Form>` as
 * `onKeyDownCapture`; it answers true when it ran the search (e.g. to close an autocomplete's suggestions).
 */
export function useEnterToSearch(form: FormInstance) {
  const navigatedRef = useRef<EventTarget | null>(null);
  return (event: KeyboardEvent<HTMLElement>): boolean => {
    const element = event.target as HTMLElement;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      navigatedRef.current = element.getAttribute('aria-expanded') === 'true' ? element : null;
      return false;
    }
    if (event.key !== 'Enter') {
      if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete' || event.key === 'Escape') navigatedRef.current = null;
      return false;
    }
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
    const action = enterAction(describe(element, navigatedRef.current === element));
    navigatedRef.current = null;
    if (action === 'field') return false;
    // Neither the browser's own submit nor the field's handler (an autocomplete would take a suggestion, a closed
    // select or picker would open): the form runs the search once, through its validation.
    event.preventDefault();
    if (action === 'commit') return false;
    event.stopPropagation();
    form.submit();
    return true;
  };
}
