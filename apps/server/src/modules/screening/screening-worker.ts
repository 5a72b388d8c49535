import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startWorkLoop, type WorkLoop } from '../../lib/work-loop.ts';
import { ScreeningRulesSource } from './screening-rules.ts';
import { screenRoundInLanes } from './screening.service.ts';

export interface ScreeningWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How long to wait when nothing was waiting (a committed write wakes the worker at once). */
  pollMs?: number;
  postBatch?: number;
  videoBatch?: number;
  readImage?: (url: string) => Promise<Buffer>;
  /** How often to look for a new lexicon, detectors or blocklist. */
  rulesCheckMs?: number;
  /** Batches screened at once: one reads and screens while another waits for the log's chain lock to commit. */
  lanes?: number;
}

/** Two lanes: the part of a batch before its log rows overlaps the previous batch's commit (measured in ADR 0012). */
const DEFAULT_LANES = 2;

/**
 * The machine review (机审) of this instance: posts, then videos, in batches while any wait in state 1.
 * Any number of instances run one each; the row locks of a batch keep them from screening an item
 * twice at once, and an item left by a stopped worker is simply still in state 1.
 */
export function startScreeningWorker(options: ScreeningWorkerOptions): WorkLoop {
  const rules = new ScreeningRulesSource(options.db, options.rulesCheckMs);
  const batch = { post: options.postBatch ?? 500, video: options.videoBatch ?? 100 };
  const lanes = options.lanes ?? DEFAULT_LANES;
  return startWorkLoop({
    name: 'machine review',
    log: options.log,
    pollMs: options.pollMs ?? 200,
    runOnce: async () => screenRoundInLanes(options.db, { lanes, batch, rules, readImage: options.readImage }),
  });
}
