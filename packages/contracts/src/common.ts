import { z } from 'zod';
import { ID_FILTER_DIGITS, ID_FILTER_MAX, idFilterDigitsMessage } from './id-filter.ts';
import { DATE_UNSET, PAGE_SIZE_MAX } from './limits.ts';
import { MSG } from './messages.ts';

/**
 * `{ code, message }`: every error answer of the API. `field` names the bad input when there is one;
 * `index` is the 0-based position of the bad item when a list was sent (a batch of ids or events).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  index: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const SORT_ORDERS = ['ascending', 'descending'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS, { error: 'sortOrder 只能为 ascending 或 descending' });
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** Query-string integer with a range; the message names the field. */
export function queryInt(field: string, min: number, max: number) {
  const message = `${field} 必须是 ${min} 到 ${max} 之间的整数`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

export function pageQuery(defaultPageSize: number) {
  return {
    page: queryInt('page', 1, 1_000_000).default(1),
    pagesize: queryInt('pagesize', 1, PAGE_SIZE_MAX).default(defaultPageSize),
    sortOrder: sortOrderSchema.optional(),
  };
}

/** `sd`/`ed`: epoch milliseconds, -1 meaning unset. */
export function epochMsQuery(field: string) {
  const message = `${field} 必须是毫秒时间戳或 -1`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(DATE_UNSET, { error: message })
    .max(8_640_000_000_000, { error: message })
    .default(DATE_UNSET);
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    counts: z.number().int(),
    pagesize: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
    items: z.array(item),
  });
}

export interface Paged<T> {
  counts: number;
  pagesize: number;
  pages: number;
  page: number;
  items: T[];
}

/** Epoch milliseconds, or null when the moment is unknown. */
export const epochMs = z.number().int();
export const nullableEpochMs = epochMs.nullable();

/** A positive integer id given as a JSON number or a string of digits; nothing else (not `true`, not `1e3`). */
export function positiveIdSchema(field: string) {
  const message = `${field} 必须是正整数`;
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,16}$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }));
}

/** An ID filter of a list (`id-filter.ts`): trimmed, then 0 to 15 digits; the label names the field in the digits message. */
export function idFilterSchema(label = 'ID') {
  return z.string().trim().max(ID_FILTER_MAX, { error: MSG.lengthRange }).regex(ID_FILTER_DIGITS, { error: idFilterDigitsMessage(label) });
}

export const idParamSchema = z.object({ id: positiveIdSchema('id') });

export const okSchema = z.object({ ok: z.literal(true) });
