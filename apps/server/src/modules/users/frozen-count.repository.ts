import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { userFreezeEndCounts, users } from '../../db/schema/users.ts';

/** 1 or 2 as stored; 0 (未知) is every other value, as the counters key it. */
export type CountedSex = 0 | 1 | 2;

/**
 * The number of users frozen at `at` (a timestamptz expression), optionally of one sex, as a scalar SQL
 * expression (migration 0032): the freezes counted as ending in a later hour than `at`'s own, plus those
 * ending within `at`'s hour but after `at`, read through the index on that hour. Exact, and bounded by the
 * longest freeze in hours rather than by the number of users frozen.
 */
export function frozenUsersAt(at: SQL, sex?: CountedSex): SQL {
  const countedSex = sex === undefined ? sql`` : sql` and ${userFreezeEndCounts.sex} = ${sex}`;
  const userSex = sex === undefined ? sql`` : sex === 0 ? sql` and ${users.sex} not in (1, 2)` : sql` and ${users.sex} = ${sex}`;
  return sql`((select coalesce(sum(${userFreezeEndCounts.n}), 0) from ${userFreezeEndCounts}
                where ${userFreezeEndCounts.endHour} > freeze_end_hour(${at})${countedSex})
            + (select count(*) from ${users}
                where ${users.frozenUntil} is not null and freeze_end_hour(${users.frozenUntil}) = freeze_end_hour(${at})
                  and ${users.frozenUntil} > ${at}${userSex}))::int`;
}

/** Users frozen now (this transaction's `now()`), optionally of one sex. */
export async function countFrozenNow(executor: Executor, sex?: CountedSex): Promise<number> {
  const [row] = await queryRows<{ n: number }>(executor, sql`select ${frozenUsersAt(sql`now()`, sex)} as n`);
  return row?.n ?? 0;
}
