import { FILTER_TEXT_MAX } from './limits.ts';
import { MSG } from './messages.ts';

/**
 * The one rule of every ID filter (用户ID, 动态ID, 视频ID, 对象ID; spec 5 and 9): digits only, 0 to 15 of them
 * (长度在 0 到 15 个字符), checked after dropping the spaces around the text, so an id pasted as " 123 " is the id 123.
 * Constants only (no zod): the web app's first screen imports it; `idFilterSchema` in common.ts is the zod side.
 */
export const ID_FILTER_MAX = FILTER_TEXT_MAX;
export const ID_FILTER_DIGITS = /^\d*$/;

/** The message of a text that is not digits; the label names the field (`ID`, `用户ID`). */
export function idFilterDigitsMessage(label = 'ID'): string {
  return `${label}只能包含数字`;
}

/** The id an ID filter searches by: the text without the spaces around it. */
export function normalizeIdFilter(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Why the text is no id to search by (the first failing rule's message); null when it is one, empty included. */
export function idFilterError(value: string | null | undefined, label = 'ID'): string | null {
  const id = normalizeIdFilter(value);
  if (id.length > ID_FILTER_MAX) return MSG.lengthRange;
  if (!ID_FILTER_DIGITS.test(id)) return idFilterDigitsMessage(label);
  return null;
}

/** A non-empty id the lists accept (e.g. from the URL). */
export function isIdFilter(value: string): boolean {
  return value.trim() !== '' && idFilterError(value) === null;
}
