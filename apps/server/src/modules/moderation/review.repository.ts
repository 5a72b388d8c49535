import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { operators } from '../../db/schema/operators.ts';
import { posts, videos } from '../../db/schema/content.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type { ReviewTarget } from './review-targets.ts';

const TABLES = { post: posts, video: videos } as const;

export interface ReviewOutcome {
  id: number;
  /** The state the item was in when this statement locked it (after any concurrent decision committed). */
  state: number;
  changed: boolean;
  decidedBy: string | null;
  decidedAt: number | null;
}

interface OutcomeRow {
  id: string;
  state: number;
  changed: boolean;
  decided_by: string | null;
  decided_at: string | null;
}

/**
 * One guarded statement: locks the live rows among `ids` in id order (so concurrent batches never
 * deadlock), moves those whose locked state is in `from` to `to`, and reports every live id with
 * its state before. Under READ COMMITTED a statement that waited on another decision's lock
 * re-reads the committed row, so its state no longer matches `from` and the id is skipped.
 * Ids missing from the answer do not exist or are deleted.
 */
export async function decideInBatch(
  executor: Executor,
  target: ReviewTarget,
  ids: readonly number[],
  transition: { from: readonly number[]; to: number },
  operatorId: number | null,
): Promise<ReviewOutcome[]> {
  const table = TABLES[target];
  const rows = await queryRows<OutcomeRow>(
    executor,
    sql`with locked as (
          select id, state, reviewed_at, reviewed_by from ${table}
          where id = any(${intArray(ids)}::bigint[]) and deleted_at is null
          order by id
          for update
        ), changed as (
          update ${table} as t set state = ${transition.to}, reviewed_at = now(), reviewed_by = ${operatorId}
          from locked
          where t.id = locked.id and locked.state = any(${intArray(transition.from)}::smallint[])
          returning t.id
        )
        select locked.id::text as id, locked.state::int as state, (changed.id is not null) as changed,
               o.username as decided_by, floor(extract(epoch from locked.reviewed_at) * 1000)::text as decided_at
        from locked
        left join changed on changed.id = locked.id
        left join ${operators} o on o.id = locked.reviewed_by
        order by locked.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    state: row.state,
    changed: row.changed,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  }));
}
