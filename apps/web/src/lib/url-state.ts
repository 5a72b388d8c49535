import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStateValue = string | number | null | undefined;

/** `replace` the current history entry instead of pushing one; `state` goes with the entry (react-router location state). */
export interface UrlStateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Page state kept in the URL search params, so reload, back/forward and shared links restore it.
 * `defaults` names every key the page owns; a value equal to its default (or empty) leaves the URL.
 * Each update pushes one history entry unless `replace` is set.
 * Pass a module-level constant as `defaults`: a new object each render would rebuild the state every time.
 */
export function useUrlState<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (patch: Partial<Record<K, UrlStateValue>>, options?: UrlStateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => Object.keys(defaults) as K[], [defaults]);

  const state = useMemo(() => readUrlState(defaults, searchParams, keys), [defaults, keys, searchParams]);

  const setState = useCallback(
    (patch: Partial<Record<K, UrlStateValue>>, options?: UrlStateOptions) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(patch) as K[]) {
            const raw = patch[key];
            const value = raw === null || raw === undefined ? '' : String(raw);
            if (value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options?.replace ?? false, state: options?.state },
      );
    },
    [defaults, setSearchParams],
  );

  return [state, setState];
}

/** The page state a URL holds: each key's value, or its default when absent or empty (useUrlState, and a page's preload). */
export function readUrlState<K extends string>(
  defaults: Record<K, string>,
  searchParams: URLSearchParams,
  keys: readonly K[] = Object.keys(defaults) as K[],
): Record<K, string> {
  const result = { ...defaults };
  for (const key of keys) {
    const value = searchParams.get(key);
    if (value !== null && value !== '') result[key] = value;
  }
  return result;
}

/** A positive integer from URL text, else the fallback. */
export function toPositiveInt(value: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed >= 1 && parsed <= max ? parsed : fallback;
}

/** Keeps a URL value only when it is one of the allowed ones. */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * A search on page 1 with the filters already in the URL changes nothing in the URL, so the caller
 * must refetch explicitly; any other search writes the filters and page 1.
 */
export function isRepeatSearch<T extends object>(page: number, current: T, next: T): boolean {
  return page === 1 && (Object.keys(next) as (keyof T)[]).every((key) => next[key] === current[key]);
}
