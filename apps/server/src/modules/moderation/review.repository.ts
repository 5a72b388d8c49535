import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';
import { posts, videos } from '../../db/schema/content.ts';
import { reviewDecisions } from '../../db/schema/review-team.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { CONTENT_KIND } from './content-counts.repository.ts';
import type { ReviewTarget } from './review-targets.ts';

const TABLES = { post: posts, video: videos } as const;

export interface ReviewOutcome {
  id: number;
  /** The state the item was in when this statement locked it (after any concurrent decision committed). */
  state: number;
  changed: boolean;
  decidedBy: string | null;
  decidedAt: number | null;
  /** Skipped because another operator's lease holds it (their username); only without takeover. */
  heldBy: string | null;
  /** The item's publication time (epoch ms), for 审核效率's age at decision. */
  createdAt: number;
}

interface OutcomeRow {
  id: string;
  state: number;
  changed: boolean;
  decided_by: string | null;
  decided_at: string | null;
  held_by: string | null;
  created_at: string;
}

export interface DecisionGuard {
  from: readonly number[];
  to: number;
  /** Decide items another operator holds in 领取模式 too (ending their lease); otherwise they are skipped. */
  takeover: boolean;
}

/**
 * One guarded statement: locks the live rows among `ids` in id order (so concurrent batches never
 * deadlock), moves those whose locked state is in `from` to `to`, and reports every live id with
 * its state before. Under READ COMMITTED a statement that waited on another decision's lock
 * re-reads the committed row, so its state no longer matches `from` and the id is skipped.
 * Ids missing from the answer do not exist or are deleted. An item another operator holds in 领取模式
 * is skipped unless `takeover`; every decided item's lease ends with the decision.
 */
export async function decideInBatch(
  executor: Executor,
  target: ReviewTarget,
  ids: readonly number[],
  guard: DecisionGuard,
  operatorId: number | null,
): Promise<ReviewOutcome[]> {
  const table = TABLES[target];
  const kind = CONTENT_KIND[target];
  const rows = await queryRows<OutcomeRow>(
    executor,
    sql`with locked as (
          select id, state, reviewed_at, reviewed_by, created_at from ${table}
          where id = any(${intArray(ids)}::bigint[]) and deleted_at is null
          order by id
          for update
        ), held as (
          select l.target_id as id, h.username from review_leases l join ${operators} h on h.id = l.operator_id
          where ${!guard.takeover} and l.target_kind = ${kind} and l.target_id = any(${intArray(ids)}::bigint[])
            and l.expires_at > now() and l.operator_id is distinct from ${operatorId}
        ), changed as (
          update ${table} as t set state = ${guard.to}, reviewed_at = now(), reviewed_by = ${operatorId}
          from locked
          where t.id = locked.id and locked.state = any(${intArray(guard.from)}::smallint[])
            -- Leases hold pending items only: one left on an item decided meanwhile binds nothing.
            and (locked.state <> 3 or not exists (select 1 from held where held.id = locked.id))
          returning t.id
        ), released as (
          delete from review_leases l using changed where l.target_kind = ${kind} and l.target_id = changed.id
          returning l.target_id
        )
        select locked.id::text as id, locked.state::int as state, (changed.id is not null) as changed,
               o.username as decided_by, floor(extract(epoch from locked.reviewed_at) * 1000)::text as decided_at,
               case when changed.id is null and locked.state = 3 then held.username end as held_by,
               floor(extract(epoch from locked.created_at) * 1000)::text as created_at
        from locked
        left join changed on changed.id = locked.id
        left join held on held.id = locked.id
        left join ${operators} o on o.id = locked.reviewed_by
        order by locked.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    state: row.state,
    changed: row.changed,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    heldBy: row.held_by,
    createdAt: Number(row.created_at),
  }));
}

export interface DecisionFact {
  targetId: number;
  fromState: number;
  toState: number;
  itemCreatedAt: number;
}

/** The rows behind 审核效率, one per decided item, in the decision's transaction. */
export async function recordDecisionFacts(
  executor: Executor,
  target: ReviewTarget,
  action: string,
  operator: { id: number | null; name: string },
  shownAt: number | null,
  facts: readonly DecisionFact[],
): Promise<void> {
  if (facts.length === 0) return;
  await executor.insert(reviewDecisions).values(
    facts.map((fact) => ({
      operatorId: operator.id,
      operatorName: operator.name,
      targetKind: CONTENT_KIND[target],
      targetId: fact.targetId,
      action,
      fromState: fact.fromState,
      toState: fact.toState,
      // A time ahead of the decision (a wrong clock) says nothing about how long it took.
      shownAt: shownAt === null || shownAt > Date.now() ? null : new Date(shownAt),
      itemCreatedAt: new Date(fact.itemCreatedAt),
    })),
  );
}
