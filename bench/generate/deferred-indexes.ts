import type pg from 'pg';

/**
 * Loads a big table faster: its secondary indexes and foreign keys are dropped, the rows go in,
 * then exactly the same definitions are created again (read back from the catalog first), so the
 * table ends with the product's schema (a partitioned table's indexes cover its partitions again).
 */
export async function withDeferredIndexes(client: pg.Client, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [table],
  );
  const constraints = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype in ('f', 'u')`,
    [table],
  );
  for (const c of constraints.rows) await client.query(`alter table "${table}" drop constraint "${c.name}"`);
  for (const i of indexes.rows) await client.query(`drop index "${i.name}"`);
  await load();
  // A partitioned table's index reads back as `ON ONLY` (the parent alone); made again, it must cover the partitions.
  for (const i of indexes.rows) await client.query(i.definition.replace(' ON ONLY ', ' ON '));
  for (const c of constraints.rows) await client.query(`alter table "${table}" add constraint "${c.name}" ${c.definition}`);
  await client.query(`analyze "${table}"`);
}
