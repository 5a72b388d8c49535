import type { ScreeningResults } from './screening-run.ts';

const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const n = (value: number) => value.toLocaleString('en');

/** Issue 13's budgets, each with its figure, then what the phase did on the way (backlog, import). */
export function screeningTables(s: ScreeningResults): string[] {
  const { rebuild: r, perCore: c, intakeToVerdict: v, propagation: p, memory: m } = s;
  const lags = p.runs.map((run) => `${run.lagMs} ms`).join(', ');
  const misses = p.runs.map((run) => `${run.misses}/${run.postsAfterChange}`).join(', ');
  const screenedBy = p.runs.map((run) => Object.entries(run.screenedBy).map(([name, count]) => `${name} ${count}`).join(' + ') || 'none').join('; ');
  const unseen = p.runs.reduce((sum, run) => sum + run.unseen, 0);
  const lines = [
    '| machine review (机审) | measured | budget | result |',
    '|---|---|---|---|',
    `| screening speed, one core (\`screenItem\` on text posts, ${n(c.words)} words, ${(c.hitShare * 100).toFixed(1)} % with a reason) | ${n(c.postsPerSecond)} posts/s | ≥ ${n(c.budgetPerSecond)} posts/s | ${mark(c.pass)} |`,
    `| intake → verdict in the feed (${n(v.offeredPerSecond)} posts/s offered for ${v.seconds} s, ${n(v.achievedPerSecond)}/s taken) | p50 ${n(v.p50Ms)} ms, p95 ${n(v.p95Ms)} ms, p99 ${n(v.p99Ms)} ms, max ${n(v.maxMs)} ms; ${n(v.screened)}/${n(v.posts)} verdicts, ${v.missing} missing | p99 ≤ ${n(v.budget.p99Ms)} ms, none missing, intake ≥ ${Math.round(v.budget.minIntakeShare * 100)} % of ${n(v.budget.intakePerSecond)}/s | ${mark(v.pass)} |`,
    `| lexicon change → every instance (2 servers, ${p.runs.length} runs) | lag ${lags} (misses ${misses}) | ≤ ${n(p.budgetMs)} ms, each server screening probe posts | ${mark(p.pass)} |`,
    `| matcher rebuild after a word change (\`reloadTextRules\`: read + compile ${n(r.words)} words; ${r.wordChangeMs.length} runs, the first cold) | p50 ${r.wordChangeP50Ms} ms, max ${r.wordChangeMaxMs} ms (compile alone: p50 ${r.compileP50Ms} ms, max ${r.compileMaxMs} ms; full load with ${n(r.images)} images, as at a worker's start: p50 ${r.fullLoadP50Ms} ms, max ${r.fullLoadMaxMs} ms) | max ≤ ${r.budgetMs} ms | ${mark(r.pass)} |`,
    `| memory of worker and matchers (own process: rules loaded, 20,000 texts and 2,000 image lookups screened) | +${m.deltaRssMb} MB RSS (${m.baselineRssMb} → ${m.rssMb} MB; heap +${m.deltaHeapUsedMb} MB) | ≤ ${m.budgetMb} MB | ${mark(m.pass)} |`,
    '',
    `Intake → verdict: ${v.batches} batches (${v.failedBatches} failed, ${v.droppedBatches} not sent on time, batch p95 ${v.batchP95Ms} ms); verdicts ${n(v.verdicts.pass)} pass, ${n(v.verdicts.review)} review, ${n(v.verdicts.block)} block; ${v.feedFailures} failed feed calls.` +
      ` Lexicon change: probe posts screened after the change by ${screenedBy}; ${unseen} probe posts without a verdict; add call ${p.runs.map((run) => `${run.changeCallMs} ms`).join(', ')}.`,
    '',
    `Backlog left by the earlier phases (their server ran without a worker): ${n(s.backlog.items)} items screened in ${s.backlog.seconds} s, **${n(s.backlog.itemsPerSecond)} items/s** end to end in one server (logged, announced, images hashed once per URL; no budget)${s.backlog.remaining > 0 ? `, **${n(s.backlog.remaining)} still waiting** when the bench gave up` : ''}.` +
      ` Lexicon import (4 calls of 5,000 words): ${s.lexicon.calls.map((call) => `${call.category}/${call.action} ${n(call.added)} added in ${n(call.ms)} ms`).join(', ')}; ${n(s.lexicon.lexiconSize)} words in all. ${n(s.blocklistedImages)} images in the blocklist. Server max RSS during this phase: ${m.serverMaxRssMb} MB.`,
  ];
  return lines;
}
