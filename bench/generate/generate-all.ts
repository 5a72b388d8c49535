import type pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { ensureEventPartitions } from '../../apps/server/src/modules/statistics/event-partitions.service.ts';
import { refreshStatistics } from '../../apps/server/src/modules/statistics/rollup.service.ts';
import { addDays, dayOf } from '../../apps/server/src/lib/shanghai-day.ts';
import { bulkClient, log, timed } from '../bench-database.ts';
import { generateEvents } from './activity.ts';
import { generateComments, generatePosts, generateReports, generateVideos } from './content.ts';
import { withDeferredIndexes } from './deferred-indexes.ts';
import { generateOperationLogs } from './operation-logs.ts';
import { sealUnsealedRows } from '../../apps/server/src/modules/oplog/log-seals.repository.ts';
import { generateLoginLogs, generateUsers } from './people.ts';
import { type BenchPlan, createHelpers } from './sql-helpers.ts';

export interface GenerationReport {
  seconds: Record<string, number>;
  rows: Record<string, number>;
}

async function count(client: pg.Client, table: string): Promise<number> {
  const result = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Fills a freshly migrated database with the benchmark's data through the product's schema, then
 * builds the statistics roll-ups with the product's own roll-up code.
 */
export async function generateAll(url: string, plan: BenchPlan): Promise<GenerationReport> {
  const seconds: Record<string, number> = {};
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await timed(label, work);
    seconds[label] = Math.round((performance.now() - started) / 100) / 10;
  };
  const client = await bulkClient(url);
  try {
    await createHelpers(client, plan);
    await step('users', () => withDeferredIndexes(client, 'users', () => generateUsers(client, plan)));
    await step('login_logs', () => withDeferredIndexes(client, 'login_logs', () => generateLoginLogs(client, plan)));
    await step('posts', () => withDeferredIndexes(client, 'posts', () => generatePosts(client, plan)));
    await step('videos', () => withDeferredIndexes(client, 'videos', () => generateVideos(client, plan)));
    await step('comments', () => withDeferredIndexes(client, 'comments', () => generateComments(client, plan)));
    await step('reports', () => withDeferredIndexes(client, 'reports', () => generateReports(client, plan)));
    await step('operation_logs', () => generateOperationLogs(client, plan));
    // Sealed with the bench's AUDIT_KEY by the product's code (issue 18), as a trusted bulk writer.
    const sealer = openPostgres(url, 1);
    try {
      await step('operation_log seals', () => sealUnsealedRows(sealer.db).then(() => undefined));
    } finally {
      await sealer.close();
    }
    // The event table is partitioned by day (ADR 0019): the window's partitions first, made by the product's code.
    const partitions = openPostgres(url, 1);
    try {
      const today = dayOf(plan.now.getTime());
      await ensureEventPartitions(partitions.db, Array.from({ length: plan.days + 1 }, (_, back) => addDays(today, -back)));
    } finally {
      await partitions.close();
    }
    const second = await bulkClient(url);
    try {
      await createHelpers(second, plan);
      let done = 0;
      await step('activity_events', () =>
        withDeferredIndexes(client, 'activity_events', async () => {
          await generateEvents([client, second], plan, () => {
            done += 1;
            if (done % 73 === 0) log(`  events: ${done}/${plan.days} days`);
          });
        }),
      );
    } finally {
      await second.end();
    }
    await client.query(`insert into stats_dirty_days (day) select distinct (occurred_at at time zone 'Asia/Shanghai')::date from activity_events`);
    await client.query('vacuum analyze');
    const rows: Record<string, number> = {};
    for (const table of ['users', 'posts', 'videos', 'comments', 'reports', 'login_logs', 'operation_logs', 'activity_events']) {
      rows[table] = await count(client, table);
    }
    const product = openPostgres(url, 2);
    try {
      await step('statistics roll-ups (product code)', () => refreshStatistics(product.db));
    } finally {
      await product.close();
    }
    return { seconds, rows };
  } finally {
    await client.end();
  }
}
