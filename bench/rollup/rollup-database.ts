import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { ensureEventPartitions } from '../../apps/server/src/modules/statistics/event-partitions.service.ts';
import { ingestEvents } from '../../apps/server/src/modules/statistics/ingest.service.ts';
import { markDaysForRebuild } from '../../apps/server/src/modules/statistics/rollup.repository.ts';
import { refreshStatistics } from '../../apps/server/src/modules/statistics/rollup.service.ts';
import { dayOf, dayStart } from '../../apps/server/src/lib/shanghai-day.ts';
import { ACTIVITY_EVENT_TYPES } from '../../packages/contracts/src/statistics.ts';
import { bulkClient, databaseUrl, runAdmin } from '../bench-database.ts';
import { generateUsers } from '../generate/people.ts';
import { createHelpers, planFor, USER_ID_BASE } from '../generate/sql-helpers.ts';

/** Users of the roll-up scenarios' own database; each day's events come from `ACTIVE_USERS` of them (about 200 events per active user in a 20M-event day). */
export const ROLLUP_USERS = 200_000;
export const ACTIVE_USERS = 100_000;

export interface RollupDatabase {
  url: string;
  name: string;
  handle: DatabaseHandle;
  client: pg.Client;
  close(): Promise<void>;
}

/** A database of its own (migrated by the product, 200,000 users), so the 20M-event day does not bloat the screens' database. */
export async function createRollupDatabase(adminUrl: string): Promise<RollupDatabase> {
  const name = `ops_rollup_bench_${Date.now()}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const handle = openPostgres(url, 10);
  await handle.migrate();
  const client = await bulkClient(url);
  const plan = { ...planFor(1), users: ROLLUP_USERS };
  await createHelpers(client, plan);
  await generateUsers(client, plan);
  await ensureEventPartitions(handle.db, [dayOf(Date.now())]);
  return {
    url,
    name,
    handle,
    client,
    close: async () => {
      await client.end();
      await handle.close();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Bulk-loads `count` events into today (times from midnight to now, as the app's day so far), then
 * rebuilds the day's roll-ups from all its events; answers how long the rebuild alone took (ms).
 */
export async function loadToday(db: RollupDatabase, count: number): Promise<number> {
  const start = dayStart(dayOf(Date.now())).getTime() / 1000;
  const span = Math.max(60, Date.now() / 1000 - start - 120);
  const types = `array[${ACTIVITY_EVENT_TYPES.filter((type) => type !== 'activate' && type !== 'register')
    .map((type) => `'${type}'`)
    .join(', ')}]`;
  await db.client.query(`
    insert into activity_events (event_id, user_id, sex, type, occurred_at, received_at)
    select gen_random_uuid(), u, pg_temp.user_sex(u), (${types})[1 + floor(random() * 7)::int], at, at
    from (select ${USER_ID_BASE} + 1 + floor(random() * ${ACTIVE_USERS})::bigint as u,
                 to_timestamp(${start} + random() * ${span}) as at
          from generate_series(1, ${count}) g) x`);
  await db.client.query('analyze activity_events');
  const started = performance.now();
  await markDaysForRebuild(db.handle.db, dayOf(Date.now()));
  await refreshStatistics(db.handle.db);
  return Math.round(performance.now() - started);
}

/** `count` new events of today's active users at about now, sent through the product's ingestion in batches of 1,000 (queued, not yet rolled up). */
export async function ingestNew(db: RollupDatabase, count: number): Promise<void> {
  const now = Date.now();
  for (let sent = 0; sent < count; sent += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - sent) }, () => ({
      eventId: randomUUID(),
      userId: USER_ID_BASE + 1 + Math.floor(Math.random() * ACTIVE_USERS),
      type: ACTIVITY_EVENT_TYPES[2 + Math.floor(Math.random() * 7)] ?? 'login',
      at: now - Math.floor(Math.random() * 60_000),
    }));
    await ingestEvents(db.handle.db, batch, { now, retentionDays: 400 });
  }
}
