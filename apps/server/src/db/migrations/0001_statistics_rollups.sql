CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"times" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "stats_daily_day_sex_parity_type_pk" PRIMARY KEY("day","sex","parity","type")
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_dirty_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"times" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "stats_hourly_hour_sex_parity_type_pk" PRIMARY KEY("hour","sex","parity","type")
);
--> statement-breakpoint
CREATE TABLE "stats_retention" (
	"cohort_day" date NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"day_offset" smallint NOT NULL,
	"retained" integer NOT NULL,
	CONSTRAINT "stats_retention_cohort_day_sex_parity_day_offset_pk" PRIMARY KEY("cohort_day","sex","parity","day_offset")
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
-- Events stored before this migration take their user's current sex; new ones get it at ingestion.
ALTER TABLE "activity_events" ADD COLUMN "sex" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "activity_events" e SET "sex" = u."sex" FROM "users" u WHERE u."id" = e."user_id" AND u."sex" IN (1, 2);--> statement-breakpoint
ALTER TABLE "activity_events" ALTER COLUMN "sex" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "activity_events_register_idx" ON "activity_events" USING btree ("occurred_at") WHERE type = 'register';--> statement-breakpoint
-- Every day that already has events gets its roll-ups built on the first run.
INSERT INTO "stats_dirty_days" ("day") SELECT DISTINCT ("occurred_at" AT TIME ZONE 'Asia/Shanghai')::date FROM "activity_events";--> statement-breakpoint
INSERT INTO "stats_rollup_state" ("id", "refreshed_at") VALUES (1, NULL);--> statement-breakpoint
-- The event table is append-only: statistics are recomputed from it, so no row may change or vanish.
CREATE FUNCTION "activity_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_events_no_update_delete" BEFORE UPDATE OR DELETE ON "activity_events"
  FOR EACH ROW EXECUTE FUNCTION "activity_events_append_only"();
