import { INTAKE_MSG, type IntakeKind } from '@ops/contracts/intake';
import { INGEST_FUTURE_SKEW_MS } from '@ops/contracts/statistics';
import { type AppError, badRequest } from '../../lib/errors.ts';

/** 400 naming the item (1-based in the message, 0-based in `index`) and its field, like /ingest/events. */
export function badItem(kind: IntakeKind, index: number, field: string, reason: string): AppError {
  return badRequest(`第 ${index + 1} 项：${field} ${reason}`, `${kind}.${index}.${field}`, index);
}

/** Refuses the batch if any of the named millisecond fields lies beyond the server clock (plus the allowed skew). */
export function refuseFutureTimes<T>(kind: IntakeKind, items: readonly T[], fields: readonly (keyof T & string)[], now: number): void {
  const latest = now + INGEST_FUTURE_SKEW_MS;
  items.forEach((item, index) => {
    for (const field of fields) {
      if ((item[field] as number) > latest) throw badItem(kind, index, field, INTAKE_MSG.future);
    }
  });
}

/** A media URL the console may show: a path on itself (the demo app's), or an absolute URL from MEDIA_ORIGINS. */
export function isAllowedMediaUrl(url: string, mediaOrigins: readonly string[]): boolean {
  if (url.startsWith('/')) return true;
  try {
    return mediaOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** Refuses the batch at the first media URL whose origin the console's pages may not load (CSP). */
export function refuseForeignMedia<T>(kind: IntakeKind, items: readonly T[], urlsOf: (item: T) => { field: string; url: string | null }[], mediaOrigins: readonly string[]): void {
  items.forEach((item, index) => {
    for (const { field, url } of urlsOf(item)) {
      if (url !== null && !isAllowedMediaUrl(url, mediaOrigins)) {
        const origin = url.startsWith('/') ? url : new URL(url).origin;
        throw badItem(kind, index, field, `${origin} ${INTAKE_MSG.mediaOrigin}`);
      }
    }
  });
}

/** Refuses the batch at the first item whose reference names nothing stored (ADR 0010: the app sends what is referred to first). */
export function refuseUnknownReferences<T>(
  kind: IntakeKind,
  items: readonly T[],
  field: keyof T & string,
  isKnown: (item: T) => boolean,
  message: (item: T) => string,
): void {
  const index = items.findIndex((item) => !isKnown(item));
  if (index < 0) return;
  const item = items[index] as T;
  throw badItem(kind, index, field, `${message(item)}（${field} ${String(item[field])}）`);
}

/**
 * One version per id: the newest `updatedAt` (the later item on a tie) for objects that change, the
 * first for records that never do. Sorted by id, so concurrent batches lock rows in one order.
 */
export function latestPerId<T extends { id: number; updatedAt?: number }>(items: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of items) {
    const seen = byId.get(item.id);
    if (seen === undefined || (item.updatedAt !== undefined && seen.updatedAt !== undefined && item.updatedAt >= seen.updatedAt)) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
