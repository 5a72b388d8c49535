import type { Database } from '../apps/server/src/db/client.ts';
import { timed } from './bench-database.ts';
import { runDeliveryScenarios } from './load/decision-delivery.ts';
import { freshIdStarts, idSequence } from './load/intake-items.ts';
import { runIntakeScenarios } from './load/intake-scenarios.ts';
import { runListsUnderIntake } from './load/lists-under-intake.ts';
import type { Samples, Scenario } from './load/scenarios.ts';
import type { WebhookReceiver } from './load/webhook-receiver.ts';
import type { BenchResults } from './report.ts';

export interface IntakeDeliveryContext {
  baseUrl: string;
  cookie: string;
  token: string;
  db: Database;
  receiver: WebhookReceiver;
  samples: Samples;
  scenarios: readonly Scenario[];
  /** Each intake run and each decision scenario. */
  intakeMs: number;
  /** Each list measured while intake runs (as for the screens). */
  listMs: number;
}

/**
 * Issue 12's budgets, in order: the lists again while intake runs in the background, intake
 * throughput (users, posts, then their update variants), then decision → webhook delivery. Every new
 * object gets an id above every stored one, so the scenarios also run on a reused database.
 */
export async function runIntakeAndDelivery(c: IntakeDeliveryContext): Promise<Pick<BenchResults, 'intake' | 'listsUnderIntake' | 'delivery'>> {
  const starts = await freshIdStarts(c.db);
  const ids = { users: idSequence(starts.user), posts: idSequence(starts.post) };
  const authorIds = [...new Set([...c.samples.userIds, ...c.samples.activeUserIds])];
  const common = { baseUrl: c.baseUrl, token: c.token, authorIds };
  // The lists first: measured on the database the screens were measured on a minute before, not on
  // one that the throughput runs have just grown by half a million users.
  const listsUnderIntake = await timed('lists while intake runs', () =>
    runListsUnderIntake({ ...common, cookie: c.cookie, scenarios: c.scenarios, ids, durationMs: c.listMs }),
  );
  const intake = await timed('intake throughput', () =>
    runIntakeScenarios({ ...common, ids, connections: 10, durationMs: c.intakeMs, updateDurationMs: c.intakeMs / 2 }),
  );
  const delivery = await timed('decision delivery', () =>
    runDeliveryScenarios({ ...common, cookie: c.cookie, db: c.db, receiver: c.receiver, postIds: ids.posts, durationMs: c.intakeMs }),
  );
  return { intake, listsUnderIntake, delivery };
}
