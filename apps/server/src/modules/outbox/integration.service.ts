import { INTEGRATION_MSG, DELIVERY_TABS, type DeliveryDetail, type DeliveryList, type DeliveryStatus, type IntegrationStatus, type RedeliverAllResult } from '@ops/contracts/integration';
import type { BatchResult } from '@ops/contracts/moderation';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { limitOffset, paged, type PageRequest } from '../../lib/paging.ts';
import { missingIdsError, uniqueIds } from '../moderation/id-list.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import {
  countDeliveriesByStatus,
  deliveryFigures,
  findDelivery,
  findEventStates,
  listAttempts,
  listDeliveries,
  requeueAllFailed,
  requeueEvents,
} from './integration.repository.ts';
import { toDecisionEvent } from './outbox-event-row.ts';

/** Scheme, host and path of the webhook URL: credentials, query and fragment may hold secrets. */
export function displayUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return null;
  }
}

export async function integrationStatus(db: Database, config: AppConfig): Promise<IntegrationStatus> {
  const [counts, figures] = await Promise.all([countDeliveriesByStatus(db), deliveryFigures(db)]);
  return {
    webhook: {
      configured: config.webhook.url !== undefined,
      url: displayUrl(config.webhook.url),
      timeoutMs: config.webhook.timeoutMs,
      retryHours: config.webhook.retryHours,
    },
    counts,
    oldestWaitingAt: figures.oldestWaitingAt,
    lastDeliveredAt: figures.lastDeliveredAt,
    deliveredLast24h: figures.deliveredLast24h,
    failedAttemptsLast24h: figures.failedAttemptsLast24h,
    feed: { latestSequence: figures.latestSequence, lastPulledAt: figures.lastPulledAt, lastCursor: figures.lastCursor },
    retentionDays: config.outboxRetentionDays,
  };
}

export interface DeliveryListInput extends PageRequest {
  status: 'all' | DeliveryStatus;
  subjectType?: 'post' | 'video' | 'user';
  subjectId?: number;
}

export async function listDeliveryEvents(db: Database, query: DeliveryListInput): Promise<DeliveryList> {
  const subject = query.subjectType && query.subjectId !== undefined ? { type: query.subjectType, id: query.subjectId } : undefined;
  const [items, counts] = await Promise.all([
    listDeliveries(db, { status: query.status, subject, ...limitOffset(query) }),
    countDeliveriesByStatus(db, subject),
  ]);
  const total = (code: string) => (code === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[code as DeliveryStatus]);
  return {
    ...paged(items, total(query.status), query),
    totals: DELIVERY_TABS.map((tab) => ({ code: tab.code, title: tab.title, value: total(tab.code) })),
  };
}

export async function getDeliveryDetail(db: Database, sequence: number): Promise<DeliveryDetail> {
  const found = await findDelivery(db, sequence);
  if (!found) throw notFound(INTEGRATION_MSG.eventNotFound);
  return { row: found.row, event: toDecisionEvent(found.event), attempts: await listAttempts(db, sequence) };
}

/**
 * 重新投递 for chosen events: failed and retrying ones are due at once with a fresh retry window;
 * delivered and not-yet-tried ones are skipped with the reason; an unknown sequence fails the call.
 */
export function redeliverEvents(db: Database, actor: Actor, sequences: readonly number[]): Promise<BatchResult> {
  const unique = uniqueIds(sequences);
  return db.transaction(async (tx) => {
    const states = await findEventStates(tx, unique);
    const missing = unique.filter((sequence) => !states.has(sequence));
    if (missing.length > 0) throw missingIdsError('事件', missing);
    const done = await requeueEvents(tx, unique);
    const requeued = new Set(done);
    if (done.length > 0) {
      await recordOperation(tx, actor, {
        operation: 'redeliverEvents',
        description: `重新投递事件 ${done.join('、')}`,
        targetType: TARGET_TYPE.event,
        targetId: done.length === 1 ? done[0] : undefined,
      });
    }
    return {
      done,
      skipped: unique
        .filter((sequence) => !requeued.has(sequence))
        .map((sequence) => ({
          id: sequence,
          reason: states.get(sequence) === 'delivered' ? INTEGRATION_MSG.alreadyDelivered : INTEGRATION_MSG.notFailed,
        })),
    };
  });
}

/** 重新投递全部: every failed and retrying event. */
export function redeliverAllFailed(db: Database, actor: Actor): Promise<RedeliverAllResult> {
  return db.transaction(async (tx) => {
    const count = await requeueAllFailed(tx);
    if (count > 0) {
      await recordOperation(tx, actor, { operation: 'redeliverEvents', description: `重新投递全部失败和重试中的事件（${count} 个）`, targetType: TARGET_TYPE.event });
    }
    return { count };
  });
}
