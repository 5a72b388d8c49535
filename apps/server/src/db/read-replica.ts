import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable, isRecoveryConflict } from '../lib/database-errors.ts';
import { APP_SESSION_SETTINGS, type Database, queryRows, watchPoolConnections } from './client.ts';

/** After a replica stops answering, reads stay on the primary this long before it is tried again. */
export const REPLICA_RETRY_MS = 10_000;
/** A replica that does not accept a connection within this is taken as down (reads must not wait for it). */
const REPLICA_CONNECT_TIMEOUT_MS = 1_000;
/** How the replica's connections name themselves in `pg_stat_activity`. */
export const REPLICA_APPLICATION_NAME = 'ops_read_replica';
const REPLAY_POLL_MS = 5;
/** A WAL position as PostgreSQL prints it: `16/B374D848`. */
export const LSN_PATTERN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

/** A streaming replica of the primary for reads (DATABASE_READ_URL, issue 17, ADR 0020). */
export interface ReadReplica {
  /** Queries on the replica; one that cannot reach it runs on the primary instead (and the replica rests). */
  db: Database;
  /** True when the replica has replayed the primary's WAL up to `lsn`; false when behind, unreachable or resting. */
  hasReplayed(lsn: string): Promise<boolean>;
  /** Waits up to `timeoutMs` for the replica to replay up to `lsn`; false when it did not. */
  waitForReplay(lsn: string, timeoutMs: number): Promise<boolean>;
  /** The replica's own connections (for the pool gauges of /metrics). */
  pool: pg.Pool;
  close(): Promise<void>;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Opens the replica's pool. Its `query` falls back to `primary` on a connection error (a replica that
 * stopped answering, a refused or timed-out connection) and keeps reads on the primary for
 * REPLICA_RETRY_MS, calling `onFallback` once per outage. Other errors are the query's own and pass.
 */
export function openReadReplica(
  url: string,
  primary: pg.Pool,
  onFallback: (error: Error) => void,
  options: { poolSize?: number; retryMs?: number; preparedStatements?: boolean } = {},
): ReadReplica {
  const retryMs = options.retryMs ?? REPLICA_RETRY_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    options: APP_SESSION_SETTINGS,
    application_name: REPLICA_APPLICATION_NAME,
  });
  watchPoolConnections(pool, options.preparedStatements ?? false);
  let restingUntil = 0;
  const replicaQuery = pool.query.bind(pool) as Query;
  const primaryQuery = primary.query.bind(primary) as Query;
  const failover: Query = async (...args) => {
    if (Date.now() < restingUntil) return primaryQuery(...args);
    try {
      return await replicaQuery(...args);
    } catch (error) {
      // A hot standby may cancel a read that conflicts with what it replays: the primary answers that one.
      if (isRecoveryConflict(error)) return primaryQuery(...args);
      if (!isDatabaseUnavailable(error)) throw error;
      restingUntil = Date.now() + retryMs;
      onFallback(error as Error);
      return primaryQuery(...args);
    }
  };
  // drizzle needs a pg.Pool (it checks `instanceof`); only `query` is redirected.
  const routed = new Proxy(pool, { get: (target, property, receiver) => (property === 'query' ? failover : Reflect.get(target, property, receiver)) });
  const db = drizzlePg(routed) as unknown as Database;
  const direct = drizzlePg(pool) as unknown as Database;
  const hasReplayed = async (lsn: string): Promise<boolean> => {
    if (Date.now() < restingUntil || !LSN_PATTERN.test(lsn)) return false;
    try {
      // Not a standby at all (DATABASE_READ_URL naming the primary, or a promoted replica): nothing to wait for.
      const rows = await queryRows<{ replayed: boolean | null }>(
        direct,
        sql`select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, not pg_is_in_recovery()) as replayed`,
      );
      return rows[0]?.replayed === true;
    } catch {
      return false;
    }
  };
  return {
    db,
    hasReplayed,
    waitForReplay: async (lsn, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await hasReplayed(lsn)) return true;
        if (Date.now() >= deadline || Date.now() < restingUntil) return false;
        await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      }
    },
    pool,
    close: () => pool.end(),
  };
}

/**
 * The primary's current WAL insert position: a reader whose replica has replayed it sees every write
 * committed so far, those committed with `synchronous_commit = off` (领取模式's claims) included, whose
 * commit records may not be written out yet.
 */
export async function primaryWalPosition(primary: Database): Promise<string> {
  const rows = await queryRows<{ lsn: string }>(primary, sql`select pg_current_wal_insert_lsn()::text as lsn`);
  return rows[0]?.lsn ?? '0/0';
}
