import { DECISION_MSG, type DecisionFeed } from '@ops/contracts/decisions';
import { ERROR_CODE } from '@ops/contracts/messages';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { feedWatermarks, notePull, readEventsAfter } from './decision-feed.repository.ts';
import { toDecisionEvent } from './outbox-event-row.ts';

/**
 * The pull feed: events after the cursor in commit order. Sequences are handed out under a lock held
 * to commit (migration 0015), so whatever is visible is a gap-free prefix and a cursor never passes
 * an event that commits later. A cursor older than what retention kept answers 410.
 */
export async function readDecisionFeed(db: Database, query: { after?: number; limit: number }): Promise<DecisionFeed> {
  const after = query.after ?? 0;
  const { prunedThrough, latest } = await feedWatermarks(db);
  if (query.after !== undefined && after < prunedThrough) throw new AppError(410, ERROR_CODE.cursorExpired, DECISION_MSG.cursorExpired, 'after');
  if (after > latest) throw badRequest(`after 超出最新事件序号 ${latest}（游标可能来自另一个数据库），请不带 after 重新拉取`, 'after');
  const rows = await readEventsAfter(db, after, query.limit + 1);
  const events = rows.slice(0, query.limit).map(toDecisionEvent);
  const next = events.at(-1)?.sequence ?? after;
  await notePull(db, after);
  return { events, next: String(next), hasMore: rows.length > query.limit };
}
