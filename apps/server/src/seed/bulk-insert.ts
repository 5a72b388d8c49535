import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** A value as it goes into the JSON batch: a scalar, or any JSON document for a jsonb column. */
type ColumnValue = string | number | null | readonly unknown[] | { readonly [key: string]: unknown };

/** A target column and the PostgreSQL type its JSON value is read as. */
export interface Column<Row> {
  name: string;
  type: 'bigint' | 'integer' | 'smallint' | 'text' | 'timestamptz' | 'jsonb' | 'uuid';
  value: (row: Row) => ColumnValue;
}

const BATCH_ROWS = 10_000;

/**
 * Inserts rows in large batches: one bound parameter per batch (a JSON array of row arrays),
 * expanded by `json_to_recordset`, so the 65535 bind-parameter limit never matters and the same
 * statement works on PGlite and node-postgres. Explicit ids go in with OVERRIDING SYSTEM VALUE.
 */
export async function bulkInsert<Row>(db: Executor, table: string, columns: readonly Column<Row>[], rows: readonly Row[]): Promise<void> {
  const target = columns.map((c) => `"${c.name}"`).join(', ');
  const fields = columns.map((_, i) => `c${i}`).join(', ');
  const shape = columns.map((c, i) => `c${i} ${c.type}`).join(', ');
  const statement = `insert into "${table}" (${target}) overriding system value select ${fields} from json_to_recordset(`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      columns.forEach((c, i) => (record[`c${i}`] = c.value(row)));
      return record;
    });
    await db.execute(sql`${sql.raw(statement)}${JSON.stringify(batch)}::json) as x(${sql.raw(shape)})`);
  }
}

/** Moves the identity sequence of `table.id` past the largest id (no-op on an empty table). */
export async function syncIdentity(db: Executor, table: string): Promise<void> {
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), max(id)) from "${table}" having max(id) is not null`),
  );
}
