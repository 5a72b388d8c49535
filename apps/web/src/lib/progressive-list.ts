import { useDeferredValue } from 'react';

/** The rows a list page draws in its first frame: what a 900 px high window shows above the fold (动态管理 shows 8½). */
export const FIRST_FRAME_ROWS = 8;
/** The review cards drawn in the first frame: two rows of two at 1440 px. */
export const FIRST_FRAME_CARDS = 4;

const EMPTY: readonly never[] = [];

/**
 * A list drawn in two steps when it first appears: the first `first` items at once, the rest in a deferred render right
 * after the browser has painted (React's useDeferredValue). The operator sees the top of the page one render sooner; a
 * list that is already on screen (the next page, a filter) is drawn whole at once.
 */
export function useProgressiveList<T>(items: readonly T[] | undefined, first: number): readonly T[] {
  const all = items ?? EMPTY;
  const deferredLength = useDeferredValue(all.length, Math.min(all.length, first));
  const shown = Math.max(deferredLength, Math.min(all.length, first));
  return shown >= all.length ? all : all.slice(0, shown);
}
