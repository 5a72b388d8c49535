import { INGEST_FUTURE_SKEW_MS, type IngestEvent, type IngestResponse } from '@ops/contracts/statistics';
import { MSG } from '@ops/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { type AppError, badRequest } from '../../lib/errors.ts';
import { dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { ensureEventPartitions, firstRetainedDay } from './event-partitions.service.ts';
import { findExistingUserIds, insertNewEvents } from './ingest.repository.ts';

export interface IngestOptions {
  now: number;
  /** EVENTS_RETENTION_DAYS: events before the first retained day are refused (their day's raw events are dropped). */
  retentionDays: number;
  /** Fixed `received_at` (the deterministic demo seed); the database clock otherwise. */
  receivedAt?: Date;
}

function badEvent(index: number, field: string, reason: string): AppError {
  return badRequest(`第 ${index + 1} 项：${reason}`, `events.${index}.${field}`, index);
}

/** The batch without repeated `eventId`s: the first of each is the event, the others are replays. */
function firstOfEachEventId(events: readonly IngestEvent[]): IngestEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => !seen.has(event.eventId) && seen.add(event.eventId));
}

/**
 * Stores a batch of activity events as a whole or not at all: an event from the future, from before
 * the retention window or of an unknown user rejects the batch naming its index. Replayed `eventId`s
 * change nothing.
 */
export async function ingestEvents(db: Executor, events: readonly IngestEvent[], options: IngestOptions): Promise<IngestResponse> {
  const latest = options.now + INGEST_FUTURE_SKEW_MS;
  const future = events.findIndex((event) => event.at > latest);
  if (future >= 0) throw badEvent(future, 'at', 'at 不能晚于服务器当前时间');
  const firstDay = firstRetainedDay(options.now, options.retentionDays);
  const earliest = dayStart(firstDay).getTime();
  const expired = events.findIndex((event) => event.at < earliest);
  if (expired >= 0) throw badEvent(expired, 'at', `at 早于事件保留期（最近 ${options.retentionDays} 天，自 ${firstDay} 起）`);
  const known = await findExistingUserIds(db, [...new Set(events.map((event) => event.userId))]);
  const unknown = events.findIndex((event) => !known.has(event.userId));
  if (unknown >= 0) throw badEvent(unknown, 'userId', `${MSG.userNotFound}（userId ${events[unknown]?.userId}）`);
  const unique = firstOfEachEventId(events);
  await ensureEventPartitions(db, unique.map((event) => dayOf(event.at)));
  const inserted = await insertNewEvents(db, unique, options.receivedAt ?? null);
  return { received: events.length, inserted, duplicates: events.length - inserted };
}
