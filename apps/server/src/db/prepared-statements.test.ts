import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDatabaseUrl, connectClient, ON_POSTGRES } from '../../test/scratch-postgres.ts';
import { openPostgres } from './client.ts';
import { MAX_PER_CONNECTION, planEachCall, prepareRepeatedStatements } from './prepared-statements.ts';

/** ADR 0026 (PostgreSQL only): statements with parameters are prepared once per connection, plain texts are not. */

const preparedOn = async (client: pg.ClientBase) =>
  (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by statement')).rows;

describe.skipIf(!ON_POSTGRES)('named prepared statements', () => {
  let client: pg.Client | undefined;
  afterEach(async () => {
    await client?.end();
    client = undefined;
  });

  it('prepares a parameterised statement once and runs it again by name, in either calling form', async () => {
    client = await connectClient(adminDatabaseUrl());
    prepareRepeatedStatements(client);
    for (const n of [1, 2, 3]) expect((await client.query({ text: 'select $1::int * 2 as n', values: [n] })).rows).toEqual([{ n: n * 2 }]);
    // drizzle's form: the config without values, the values beside it.
    expect((await client.query({ text: 'select $1::text as word' }, ['审核'])).rows).toEqual([{ word: '审核' }]);
    const prepared = await preparedOn(client);
    expect(prepared.map((row) => row.statement)).toEqual(['select $1::int * 2 as n', 'select $1::text as word']);
    expect(prepared.every((row) => row.name.startsWith('ops_'))).toBe(true);
  });

  it('leaves a statement that starts with planEachCall unnamed, planned for its values each time', async () => {
    client = await connectClient(adminDatabaseUrl());
    prepareRepeatedStatements(client);
    const text = new PgDialect().sqlToQuery(sql`${planEachCall}select ${5}::int as n`);
    for (let i = 0; i < 3; i += 1) expect((await client.query({ text: text.sql }, text.params)).rows).toEqual([{ n: 5 }]);
    expect(text.sql.startsWith('/* plan each call */ select')).toBe(true);
    expect(await preparedOn(client)).toEqual([]);
  });

  it('leaves statements without parameters (begin, commit, several in one text) on the simple protocol', async () => {
    client = await connectClient(adminDatabaseUrl());
    prepareRepeatedStatements(client);
    await client.query('begin');
    await client.query({ text: 'select 1 as one; select 2 as two' });
    await client.query('commit');
    expect(await preparedOn(client)).toEqual([]);
  });

  it(`keeps at most ${MAX_PER_CONNECTION} texts per connection and runs the rest unnamed, with the right answers`, async () => {
    client = await connectClient(adminDatabaseUrl());
    prepareRepeatedStatements(client);
    const extra = 5;
    for (let i = 0; i < MAX_PER_CONNECTION + extra; i += 1) {
      expect((await client.query({ text: `select $1::int + ${i} as n`, values: [1] })).rows).toEqual([{ n: 1 + i }]);
    }
    expect((await client.query({ text: `select $1::int + ${MAX_PER_CONNECTION + 1} as n`, values: [0] })).rows).toEqual([{ n: MAX_PER_CONNECTION + 1 }]);
    expect(await preparedOn(client)).toHaveLength(MAX_PER_CONNECTION);
  });

  it('is on in the app’s pools only when switched on (DATABASE_PREPARED_STATEMENTS=on)', async () => {
    for (const preparedStatements of [true, false]) {
      const handle = openPostgres(adminDatabaseUrl(), 1, undefined, { preparedStatements });
      try {
        const pooled = await handle.pool?.connect();
        if (!pooled) throw new Error('no pool');
        try {
          await pooled.query({ text: 'select $1::int as n', values: [7] });
          expect((await preparedOn(pooled)).length).toBe(preparedStatements ? 1 : 0);
        } finally {
          pooled.release();
        }
      } finally {
        await handle.close();
      }
    }
  });
});
