import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

const shanghaiToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * One counter table's slots past `before` folded into slot 0, in one statement. The slot rows are locked in key
 * order (kind, period, state, reported, slot), the order in which a writer locks the rows of its own slot, and slot
 * 0's rows after them: no lock cycle with a writer. A slot row a writer holds is waited for and folded with its new
 * count; one that appears after the statement began is left for the next fold.
 */
async function foldSlots(executor: Executor, table: SQL, period: SQL, before: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    executor,
    sql`with doomed as (
          select kind, ${period} as period, state, reported, slot from ${table}
          where slot <> 0 and ${period} < ${before} order by 1, 2, 3, 4, 5 for update
        ), moved as (
          delete from ${table} c using doomed d
          where c.kind = d.kind and c.${period} = d.period and c.state = d.state and c.reported = d.reported and c.slot = d.slot
          returning c.kind, c.${period} as period, c.state, c.reported, c.n
        ), folded as (
          insert into ${table} (kind, ${period}, state, reported, slot, n)
          select kind, period, state, reported, 0, sum(n) from moved group by 1, 2, 3, 4 order by 1, 2, 3, 4
          on conflict (kind, ${period}, state, reported, slot) do update set n = ${table}.n + excluded.n
        )
        select count(*)::text as n from moved`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The list counters' rows of past days and months folded into slot 0 (migration 0034, ADR 0028). A writer adds to
 * the slot of its transaction id, so that intake and the machine review do not queue on one row, which leaves up
 * to 16 rows per key; once a day or a month is past, its writers are rare (decisions on old items) and one row per
 * key is what the lists should read. Days before yesterday and months before the last, so the fold seldom meets a
 * writer at all. Answers the rows folded.
 */
export async function foldPastCounterSlots(executor: Executor): Promise<number> {
  const days = await foldSlots(executor, sql.raw('content_counts'), sql.raw('day'), sql`${shanghaiToday} - 1`);
  const months = await foldSlots(executor, sql.raw('content_month_counts'), sql.raw('month'), sql`(date_trunc('month', ${shanghaiToday}) - interval '1 month')::date`);
  return days + months;
}
