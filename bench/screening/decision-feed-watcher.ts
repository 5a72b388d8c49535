import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import { DECISION_FEED_LIMIT_MAX, type DecisionEvent, type DecisionFeed, type ScreeningDecisionData } from '../../packages/contracts/src/decisions.ts';
import { API } from '../../packages/contracts/src/paths.ts';

/** The first sighting of the machine's verdict on a post in the feed. */
export interface SeenVerdict {
  /** When the feed answer that carried it reached the bench (performance.now()). */
  seenAt: number;
  verdict: ScreeningDecisionData['verdict'];
  /** The lexicon words among its reasons. */
  words: string[];
}

export interface FeedWatcher {
  /** Post id → its verdict, as first seen. */
  screened: Map<number, SeenVerdict>;
  /** Feed calls answered with anything but 200, or not at all. */
  failures(): number;
  stop(): Promise<void>;
}

/** The newest event's sequence: a feed cursor that skips everything decided before now. */
export async function feedHead(db: Database): Promise<number> {
  const [row] = await queryRows<{ last_seq: string }>(db, sql`select last_seq::text as last_seq from outbox_head where id = 1`);
  return Number(row?.last_seq ?? 0);
}

/**
 * The machine's verdicts are the only events whose data carries `verdict` (and `reasons`): they come
 * with the event types an operator's decisions have (post.passed, post.review_revoked, post.rejected,
 * operator 机审), so they are told apart by their data, not their type.
 */
function screeningData(data: DecisionEvent['data']): ScreeningDecisionData | null {
  return 'verdict' in data && 'reasons' in data ? (data as ScreeningDecisionData) : null;
}

/**
 * Reads `GET /ingest/decisions` from `after` on, as the app does when it pulls instead of receiving
 * webhooks: the next page at once while the feed has more, else after `idleMs`. Records the first
 * machine verdict on each post and when its page arrived.
 */
export function watchDecisionFeed(options: { baseUrl: string; token: string; after: number; idleMs?: number }): FeedWatcher {
  const screened = new Map<number, SeenVerdict>();
  const idleMs = options.idleMs ?? 20;
  let cursor = String(options.after);
  let failures = 0;
  let stopped = false;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const poll = async (): Promise<boolean> => {
    try {
      const response = await fetch(`${options.baseUrl}${API.ingestDecisions}?after=${cursor}&limit=${DECISION_FEED_LIMIT_MAX}`, {
        headers: { authorization: `Bearer ${options.token}` },
      });
      if (response.status !== 200) {
        failures += 1;
        await response.arrayBuffer();
        return false;
      }
      const page = (await response.json()) as DecisionFeed;
      const seenAt = performance.now();
      for (const event of page.events) {
        const data = screeningData(event.data);
        if (!data || event.subject.type !== 'post' || screened.has(event.subject.id)) continue;
        screened.set(event.subject.id, { seenAt, verdict: data.verdict, words: data.reasons.flatMap((r) => (r.kind === 'word' && r.word ? [r.word] : [])) });
      }
      cursor = page.next;
      return page.hasMore;
    } catch {
      failures += 1;
      return false;
    }
  };
  const loop = async () => {
    while (!stopped) if (!(await poll())) await pause(idleMs);
  };
  const running = loop();
  return {
    screened,
    failures: () => failures,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
