CREATE TABLE "content_counts" (
	"kind" smallint NOT NULL,
	"day" date NOT NULL,
	"state" smallint NOT NULL,
	"reported" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "content_counts_kind_day_state_reported_pk" PRIMARY KEY("kind","day","state","reported")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"sex" smallint PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_last_active_idx";--> statement-breakpoint
DROP INDEX "posts_state_created_idx";--> statement-breakpoint
DROP INDEX "posts_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_like_idx";--> statement-breakpoint
DROP INDEX "posts_comment_idx";--> statement-breakpoint
DROP INDEX "posts_forward_idx";--> statement-breakpoint
DROP INDEX "posts_reported_idx";--> statement-breakpoint
DROP INDEX "videos_state_created_idx";--> statement-breakpoint
DROP INDEX "videos_user_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "posts_reported_created_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."deleted_at" is null and "posts"."report_count" > 0;--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id") INCLUDE ("state","report_count") WHERE "videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_last_active_desc_idx" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_last_active_asc_idx" ON "users" USING btree ("last_active_at","id");--> statement-breakpoint
CREATE INDEX "posts_state_created_idx" ON "posts" USING btree ("state","created_at","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id") INCLUDE ("state","report_count") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_like_idx" ON "posts" USING btree ("like_count","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_comment_idx" ON "posts" USING btree ("comment_count","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_forward_idx" ON "posts" USING btree ("forward_count","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_reported_idx" ON "posts" USING btree ("report_count","id") WHERE "posts"."deleted_at" is null and "posts"."report_count" > 0;--> statement-breakpoint
CREATE INDEX "videos_state_created_idx" ON "videos" USING btree ("state","created_at","id") WHERE "videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "videos_user_created_idx" ON "videos" USING btree ("user_id","created_at","id") WHERE "videos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- Counters follow every insert, update and delete of posts, videos and users. Each statement's
-- changes are summed first and applied in key order, so concurrent writers take the counter rows'
-- locks in the same order (no deadlocks) and a batch of 500 decisions touches each counter once.
CREATE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content_kind smallint := TG_ARGV[0]::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, day, state, reported, sum(delta) FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, state, report_count > 0 AS reported, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, 1 FROM new_rows WHERE deleted_at IS NULL
    ) changes GROUP BY day, state, reported HAVING sum(delta) <> 0 ORDER BY day, state, reported
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_counts_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(1);--> statement-breakpoint
CREATE TRIGGER "posts_counts_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(1);--> statement-breakpoint
CREATE TRIGGER "posts_counts_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(1);--> statement-breakpoint
CREATE TRIGGER "videos_counts_insert" AFTER INSERT ON "videos" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(2);--> statement-breakpoint
CREATE TRIGGER "videos_counts_update" AFTER UPDATE ON "videos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(2);--> statement-breakpoint
CREATE TRIGGER "videos_counts_delete" AFTER DELETE ON "videos" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_counts_apply"(2);--> statement-breakpoint
INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
SELECT 1, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, count(*) FROM "posts" WHERE deleted_at IS NULL GROUP BY 2, 3, 4
UNION ALL
SELECT 2, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, count(*) FROM "videos" WHERE deleted_at IS NULL GROUP BY 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" ("sex", "n")
    SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "user_counts" ("sex", "n")
    SELECT sex, sum(delta) FROM (
      SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END AS sex, 1 AS delta FROM new_rows
      UNION ALL
      SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -1 FROM old_rows
    ) changes GROUP BY sex HAVING sum(delta) <> 0 ORDER BY sex
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "user_counts" ("sex", "n")
    SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
INSERT INTO "user_counts" ("sex", "n")
SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, count(*) FROM "users" GROUP BY 1;
