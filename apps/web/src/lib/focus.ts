const FIELD_SELECTOR = 'input[type="radio"]:checked, input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/** Puts the keyboard focus on the first form field inside a dialog body once it has opened. */
export function focusFirstField(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>(FIELD_SELECTOR)?.focus();
}
