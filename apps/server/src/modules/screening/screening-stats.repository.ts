import type { ReasonKind, WordCategory } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Day } from '../../lib/shanghai-day.ts';

export async function screenedPerDay(executor: Executor, from: Day, to: Day): Promise<{ day: string; verdict: string; n: number }[]> {
  return queryRows(executor, sql`select day::text as day, verdict, n::int as n from screening_daily where day between ${from}::date and ${to}::date`);
}

export async function hitsPerCategory(executor: Executor, from: Day, to: Day): Promise<{ category: WordCategory; n: number }[]> {
  return queryRows(
    executor,
    sql`select category, sum(n)::int as n from screening_daily_hits where day between ${from}::date and ${to}::date
        group by category order by 2 desc, 1`,
  );
}

export async function topHits(executor: Executor, from: Day, to: Day, limit: number): Promise<{ kind: ReasonKind; word: string; category: WordCategory; n: number }[]> {
  return queryRows(
    executor,
    sql`select kind, word, category, sum(n)::int as n from screening_daily_hits where day between ${from}::date and ${to}::date
        group by kind, word, category order by 4 desc, 2 limit ${limit}`,
  );
}
