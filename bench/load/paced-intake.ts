import { percentile } from './http-load.ts';
import { addOutcome, emptyTally, sendIntakeBatch, type SentKind } from './intake-batch.ts';

export interface PacedIntakeResult {
  kind: SentKind;
  /** Items per second asked for (batch size × batches per second). */
  targetPerSecond: number;
  seconds: number;
  batches: number;
  failedBatches: number;
  /** Batches not sent on time because `maxInFlight` were still unanswered (the server fell behind the pace). */
  droppedBatches: number;
  /** Items applied (inserted + updated) per second. */
  itemsPerSecond: number;
  batchP95Ms: number;
}

export interface PacedIntake {
  stop(): Promise<PacedIntakeResult>;
}

/**
 * Open loop: sends one batch every 1 / `batchesPerSecond` s from `startDelayMs` on, whether or not
 * the previous one was answered (at most `maxInFlight` unanswered), until stopped.
 */
export function startPacedIntake(options: {
  baseUrl: string;
  token: string;
  kind: SentKind;
  nextBatch: () => unknown[];
  batchSize: number;
  batchesPerSecond: number;
  startDelayMs: number;
  maxInFlight: number;
}): PacedIntake {
  const tally = emptyTally();
  const inFlight = new Set<Promise<void>>();
  const intervalMs = 1000 / options.batchesPerSecond;
  const started = performance.now() + options.startDelayMs;
  let dropped = 0;
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    if (inFlight.size >= options.maxInFlight) dropped += 1;
    else {
      const call = sendIntakeBatch(options.baseUrl, options.token, options.kind, options.nextBatch()).then((outcome) => addOutcome(tally, outcome));
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    }
    sent += 1;
    timer = setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
  };
  timer = setTimeout(tick, options.startDelayMs);

  return {
    stop: async () => {
      clearTimeout(timer);
      await Promise.all(inFlight);
      const seconds = Math.max(0.001, (performance.now() - started) / 1000);
      return {
        kind: options.kind,
        targetPerSecond: options.batchSize * options.batchesPerSecond,
        seconds: Math.round(seconds * 10) / 10,
        batches: tally.batches,
        failedBatches: tally.failedBatches,
        droppedBatches: dropped,
        itemsPerSecond: Math.round((tally.inserted + tally.updated) / seconds),
        batchP95Ms: Math.round(percentile([...tally.batchMs].sort((a, b) => a - b), 95) * 10) / 10,
      };
    },
  };
}
