-- 冻结中 (users frozen at an instant) counted every frozen user through users_frozen_id_idx on each call:
-- 9,923 index entries at full scale, ~2.5 ms of PostgreSQL for the 工作台 and for every page of the 冻结
-- list, growing with the number of users frozen (the scale curve's two scenarios over 2x). A user is frozen
-- at t while frozen_until > t, and no row changes when a freeze runs out, so a plain counter cannot follow.
-- Counting freezes by the hour they end can: the users frozen at t are the counts of every hour after t's
-- own, plus the users whose freeze ends within t's hour but after t (found through an index on that hour).
-- A freeze lasts at most 7 days or is permanent, so the read sums at most 169 hours x 3 sexes of counters
-- and walks one hour's ends, whatever the number of users frozen.
-- The hour is UTC, a function of the instant alone (immutable, so it can key an index).
CREATE FUNCTION "freeze_end_hour"(until timestamptz) RETURNS timestamp LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('hour', until AT TIME ZONE 'UTC') $$;
--> statement-breakpoint
CREATE TABLE "user_freeze_end_counts" (
	"end_hour" timestamp NOT NULL,
	"sex" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_freeze_end_counts_end_hour_sex_pk" PRIMARY KEY("end_hour","sex")
);
--> statement-breakpoint
-- Writers to users wait until this migration commits, so none is missed between the backfill and the trigger.
LOCK TABLE "users" IN SHARE MODE;
--> statement-breakpoint
-- Each statement's changes summed per (hour, sex) and applied in key order, as the other user counters are,
-- so that concurrent writers take the counter rows' locks in the same order. Sex as user_counts keeps it
-- (1, 2, else 0). Hours already past stay (a later change of such a user's freeze moves its count away);
-- reads never look at them.
CREATE FUNCTION "user_freeze_ends_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_freeze_end_counts" ("end_hour", "sex", "n")
    SELECT freeze_end_hour(frozen_until), CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, count(*)
    FROM new_rows WHERE frozen_until IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("end_hour", "sex") DO UPDATE SET "n" = "user_freeze_end_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "user_freeze_end_counts" ("end_hour", "sex", "n")
    SELECT end_hour, sex, sum(delta) FROM (
      SELECT freeze_end_hour(frozen_until) AS end_hour, CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END AS sex, 1 AS delta
      FROM new_rows WHERE frozen_until IS NOT NULL
      UNION ALL
      SELECT freeze_end_hour(frozen_until), CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -1
      FROM old_rows WHERE frozen_until IS NOT NULL
    ) changes GROUP BY end_hour, sex HAVING sum(delta) <> 0 ORDER BY end_hour, sex
    ON CONFLICT ("end_hour", "sex") DO UPDATE SET "n" = "user_freeze_end_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "user_freeze_end_counts" ("end_hour", "sex", "n")
    SELECT freeze_end_hour(frozen_until), CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -count(*)
    FROM old_rows WHERE frozen_until IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("end_hour", "sex") DO UPDATE SET "n" = "user_freeze_end_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_freeze_ends_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_freeze_ends_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_freeze_ends_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_freeze_ends_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_freeze_ends_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_freeze_ends_apply"();
--> statement-breakpoint
INSERT INTO "user_freeze_end_counts" ("end_hour", "sex", "n")
SELECT freeze_end_hour(frozen_until), CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, count(*)
FROM "users" WHERE frozen_until IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
-- The users whose freeze ends in a given hour, with what the count needs beside it (index-only).
CREATE INDEX "users_freeze_end_hour_idx" ON "users" USING btree (freeze_end_hour("frozen_until")) INCLUDE ("frozen_until", "sex")
  WHERE "frozen_until" IS NOT NULL;
