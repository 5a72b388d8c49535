/** A PostgreSQL array literal of validated integers, bound as one parameter (`${intArray(ids)}::bigint[]`). */
export function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** A PostgreSQL text[] literal bound as one parameter (`${textArray(names)}::text[]`), whatever the values hold. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
