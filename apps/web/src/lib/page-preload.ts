import type { FetchQueryOptions } from '@tanstack/react-query';

/** One query a page opens with: the same key and function its own hook uses, so the page finds the answer in the cache. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries answer their own type; the loader only awaits them
export type PreloadQuery = FetchQueryOptions<any, any, any, any>;

/**
 * What a page fetches first, read from the URL it opens with (its list, at the page, filters and sort the URL holds). A
 * lazy page module exports it as `preload`; a press on the page's menu entry starts it (app/press-preload.ts), so that
 * the answer is on its way while the page is drawn.
 */
export type PagePreload = (search: URLSearchParams) => readonly PreloadQuery[];

/** An answer this young was fetched for this very visit (the page's preload): the page does not fetch it again. */
const JUST_LOADED_MS = 1_000;

/**
 * `refetchOnMount` of a list that is never taken as fresh (staleTime 0): every visit reloads it, except the visit whose
 * preload has just fetched it.
 */
export const refetchUnlessJustLoaded = (query: { state: { dataUpdatedAt: number } }): boolean =>
  Date.now() - query.state.dataUpdatedAt > JUST_LOADED_MS;
