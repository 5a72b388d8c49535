import { isApiClientError } from '@/lib/api-error';

/** Where a refusal from the server is shown in a dialog: beside one of its fields, or above the form. */
export interface PlacedError<F extends string> {
  field?: F;
  message: string;
}

/**
 * The server names the bad input in `field` (`urlAllowList.3` for the fourth host); a field of the form gets the message
 * beside it, anything else (or a refusal naming no field, like a 409 when `conflictField` is not given) goes above the form.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  conflictField?: F,
): PlacedError<F> {
  if (!isApiClientError(error)) return { message: fallback };
  const named = fields.find((field) => error.field === field || error.field?.startsWith(`${field}.`));
  if (named) return { field: named, message: error.message };
  if (error.status === 409 && conflictField) return { field: conflictField, message: error.message };
  return { message: error.message };
}
