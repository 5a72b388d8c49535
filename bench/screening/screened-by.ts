import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import { intArray } from '../../apps/server/src/lib/sql-arrays.ts';
import { PROBE_PREFIX } from './lexicon-words.ts';

/** Which server screened a probe post: each server's connections carry its name (PGAPPNAME), a bench-only trigger notes it. */
export interface ScreenerNotes {
  /** Probe posts among `ids` screened by each server (by application name). */
  countsFor(ids: readonly number[]): Promise<Record<string, number>>;
  remove(): Promise<void>;
}

/**
 * Installs, for the lexicon-propagation runs only, a row trigger on posts that notes the screening
 * connection's `application_name` when a probe post (its text holds 探针) leaves state 1. The product
 * records no instance; without this the runs could not tell whether the second server screened any
 * probe post at all. Removed afterwards, with its table.
 */
export async function noteScreeners(db: Database): Promise<ScreenerNotes> {
  await db.execute(sql.raw(`
    create table if not exists bench_screened_by (post_id bigint primary key, instance text not null);
    create or replace function bench_note_screener() returns trigger language plpgsql as $$
      begin
        insert into bench_screened_by values (new.id, current_setting('application_name')) on conflict do nothing;
        return null;
      end $$;
    drop trigger if exists bench_screened_by on posts;
    create trigger bench_screened_by after update of state on posts for each row
      when (old.state = 1 and new.state <> 1 and new.text like '%${PROBE_PREFIX}%') execute function bench_note_screener();`));
  return {
    countsFor: async (ids) => {
      const rows = await queryRows<{ instance: string; n: number }>(
        db,
        sql`select instance, count(*)::int as n from bench_screened_by where post_id = any(${intArray(ids)}::bigint[]) group by instance order by instance`,
      );
      return Object.fromEntries(rows.map((row) => [row.instance, row.n]));
    },
    remove: async () => {
      await db.execute(sql.raw('drop trigger if exists bench_screened_by on posts; drop function if exists bench_note_screener(); drop table if exists bench_screened_by'));
    },
  };
}
