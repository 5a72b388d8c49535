const TYPING_SELECTOR = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[role="textbox"]',
].join(', ');

/** Overlays that own the keyboard while open: dialogs, the image preview, popconfirms, dropdowns and picker panels. */
const OVERLAY_SELECTOR = [
  '[role="dialog"]',
  '.ant-modal-wrap',
  '.ant-image-preview',
  '.ant-popconfirm',
  '.ant-dropdown',
  '.ant-picker-dropdown',
  '.ant-select-dropdown',
].join(', ');

function isVisible(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** The key went to something the operator is typing into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING_SELECTOR) !== null;
}

/** A dialog, preview or popup is open on top of the page. */
export function isOverlayOpen(): boolean {
  return [...document.querySelectorAll(OVERLAY_SELECTOR)].some(isVisible);
}

/**
 * The single-letter key of a page shortcut, lower-cased; null when the key belongs to someone else:
 * a modifier is held, the operator is typing, or an overlay is open.
 */
export function shortcutKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (isTypingTarget(event.target) || isOverlayOpen()) return null;
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}
