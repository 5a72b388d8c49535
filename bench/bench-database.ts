import os from 'node:os';
import pg from 'pg';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A client tuned for bulk generation: no waiting for WAL flushes, generous sort memory. */
export async function bulkClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set synchronous_commit = off; set jit = off; set maintenance_work_mem = '1GB'; set work_mem = '256MB'`);
  return client;
}

export function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** Runs `step`, logging how long it took. */
export async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Stores the generation report as the database's comment, so a later `--reuse` run reports it too. */
export async function keepGenerationReport(adminUrl: string, name: string, report: unknown): Promise<void> {
  const literal = JSON.stringify(report).replaceAll("'", "''");
  await runAdmin(adminUrl, `comment on database ${name} is '${literal}'`);
}

export async function readGenerationReport<T>(adminUrl: string, name: string): Promise<T | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    const comment = rows[0]?.comment;
    return comment ? (JSON.parse(comment) as T) : null;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL settings that move the figures: intake and delivery leave dead rows that only (auto)vacuum clears. */
export interface PostgresSettings {
  version: string;
  autovacuum: string;
  sharedBuffers: string;
  synchronousCommit: string;
  /** Standbys streaming from this server (CI's read replica): each one replays all the benchmark's writes on the same cores. */
  streamingReplicas: number;
}

export async function readPostgresSettings(url: string): Promise<PostgresSettings> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<PostgresSettings>(
      `select current_setting('server_version') as version, current_setting('autovacuum') as autovacuum,
              current_setting('shared_buffers') as "sharedBuffers", current_setting('synchronous_commit') as "synchronousCommit",
              (select count(*)::int from pg_stat_replication) as "streamingReplicas"`,
    );
    const [settings] = rows;
    if (!settings) throw new Error('no settings read');
    if (settings.streamingReplicas > 0) {
      log(`${settings.streamingReplicas} replica(s) stream from this server and replay every write of the run on the same machine (CI's: pg_ctl -D /var/lib/postgresql/ops-replica stop)`);
    }
    return settings;
  } finally {
    await client.end();
  }
}

/** The machine a result was measured on, as every results file records it. */
export function machineFacts(): { cpus: number; memoryGb: number; node: string };
export function machineFacts(postgres: PostgresSettings): { cpus: number; memoryGb: number; node: string; postgres: PostgresSettings };
export function machineFacts(postgres?: PostgresSettings) {
  return { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, ...(postgres ? { postgres } : {}) };
}
