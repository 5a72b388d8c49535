import type { DeliveryLatencyResult, DeliveryThroughputResult } from './load/decision-delivery.ts';
import type { IntakeScenario } from './load/intake-scenarios.ts';
import type { ListsUnderIntakeResult } from './load/lists-under-intake.ts';

const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const n = (value: number) => value.toLocaleString('en');

/** Issue 12's intake: items applied per second with 1,000-item batches over 10 connections. */
export function intakeTable(intake: readonly IntakeScenario[]): string[] {
  const lines = ['| intake (1,000 per batch, 10 connections) | items/s | batches | failed | batch p50 ms | batch p95 ms | budget | result |', '|---|---:|---:|---:|---:|---:|---:|---|'];
  for (const i of intake) {
    const what = `POST /ingest/${i.kind} (${i.mode === 'insert' ? 'new ids' : 'newer versions of the same ids'})`;
    const budget = i.budgetPerSecond === null ? 'measured only' : `≥ ${n(i.budgetPerSecond)} ${i.kind}/s`;
    lines.push(`| ${what} | ${n(i.itemsPerSecond)} | ${i.batches} | ${i.failedBatches} | ${i.batchP50Ms} | ${i.batchP95Ms} | ${budget} | ${i.budgetPerSecond === null && i.pass ? '–' : mark(i.pass)} |`);
  }
  return lines;
}

/** The lists measured again while intake runs in the background, beside their p95 without it. */
export function listsUnderIntakeTable(r: ListsUnderIntakeResult, alone: readonly { name: string; p95: number }[]): string[] {
  const rates = r.background.map((b) => `${n(b.targetPerSecond)} ${b.kind}/s`).join(' + ');
  const lines = [
    `| endpoint while ${rates} arrive | p50 ms | p95 ms | p99 ms | req/s | p95 ms without intake | budget (p95) | result |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const l of r.lists) {
    const quiet = alone.find((s) => s.name === l.name);
    lines.push(`| ${l.name} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.rps} | ${quiet ? quiet.p95 : '–'} | ≤ ${l.budgetMs} ms | ${mark(l.pass)} |`);
  }
  const kept = r.background.map((b) => `${b.kind} ${n(b.itemsPerSecond)}/s of ${n(b.targetPerSecond)}/s (${b.failedBatches} failed, ${b.droppedBatches} not sent on time, batch p95 ${b.batchP95Ms} ms)`);
  lines.push('', `Background intake achieved: ${kept.join('; ')}.`);
  return lines;
}

/** Decision → webhook: latency at an operator's pace, then the dispatcher at 500+ decisions/s. */
export function deliveryTable(latency: DeliveryLatencyResult, throughput: DeliveryThroughputResult): string[] {
  const b = throughput.budget;
  return [
    '| decision → webhook (healthy receiver) | load | decisions | delivered | missing | duplicates | p50 ms | p95 ms | max ms | budget | result |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    `| delivery latency | ${latency.callsPerSecond} calls/s × ${latency.idsPerCall} id | ${n(latency.decisions)} | ${n(latency.delivered)} | ${latency.missing} | ${latency.duplicates} | ${latency.p50Ms} | ${latency.p95Ms} | ${latency.maxMs} | p95 ≤ ${latency.budgetP95Ms} ms, each exactly once | ${mark(latency.pass)} |`,
    `| dispatcher throughput | ${throughput.callsPerSecond} calls/s × ${throughput.idsPerCall} ids | ${n(throughput.decisions)} | ${n(throughput.delivered)} | ${throughput.missing} | ${throughput.duplicates} | ${throughput.p50Ms} | ${throughput.p95Ms} | ${throughput.maxMs} | see below | ${mark(throughput.pass)} |`,
    '',
    '| dispatcher | decisions/s made | deliveries/s | last event after last decision | max backlog | budget | result |',
    '|---|---:|---:|---:|---:|---|---|',
    `| ${n(throughput.decisions)} decisions over ${throughput.seconds} s | ${n(throughput.decisionsPerSecond)} | ${n(throughput.deliveriesPerSecond)} | ${throughput.drainSeconds} s | ${n(throughput.maxBacklog)} | both rates ≥ ${b.decisionsPerSecond}/s, drained within ${b.drainSeconds} s, each exactly once | ${mark(throughput.pass)} |`,
    '',
    `Every delivery's X-Signature checked by the receiver: ${throughput.refused} refused. Pass calls: p95 ${latency.callP95Ms} ms (1 id), ${throughput.callP95Ms} ms (${throughput.idsPerCall} ids); ${latency.failedCalls + throughput.failedCalls} failed, ${latency.skipped + throughput.skipped} ids skipped.`,
  ];
}
