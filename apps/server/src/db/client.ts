import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { prepareRepeatedStatements } from './prepared-statements.ts';

/** One type for both drivers: everything above the client only sees this. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** The connection pool of a PostgreSQL handle (a read replica falls back to it). */
  pool?: pg.Pool;
  /** The express lane's pool (`expressLaneOf`), PostgreSQL only. */
  expressPool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');
const MIGRATION_LOCK_KEY = 724_310_001;

/** Embedded PGlite: file-backed under `dataDir`, or in memory when `dataDir` is omitted. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * Session settings of the app's connections. JIT compilation costs 50–200 ms per statement that looks
 * expensive to the planner, more than any of this console's queries takes to run. Parallel workers:
 * the console runs many short queries at once, and on a few cores starting workers costs more than
 * they save (a nickname page: 35 ms with two workers, 0.9 ms without).
 */
export const APP_SESSION_SETTINGS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * Session settings of the connections that read in a list's own order (`orderWalkerOf`): the planner may
 * neither scan the table nor use a bitmap, so it walks the index of the ORDER BY and stops at the LIMIT.
 */
const ORDER_WALK_SETTINGS = '-c enable_bitmapscan=off -c enable_seqscan=off';

/** Per database handle, its connections that walk a list's order; PGlite has none (one connection). */
const orderWalkers = new WeakMap<Executor, Database>();

/**
 * The handle's order-walking connections (see ORDER_WALK_SETTINGS), or undefined for PGlite, a
 * transaction or a replica: those set the same planner switches for one transaction (`set_config(…, true)`).
 */
export function orderWalkerOf(executor: Executor): Database | undefined {
  return orderWalkers.get(executor);
}

/** Per database handle, its express lane (see `expressLaneOf`); PGlite has none. */
const expressLanes = new WeakMap<Executor, Database>();

/**
 * The connections kept for single statements an operator waits on by themselves (the session lookup every request makes, the claim of 领取模式), or the
 * executor itself where there is no such lane (PGlite, a transaction). Decisions serialise on the log's chain
 * head and the day's counter rows until their commit returns; when commits stall (a checkpoint writing), the
 * decisions waiting behind one another hold every connection of the main pool, and a claim that needs one
 * would queue behind all of them (ADR 0025).
 */
export function expressLaneOf(executor: Executor): Executor {
  return expressLanes.get(executor) ?? executor;
}

/**
 * What every pool of the app (and the replica's) does with its connections: an idle client that loses its
 * connection must not crash the process (the pool replaces it); nor may one checked out for a transaction
 * (the pool only listens while a client is idle): its query fails with the connection error (→ 503), and the
 * pool drops the client when it comes back. With `prepared`, each new connection prepares its statements
 * (ADR 0026).
 */
export function watchPoolConnections(pool: pg.Pool, prepared: boolean): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (prepared) prepareRepeatedStatements(client);
  });
}

function newPool(connectionString: string, max: number, options: string, prepared: boolean): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, options });
  watchPoolConnections(pool, prepared);
  return pool;
}

export interface PostgresOptions {
  /** Statements with parameters run as named prepared statements (`prepareRepeatedStatements`); default false (ADR 0026). */
  preparedStatements?: boolean;
}

/** A real PostgreSQL server through a connection pool (and a smaller one that walks list orders). */
export function openPostgres(connectionString: string, poolSize = 10, sessionSettings = APP_SESSION_SETTINGS, options: PostgresOptions = {}): DatabaseHandle {
  const prepared = options.preparedStatements ?? false;
  const pool = newPool(connectionString, poolSize, sessionSettings, prepared);
  // Connections open on first use: a process that never searches nicknames never opens one.
  const walkPool = newPool(connectionString, Math.max(1, Math.ceil(poolSize / 2)), `${sessionSettings} ${ORDER_WALK_SETTINGS}`, prepared);
  const expressPool = newPool(connectionString, Math.max(2, Math.ceil(poolSize / 2)), sessionSettings, prepared);
  const db = drizzlePg(pool) as unknown as Database;
  orderWalkers.set(db, drizzlePg(walkPool) as unknown as Database);
  expressLanes.set(db, drizzlePg(expressPool) as unknown as Database);
  return {
    db,
    driver: 'pg',
    pool,
    expressPool,
    migrate: async () => {
      // One dedicated connection holds an advisory lock so that instances starting together migrate once.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), walkPool.end(), expressPool.end()]);
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string } & PostgresOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl, undefined, undefined, options));
  return openPglite(options.dataDir);
}

/** Rows of a raw query, the same on both drivers. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
