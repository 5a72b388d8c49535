CREATE TABLE "freeze_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"people" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_freeze_days" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "user_freeze_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
DROP INDEX "user_freezes_created_idx";
--> statement-breakpoint
-- The workbench's 今日冻结 (distinct users frozen today) read 9,923 index entries and de-duplicated them on
-- every call at full scale (~4 ms). The markers now follow user_freezes: an inserted freeze adds its
-- (day, user) marker, and only a marker that is new counts, so a user frozen twice in a day counts once
-- (two transactions freezing one user at once: the second waits on the first's marker, then finds it).
-- A freeze deleted or moved to another day or user (only a reseed or a repair does that) takes its
-- marker away when no other freeze of that user remains on that day. Such a delete racing a new freeze
-- of the same user and day could take away the marker the new freeze found (READ COMMITTED); reseeds and
-- repairs run alone, and the app itself never deletes or moves a freeze.
-- Takes the markers of these (day, user) pairs away where no freeze of that user remains on that day.
CREATE FUNCTION "freeze_days_release"(days date[], user_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM "user_freeze_days" d USING unnest(days, user_ids) AS l(day, user_id)
    WHERE d.day = l.day AND d.user_id = l.user_id
      AND NOT EXISTS (
        SELECT 1 FROM "user_freezes" f
        WHERE f.user_id = l.user_id
          AND f.created_at >= (l.day::timestamp AT TIME ZONE 'Asia/Shanghai')
          AND f.created_at < ((l.day + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'))
    RETURNING d.day
  )
  INSERT INTO "freeze_day_counts" ("day", "people")
  SELECT "day", -count(*) FROM gone GROUP BY "day" ORDER BY "day"
  ON CONFLICT ("day") DO UPDATE SET "people" = "freeze_day_counts"."people" + excluded."people";
$$;
--> statement-breakpoint
CREATE FUNCTION "freeze_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "freeze_days_release"(array_agg(day), array_agg(user_id))
    FROM (SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, user_id FROM old_rows) o;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Only rows moved to another day or user (a thaw or an expiry record changes neither).
    PERFORM "freeze_days_release"(array_agg(day), array_agg(user_id))
    FROM (SELECT DISTINCT (o.created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, o.user_id FROM old_rows o
          JOIN new_rows n ON n.id = o.id WHERE n.created_at <> o.created_at OR n.user_id <> o.user_id) o;
  END IF;
  WITH fresh AS (
    INSERT INTO "user_freeze_days" ("day", "user_id")
    SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Shanghai')::date, user_id FROM new_rows ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING "day"
  )
  INSERT INTO "freeze_day_counts" ("day", "people")
  SELECT "day", count(*) FROM fresh GROUP BY "day" ORDER BY "day"
  ON CONFLICT ("day") DO UPDATE SET "people" = "freeze_day_counts"."people" + excluded."people";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_freezes_days_insert" AFTER INSERT ON "user_freezes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "freeze_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_freezes_days_update" AFTER UPDATE ON "user_freezes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "freeze_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_freezes_days_delete" AFTER DELETE ON "user_freezes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "freeze_days_apply"();
--> statement-breakpoint
INSERT INTO "user_freeze_days" ("day", "user_id")
SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Shanghai')::date, user_id FROM "user_freezes" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "freeze_day_counts" ("day", "people")
SELECT "day", count(*) FROM "user_freeze_days" GROUP BY "day";
