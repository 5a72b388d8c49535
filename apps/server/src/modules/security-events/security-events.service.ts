import { SECURITY_EVENT_NAME_MAX, type SecurityEventKind, type SecurityEventList, type SecurityEventQuery } from '@ops/contracts/security-events';
import type { Database, Executor } from '../../db/client.ts';
import { paged } from '../../lib/paging.ts';
import { insertSecurityEvent, listSecurityEvents, pruneSecurityEventsBefore } from './security-events.repository.ts';

export interface SecurityEventInput {
  kind: SecurityEventKind;
  /** What was typed as the account name (or the integration token's name): cut, kept as text. */
  name: string;
  operatorId?: number | null;
  ip: string;
  detail?: string;
}

/**
 * Records what someone on the network caused (a failed or throttled login, a refused token). Not an
 * operator action: it never enters the operation log or its hash chain, so whatever name was typed
 * cannot appear there as an operator.
 */
export async function recordSecurityEvent(executor: Executor, event: SecurityEventInput): Promise<void> {
  await insertSecurityEvent(executor, {
    kind: event.kind,
    name: event.name.slice(0, SECURITY_EVENT_NAME_MAX),
    operatorId: event.operatorId ?? null,
    ip: event.ip.slice(0, 64),
    detail: (event.detail ?? '').slice(0, 200),
  });
}

export async function securityEventPage(db: Database, query: SecurityEventQuery): Promise<SecurityEventList> {
  const { total, rows } = await listSecurityEvents(db, query);
  return paged(rows, total, query);
}

/** Retention: events older than `retentionDays` days are deleted; answers how many. */
export function pruneSecurityEvents(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  return pruneSecurityEventsBefore(db, new Date(now.getTime() - retentionDays * 86_400_000));
}
