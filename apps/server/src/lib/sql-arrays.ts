/** A PostgreSQL text[] literal bound as one parameter (`${textArray(names)}::text[]`), whatever the values hold. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
