import type { PostgresSettings } from './bench-database.ts';
import type { BruteComparison } from './brute-compare.ts';
import type { GenerationReport } from './generate/generate-all.ts';
import type { IngestionResult } from './load/ingestion-load.ts';
import type { LoadResult } from './load/http-load.ts';
import type { NaiveResult } from './load/naive-queries.ts';
import type { DeliveryLatencyResult, DeliveryThroughputResult } from './load/decision-delivery.ts';
import type { IntakeScenario } from './load/intake-scenarios.ts';
import type { ListsUnderIntakeResult } from './load/lists-under-intake.ts';
import type { ScenarioValidity } from './load/scenario-validity.ts';
import { deliveryTable, intakeTable, listsUnderIntakeTable } from './report-intake-delivery.ts';
import { type AccountsResults, accountsTable } from './accounts-run.ts';
import { screeningTables } from './report-screening.ts';
import type { ScreeningResults } from './screening-run.ts';
import { type ColdLoadResults, coldLoadTable } from './browser/cold-load.ts';
import { type QuickReviewLatency, quickReviewTable } from './browser/quick-review-latency.ts';
import { type ReviewQueueResults, reviewQueueTable } from './review-queue-run.ts';

export interface BenchResults {
  date: string;
  machine: { cpus: number; memoryGb: number; node: string; postgres?: PostgresSettings };
  plan: Record<string, unknown>;
  database: string;
  generation: GenerationReport | null;
  screens: (LoadResult & {
    name: string;
    kind: string;
    budgetMs: number;
    pass: boolean;
    /** Its first calls sent once before it was measured, and whether they and the measured ones were all answered
     * with pages that exist (absent from results before 2026-12-01). */
    validity?: ScenarioValidity;
    valid?: boolean;
    naive?: NaiveResult & { ratio: number };
  })[];
  ingestion: IngestionResult & { rollupLagSeconds: number; pass: boolean };
  /** Largest RSS over the whole run, and before issue 12's intake and delivery scenarios started (absent in older results). */
  memory: { maxRssMb: number; maxRssBeforeIntakeMb?: number; budgetMb: number; pass: boolean };
  bruteForce: BruteComparison[];
  /** Issue 12: content intake, lists while it runs, decision delivery (empty or null when not measured; absent from older results). */
  intake: IntakeScenario[];
  listsUnderIntake: ListsUnderIntakeResult | null;
  delivery: { latency: DeliveryLatencyResult; throughput: DeliveryThroughputResult } | null;
  /** Issue 13: machine review, measured on servers of its own after the rest (null with --skip-screening; absent from older results). */
  screening?: ScreeningResults | null;
  /** Issue 14: the permission check and login with two-factor codes (absent from older results). */
  accounts?: AccountsResults | null;
  /** Issue 15: 领取模式's claim with 100 operators, and 快速审核 in Chromium (absent from older results). */
  reviewQueue?: ReviewQueueResults | null;
  quickReview?: QuickReviewLatency | null;
  /** Issue 16: the first screen in a fresh browser. */
  coldLoad?: ColdLoadResults | null;
}

const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');

/** " (n timed out, m failed)" after a naive figure, or nothing; results of earlier runs have no `timedOut`. */
function naiveFailures(naive: NaiveResult): string {
  if (naive.errors === 0) return '';
  const timedOut = naive.timedOut ?? naive.errors;
  const failed = naive.errors - timedOut;
  return ` (${[timedOut > 0 ? `${timedOut} timed out` : '', failed > 0 ? `${failed} failed` : ''].filter(Boolean).join(', ')})`;
}

export function markdownReport(r: BenchResults): string {
  const lines: string[] = [];
  const pg = r.machine.postgres;
  const postgres = pg ? `, PostgreSQL ${pg.version} (shared_buffers ${pg.sharedBuffers}, autovacuum ${pg.autovacuum})` : '';
  lines.push(`## Benchmark ${r.date} (${r.machine.cpus} cores, ${r.machine.memoryGb} GB, Node ${r.machine.node}${postgres})`, '');
  if (r.generation) {
    lines.push(`Data generated in ${r.generation.seconds.total ?? '?'} s: ${Object.entries(r.generation.rows).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}.`, '');
  }
  lines.push(
    '| endpoint | p50 ms | p95 ms | p99 ms | req/s | budget (p95) | result | naive p95 ms (OFFSET + COUNT(*), ILIKE) | naive ÷ product |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|',
  );
  for (const s of r.screens) {
    const naive = !s.naive
      ? '| – | – |'
      : s.naive.allTimedOut
        ? `| ≥ ${s.naive.p95} (all ${s.naive.errors} timed out) | ≥ ${s.naive.ratio}x |`
        : `| ${s.naive.p95}${naiveFailures(s.naive)} | ${s.naive.ratio}x |`;
    const empty = s.validity && s.validity.emptyPages > 0 ? ` (${s.validity.emptyPages} of ${s.validity.checked} pages empty)` : '';
    lines.push(`| ${s.name} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.rps} | ≤ ${s.budgetMs} ms | ${mark(s.pass)}${empty} ${naive}`);
  }
  lines.push(
    `| ingestion (POST /ingest/events, 1,000 per batch) | – | – | – | ${r.ingestion.eventsPerSecond} events/s | ≥ 20,000 events/s, roll-ups within 60 s (took ${r.ingestion.rollupLagSeconds} s) | ${mark(r.ingestion.pass)} |`,
    `| server memory (max RSS under load) | – | – | – | – | ≤ ${r.memory.budgetMb} MB (was ${r.memory.maxRssMb} MB${r.memory.maxRssBeforeIntakeMb === undefined ? '' : `; ${r.memory.maxRssBeforeIntakeMb} MB before content intake`}) | ${mark(r.memory.pass)} |`,
    '',
    '| statistics endpoint | days | endpoint ms | brute force ms | × faster | figures equal | result |',
    '|---|---:|---:|---:|---:|---|---|',
  );
  for (const b of r.bruteForce) lines.push(`| ${b.endpoint} | ${b.days} | ${b.endpointMs} | ${b.bruteForceMs} | ${b.ratio} | ${b.equal ? 'yes' : '**NO**'} | ${mark(b.equal && (b.days < 365 || b.ratio >= 100))} |`);
  if (r.intake.length > 0) lines.push('', ...intakeTable(r.intake));
  if (r.listsUnderIntake) lines.push('', ...listsUnderIntakeTable(r.listsUnderIntake, r.screens));
  if (r.delivery) lines.push('', ...deliveryTable(r.delivery.latency, r.delivery.throughput));
  if (r.accounts) lines.push('', ...accountsTable(r.accounts));
  if (r.screening) lines.push('', ...screeningTables(r.screening));
  if (r.reviewQueue) lines.push('', ...reviewQueueTable(r.reviewQueue));
  if (r.quickReview) lines.push('', ...quickReviewTable(r.quickReview));
  if (r.coldLoad) lines.push('', ...coldLoadTable(r.coldLoad));
  return lines.join('\n');
}
