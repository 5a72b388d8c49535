import { ACTIVITY_EVENT_TYPES, STATS_TIME_ZONE } from '@ops/contracts/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { ALL_GROUPS, STATS_FIGURE_COLUMNS, STATS_FIGURE_TYPES } from '../../db/schema/statistics.ts';
import type { Executor } from '../../db/client.ts';

/** SQL fragments shared by the roll-up's rebuild (from raw events) and its incremental path (ADR 0019). */

export const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** 1-based positions of the event types in `stats_user_days.hours`. */
export const TYPE_POSITIONS = ACTIVITY_EVENT_TYPES.map((_, index) => index + 1);
export const REGISTER_POSITION = ACTIVITY_EVENT_TYPES.indexOf('register') + 1;
export const TYPE_LIST = sql.raw(`array[${ACTIVITY_EVENT_TYPES.map((type) => `'${type}'`).join(', ')}]::text[]`);

/** The per-type hour masks of a group of rows holding `type_position` and `hour_bit`. */
export const aggregatedHourMasks = sql.raw(
  `array[${TYPE_POSITIONS.map((p) => `coalesce(bit_or(hour_bit) filter (where type_position = ${p}), 0)`).join(', ')}]`,
);

/** Every type's hours OR-ed together: the hours with any event (`mask` is an int[] column, maybe null). */
export function anyHours(mask: string): SQL {
  return sql.raw(`(${TYPE_POSITIONS.map((p) => `coalesce(${mask}[${p}], 0)`).join(' | ')})`);
}

/** Element-wise OR of two hour-mask arrays (`left` maybe null). */
export function mergedHourMasks(left: string, right: string): SQL {
  return sql.raw(`array[${TYPE_POSITIONS.map((p) => `coalesce(${left}[${p}], 0) | ${right}[${p}]`).join(', ')}]`);
}

export const figureColumnList = sql.raw(STATS_FIGURE_COLUMNS.join(', '));

/** Narrow rows (one per figure type, `type` text, `times`, `people`) pivoted into the wide row's columns. */
export const pivotedFigures = sql.raw(
  STATS_FIGURE_TYPES.flatMap((type) => [
    `coalesce(sum(times) filter (where type = '${type}'), 0)::int as ${type}_times`,
    `coalesce(sum(people) filter (where type = '${type}'), 0)::int as ${type}_people`,
  ]).join(', '),
);

/** The hourly rows' extra column: users whose first event of the day is in the hour (sums to the DAU through an hour). */
export const FIRST_SEEN_COLUMN = 'first_seen_people';
export const HOURLY_COLUMNS = [...STATS_FIGURE_COLUMNS, FIRST_SEEN_COLUMN];

/**
 * Adds signed figures to a roll-up table: `deltas` yields (key, sex, parity, columns...) for the
 * disjoint groups; they are summed into those rows and into the rows for every sex / every parity
 * (-1), created at 0 where missing. Distinct-people deltas add up exactly because each person is in
 * one group per day.
 */
export async function addToRollup(tx: Executor, table: string, key: string, columns: readonly string[], deltas: SQL): Promise<void> {
  const list = sql.raw(columns.join(', '));
  const sums = sql.raw(columns.map((c) => `coalesce(sum(${c}), 0)::int`).join(', '));
  const increments = sql.raw(columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
  await tx.execute(sql`
    insert into ${sql.raw(table)} (${sql.raw(key)}, sex, parity, ${list})
    select ${sql.raw(key)}, coalesce(sex, ${ALL_GROUPS}), coalesce(parity, ${ALL_GROUPS}), ${sums}
    from (${deltas}) d
    group by ${sql.raw(key)}, grouping sets ((sex, parity), (sex), (parity), ())
    on conflict (${sql.raw(key)}, sex, parity) do update set ${increments}`);
}
