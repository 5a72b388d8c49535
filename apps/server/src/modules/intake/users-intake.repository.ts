import type { IntakeUser } from '@ops/contracts/intake';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countUpserted, iso, recordset, type UpsertCounts } from './intake-sql.ts';
import { placeOf } from './place.ts';

const SHAPE = `id bigint, mobile text, nickname text, sex smallint, age smallint, income integer, occupation text, personal_signature text,
  province text, city text, logo text, tags text, created_at timestamptz, source_updated_at timestamptz`;

/**
 * Inserts new users and replaces stored ones whose `updatedAt` is older, in id order. Never touches
 * what the console owns: freezes, activity, counters of likes and matches.
 */
export function upsertUsers(executor: Executor, users: readonly IntakeUser[]): Promise<UpsertCounts> {
  const rows = users.map((u) => ({
    id: u.id,
    mobile: u.mobile,
    nickname: u.nickname,
    sex: u.sex,
    age: u.age,
    income: u.income,
    occupation: u.occupation,
    personal_signature: u.personalSignature,
    ...placeOf(u.city),
    logo: u.logo,
    tags: u.tags.join(','),
    created_at: iso(u.created),
    source_updated_at: iso(u.updatedAt),
  }));
  return countUpserted(
    executor,
    sql`insert into users as u (id, mobile, nickname, sex, age, income, occupation, personal_signature, province, city, logo, tags, created_at, source_updated_at)
        select id, mobile, nickname, sex, age, income, occupation, personal_signature, province, city, logo, tags, created_at, source_updated_at
        from ${recordset(rows, SHAPE)} order by id
        on conflict (id) do update set
          mobile = excluded.mobile, nickname = excluded.nickname, sex = excluded.sex, age = excluded.age, income = excluded.income,
          occupation = excluded.occupation, personal_signature = excluded.personal_signature, province = excluded.province,
          city = excluded.city, logo = excluded.logo, tags = excluded.tags, created_at = excluded.created_at,
          source_updated_at = excluded.source_updated_at
        where u.source_updated_at is null or u.source_updated_at < excluded.source_updated_at
        returning (u.xmax = 0) as inserted`,
  );
}
