import { STATS_UTC_OFFSET_MS } from '@ops/contracts/statistics';
import type pg from 'pg';
import { type BenchPlan, textArray, USER_ID_BASE } from './sql-helpers.ts';

const DAY_MS = 86_400_000;
const EVENTS_PER_ACTIVE_USER = 5.5;

/** Types of an app session's actions, weighted like the demo data: one lookup in a 100-slot table. */
const TYPE_WEIGHTS: [string, number][] = [['login', 15], ['recommend', 25], ['video', 18], ['like', 18], ['message', 10], ['comment', 7], ['publish', 7]];
const TYPE_SLOTS = textArray(TYPE_WEIGHTS.flatMap(([type, weight]) => Array<string>(weight).fill(type)));

/** Shanghai midnight of the day holding `ms`. */
function shanghaiMidnight(ms: number): number {
  return Math.floor((ms + STATS_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - STATS_UTC_OFFSET_MS;
}

/**
 * Activity events over the last 365 days, day by day: each newly registered user's activate and
 * register events, then active users (40% from the last 30 days' registrants) with 1–10 events
 * each at random moments of the day, never after `now`.
 */
/** The two INSERT statements that fill day `d` (0 = the oldest of the window). */
export function dayStatements(plan: BenchPlan, d: number): { registrants: string; activity: string } {
  const now = plan.now.getTime();
  const today = shanghaiMidnight(now);
  const activePerDay = Math.max(1, Math.round(plan.events / plan.days / EVENTS_PER_ACTIVE_USER));
  const start = today - (plan.days - 1 - d) * DAY_MS;
  const span = Math.min(DAY_MS, now - start) / 1000;
  const dayStart = `to_timestamp(${start / 1000})`;
  const registered = `pg_temp.users_by(${dayStart} + interval '1 day')`;
  const recentFrom = `(pg_temp.users_by(${dayStart} - interval '30 days') + 1)`;
  const recentCount = `greatest(1, ${registered} - pg_temp.users_by(${dayStart} - interval '30 days'))`;
  const registrants = `
    insert into activity_events (event_id, user_id, sex, type, occurred_at, received_at)
    select md5('r' || u || t.type)::uuid, u, pg_temp.user_sex(u), t.type, c + t.shift, c + t.shift
    from generate_series(pg_temp.users_by(${dayStart}) + 1 + ${USER_ID_BASE}, pg_temp.users_by(${dayStart} + interval '1 day') + ${USER_ID_BASE}) u
    cross join lateral (select pg_temp.user_created(u) as c) x
    cross join (values ('activate', interval '-2 minutes'), ('register', interval '0')) as t(type, shift)
    where c + t.shift >= ${dayStart} and c + t.shift < to_timestamp(${now / 1000})`;
  // random() rather than the hash helpers: this statement makes 50M rows, and the data need not be reproducible.
  const activity = `
    insert into activity_events (event_id, user_id, sex, type, occurred_at, received_at)
    select gen_random_uuid(), u, pg_temp.user_sex(u), (${TYPE_SLOTS})[1 + floor(random() * 100)::int], at, at
    from (select case when random() < 0.4 then ${recentFrom} + floor(random() * ${recentCount}) else 1 + floor(random() * ${registered}) end::bigint
                 + ${USER_ID_BASE} as u
          from generate_series(1, ${activePerDay}) a) who
    cross join lateral generate_series(1, 1 + floor(random() * 10)::int + (u * 0)::int) k
    cross join lateral (select ${dayStart} + (random() * ${span} + k * 0) * interval '1 second' as at) w`;
  return { registrants, activity };
}

/** Fills the days over the given connections in parallel (each needs the pg_temp helpers). */
export async function generateEvents(clients: readonly pg.Client[], plan: BenchPlan, progress: (day: number) => void): Promise<number> {
  let total = 0;
  let next = 0;
  const worker = async (client: pg.Client) => {
    for (let d = next++; d < plan.days; d = next++) {
      const { registrants, activity } = dayStatements(plan, d);
      total += ((await client.query(registrants)).rowCount ?? 0) + ((await client.query(activity)).rowCount ?? 0);
      progress(d);
    }
  };
  await Promise.all(clients.map(worker));
  return total;
}
