import { mkdirSync, writeFileSync } from 'node:fs';
import { log, machineFacts, readPostgresSettings, timed } from './bench-database.ts';
import { measureRefreshCost, type RefreshCost } from './rollup/refresh-cost.ts';
import { createRollupDatabase } from './rollup/rollup-database.ts';
import { runSustainedIngestion, type SustainedIngestion } from './rollup/sustained-ingestion.ts';

export interface RollupResults {
  refreshCost: RefreshCost;
  sustained: SustainedIngestion;
}

/**
 * Issue 17's roll-up budgets, on a database of their own: the refresh cost per new event with 1M and
 * with 20M events in the day, then sustained ingestion into that 20M-event day (`--scale` scales the
 * day sizes; the duration is `sustainedSeconds`).
 */
export async function runRollups(options: { adminUrl: string; scale: number; port: number; sustainedSeconds: number }): Promise<RollupResults> {
  const db = await timed('roll-up database (200,000 users)', () => createRollupDatabase(options.adminUrl));
  try {
    const refreshCost = await measureRefreshCost(db, options.scale);
    const dayEventsBefore = refreshCost.points.at(-1)?.dayEvents ?? 0;
    const sustained = await timed(`sustained ingestion for ${options.sustainedSeconds} s`, () =>
      runSustainedIngestion(db, { port: options.port, durationMs: options.sustainedSeconds * 1000, dayEventsBefore }),
    );
    return { refreshCost, sustained };
  } finally {
    await db.close();
  }
}

export function rollupTable(results: RollupResults): string[] {
  const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
  const { refreshCost: c, sustained: s } = results;
  const points = c.points.map((p) => `${p.dayEvents.toLocaleString('en')} events in the day: ${p.msPer1000} ms per 1,000 new (refreshes of ${p.newEvents.toLocaleString('en')}: ${p.refreshMs.join(', ')} ms; a rebuild of the day from raw: ${p.rebuildMs.toLocaleString('en')} ms)`);
  return [
    '| scenario | measured | budget | result |',
    '|---|---|---|---|',
    `| refresh cost per new event | ${points.join('; ')}; ratio ${c.ratio} | ≤ ${c.budgetRatio}x | ${mark(c.pass)} |`,
    `| sustained ingestion (${s.ingestion.seconds} s, 1,000-event batches, 10 connections, into a day of ${s.dayEventsBefore.toLocaleString('en')} events) | ${s.ingestion.eventsPerSecond.toLocaleString('en')} events/s (${s.ingestion.events.toLocaleString('en')} events, ${s.ingestion.failedBatches} failed batches) | ≥ ${s.budget.eventsPerSecond.toLocaleString('en')} | ${mark(s.ingestion.eventsPerSecond >= s.budget.eventsPerSecond && s.ingestion.failedBatches === 0)} |`,
    `| roll-up lag while ingesting (${s.lagSeconds.samples} samples) | p50 ${s.lagSeconds.p50} s, p99 ${s.lagSeconds.p99} s, max ${s.lagSeconds.max} s; queue empty ${s.drainSeconds} s after the last batch | p99 ≤ ${s.budget.lagP99Seconds} s | ${mark(s.lagSeconds.p99 <= s.budget.lagP99Seconds)} |`,
    `| statistics pages while ingesting (2 connections) | p50 ${s.statistics.p50} ms, p95 ${s.statistics.p95} ms, ${s.statistics.requests} requests, ${s.statistics.errors} errors | p95 ≤ ${s.budget.statisticsP95Ms} ms | ${mark(s.statistics.p95 <= s.budget.statisticsP95Ms && s.statistics.errors === 0)} |`,
    `| server memory while ingesting | max RSS ${s.maxRssMb} MB | ≤ ${s.budget.rssMb} MB | ${mark(s.maxRssMb <= s.budget.rssMb)} |`,
  ];
}

/** `npm run bench -- --only-rollups`: writes bench/results/<date>-rollups.json. */
export async function rollupsOnly(options: { adminUrl: string; scale: number; port: number; sustainedSeconds: number }): Promise<void> {
  const postgres = await readPostgresSettings(options.adminUrl);
  const results = await runRollups(options);
  const date = new Date().toISOString();
  const file = `bench/results/${date.slice(0, 10)}-rollups${options.scale === 1 ? '' : `-scale-${options.scale}`}.json`;
  mkdirSync('bench/results', { recursive: true });
  const machine = machineFacts(postgres);
  const pass = results.refreshCost.pass && results.sustained.pass;
  writeFileSync(file, `${JSON.stringify({ date, machine, scale: options.scale, ...results, pass }, null, 2)}\n`);
  log(`results written to ${file}`);
  console.log(`\n${rollupTable(results).join('\n')}`);
}
