import { percentile } from './http-load.ts';
import { addOutcome, emptyTally, sendIntakeBatch, type SentKind } from './intake-batch.ts';

export interface IntakeThroughput {
  kind: SentKind;
  /** insert: fresh ids; update: the same ids again with a newer `updatedAt`. */
  mode: 'insert' | 'update';
  seconds: number;
  batches: number;
  failedBatches: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Items the server applied (inserted + updated) per second. */
  itemsPerSecond: number;
  batchP50Ms: number;
  batchP95Ms: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Closed loop: `connections` senders each post the next full batch as soon as the last one is answered, for `durationMs`. */
export async function runIntakeLoad(options: {
  baseUrl: string;
  token: string;
  kind: SentKind;
  mode: 'insert' | 'update';
  nextBatch: () => unknown[];
  connections: number;
  durationMs: number;
}): Promise<IntakeThroughput> {
  const tally = emptyTally();
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) addOutcome(tally, await sendIntakeBatch(options.baseUrl, options.token, options.kind, options.nextBatch()));
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...tally.batchMs].sort((a, b) => a - b);
  return {
    kind: options.kind,
    mode: options.mode,
    seconds: round1(seconds),
    batches: tally.batches,
    failedBatches: tally.failedBatches,
    inserted: tally.inserted,
    updated: tally.updated,
    unchanged: tally.unchanged,
    itemsPerSecond: Math.round((tally.inserted + tally.updated) / seconds),
    batchP50Ms: round1(percentile(sorted, 50)),
    batchP95Ms: round1(percentile(sorted, 95)),
  };
}
