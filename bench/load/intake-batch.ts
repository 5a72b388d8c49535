import { API } from '../../packages/contracts/src/paths.ts';

export type SentKind = 'users' | 'posts';

const PATHS: Record<SentKind, string> = { users: API.ingestUsers, posts: API.ingestPosts };

/** One intake call's answer; a non-2xx answer or no answer at all is a failed batch. */
export interface BatchOutcome {
  ok: boolean;
  /** HTTP status, 0 when the call failed without one. */
  status: number;
  inserted: number;
  updated: number;
  unchanged: number;
  ms: number;
}

interface IntakeAnswer {
  inserted?: number;
  updated?: number;
  unchanged?: number;
  message?: string;
}

/** The first refusal seen, for the log: a generator mistake shows as 400 on every batch. */
let firstFailure: string | undefined;
export const firstIntakeFailure = () => firstFailure;

/** POST /ingest/<kind> with the ingestion token, as the app's backend sends a batch. */
export async function sendIntakeBatch(baseUrl: string, token: string, kind: SentKind, items: readonly unknown[]): Promise<BatchOutcome> {
  const started = performance.now();
  const failed = (status: number): BatchOutcome => ({ ok: false, status, inserted: 0, updated: 0, unchanged: 0, ms: performance.now() - started });
  try {
    const response = await fetch(`${baseUrl}${PATHS[kind]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ [kind]: items }),
    });
    const answer = (await response.json()) as IntakeAnswer;
    if (!response.ok) {
      firstFailure ??= `${kind} ${response.status}: ${answer.message ?? ''}`;
      return failed(response.status);
    }
    return { ok: true, status: response.status, inserted: answer.inserted ?? 0, updated: answer.updated ?? 0, unchanged: answer.unchanged ?? 0, ms: performance.now() - started };
  } catch (error) {
    firstFailure ??= `${kind}: ${error instanceof Error ? error.message : String(error)}`;
    return failed(0);
  }
}

/** Sums of many batches' outcomes. */
export interface IntakeTally {
  batches: number;
  failedBatches: number;
  inserted: number;
  updated: number;
  unchanged: number;
  batchMs: number[];
}

export const emptyTally = (): IntakeTally => ({ batches: 0, failedBatches: 0, inserted: 0, updated: 0, unchanged: 0, batchMs: [] });

export function addOutcome(tally: IntakeTally, outcome: BatchOutcome): void {
  tally.batches += 1;
  if (!outcome.ok) tally.failedBatches += 1;
  tally.inserted += outcome.inserted;
  tally.updated += outcome.updated;
  tally.unchanged += outcome.unchanged;
  tally.batchMs.push(outcome.ms);
}
