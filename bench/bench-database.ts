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
