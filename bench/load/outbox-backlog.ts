import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';

/** Undelivered decision events at one moment (`at`: performance.now()). */
export interface BacklogSample {
  at: number;
  waiting: number;
}

export interface BacklogSampler {
  stop(): Promise<BacklogSample[]>;
}

/** Counts undelivered events every `everyMs` on the bench's own connection (not the server's pool), until stopped. */
export function sampleOutboxBacklog(db: Database, everyMs: number): BacklogSampler {
  const samples: BacklogSample[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const at = performance.now();
      const [row] = await queryRows<{ waiting: number }>(db, sql`select count(*)::int as waiting from outbox_events where delivered_at is null`);
      samples.push({ at, waiting: row?.waiting ?? 0 });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + everyMs - performance.now())));
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return samples;
    },
  };
}
