import type pg from 'pg';

export interface BenchPlan {
  /** 1 = the issue's sizes (1M users, 5M posts, 1M videos, ~10M comments, 1M log rows, 50M events). */
  scale: number;
  /** The benchmark's "now": every generated time lies before it. */
  now: Date;
  users: number;
  posts: number;
  videos: number;
  loginLogs: number;
  operationLogs: number;
  events: number;
  days: number;
}

export function planFor(scale: number, now = new Date()): BenchPlan {
  const n = (count: number) => Math.max(100, Math.round(count * scale));
  return {
    scale,
    now,
    users: n(1_000_000),
    posts: n(5_000_000),
    videos: n(1_000_000),
    loginLogs: n(3_000_000),
    operationLogs: n(1_000_000),
    events: n(50_000_000),
    days: 365,
  };
}

export const USER_ID_BASE = 100_000;
export const POST_ID_BASE = 1_000_000;
export const VIDEO_ID_BASE = 5_000_000 + 10_000_000;

/**
 * Session-local SQL helpers (pg_temp, gone when the connection closes): deterministic pseudo-random
 * numbers from a key and a salt, the sex of a user id (the same formula for users and their events),
 * and the user who had registered by a given time (users register in id order over three years).
 */
export async function createHelpers(client: pg.Client, plan: BenchPlan): Promise<void> {
  const threeYears = 3 * 365 * 86_400;
  const start = plan.now.getTime() / 1000 - threeYears;
  await client.query(`
    create function pg_temp.rnd(k bigint, salt bigint) returns float8 language sql immutable as
      $$ select (hashint8extended(k, salt) & 2147483647)::float8 / 2147483648 $$;
    create function pg_temp.rint(k bigint, salt bigint, n bigint) returns bigint language sql immutable as
      $$ select (hashint8extended(k, salt) & 9007199254740991) % n $$;
    create function pg_temp.user_sex(u bigint) returns smallint language sql immutable as
      $$ select (array[${[...Array(45).fill(1), ...Array(45).fill(2), ...Array(10).fill(0)].join(',')}]::smallint[])[1 + pg_temp.rint(u, 7, 100)] $$;
    create function pg_temp.user_created(u bigint) returns timestamptz language sql immutable as
      $$ select to_timestamp(${start} + (u - ${USER_ID_BASE})::float8 / ${plan.users} * ${threeYears} - pg_temp.rnd(u, 3) * 3000) $$;
    create function pg_temp.users_by(t timestamptz) returns bigint language sql immutable as
      $$ select greatest(1, least(${plan.users}, floor((extract(epoch from t) - ${start}) / ${threeYears} * ${plan.users})))::bigint $$;
    create function pg_temp.window_time(k bigint, salt bigint) returns timestamptz language sql immutable as
      $$ select to_timestamp(${plan.now.getTime() / 1000} - pg_temp.rnd(k, salt) * ${plan.days * 86_400}) $$;
  `);
}

/** A SQL array literal of texts. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
}
