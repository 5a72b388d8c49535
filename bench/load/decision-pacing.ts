import { API } from '../../packages/contracts/src/paths.ts';
import { percentile } from './http-load.ts';

/** A post passed by one call, and when that call's 200 reached the bench (performance.now()). */
export interface Decision {
  postId: number;
  answeredAt: number;
}

export interface PacedDecisions {
  decisions: Decision[];
  calls: number;
  /** Calls answered with anything but 200, or not at all. */
  failedCalls: number;
  /** Ids the server skipped (not in state 1 or 3). */
  skipped: number;
  firstSentAt: number;
  lastAnsweredAt: number;
  callP95Ms: number;
}

interface PassAnswer {
  done?: number[];
  skipped?: unknown[];
}

/**
 * Open loop: one `POST /manage/messages/pass` of `idsPerCall` ids every 1 / `callsPerSecond` s for
 * `durationMs`, as operators clicking 通过 would, whether or not earlier calls were answered.
 */
export async function runPacedDecisions(options: {
  baseUrl: string;
  cookie: string;
  postIds: readonly number[];
  callsPerSecond: number;
  idsPerCall: number;
  durationMs: number;
}): Promise<PacedDecisions> {
  const calls = Math.floor((options.durationMs / 1000) * options.callsPerSecond);
  if (calls * options.idsPerCall > options.postIds.length) throw new Error(`${calls * options.idsPerCall} posts needed, ${options.postIds.length} prepared`);
  const result: PacedDecisions = { decisions: [], calls, failedCalls: 0, skipped: 0, firstSentAt: performance.now(), lastAnsweredAt: 0, callP95Ms: 0 };
  const callMs: number[] = [];
  const pass = async (k: number) => {
    const ids = options.postIds.slice(k * options.idsPerCall, (k + 1) * options.idsPerCall);
    const sentAt = performance.now();
    try {
      const response = await fetch(`${options.baseUrl}${API.messagesPass}`, {
        method: 'POST',
        headers: { cookie: options.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(ids),
      });
      const answer = (await response.json()) as PassAnswer;
      const answeredAt = performance.now();
      callMs.push(answeredAt - sentAt);
      result.lastAnsweredAt = Math.max(result.lastAnsweredAt, answeredAt);
      if (response.status !== 200) {
        result.failedCalls += 1;
        return;
      }
      for (const postId of answer.done ?? []) result.decisions.push({ postId, answeredAt });
      result.skipped += answer.skipped?.length ?? 0;
    } catch {
      result.failedCalls += 1;
    }
  };
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < calls; k += 1) {
    const due = result.firstSentAt + (k * 1000) / options.callsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(pass(k));
  }
  await Promise.all(inFlight);
  result.callP95Ms = Math.round(percentile([...callMs].sort((a, b) => a - b), 95) * 10) / 10;
  return result;
}
