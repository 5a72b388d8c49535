CREATE TABLE "stats_pending_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_pending_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_ids" bigint[] NOT NULL,
	"user_ids" bigint[] NOT NULL,
	"sexes" smallint[] NOT NULL,
	"types" text[] NOT NULL,
	"occurred_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_user_days" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"sex" smallint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_id" bigint NOT NULL,
	"hours" integer[] NOT NULL,
	CONSTRAINT "stats_user_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
-- Incremental roll-ups (ADR 0019). Every day with events is rebuilt once from its raw events (newest
-- first, a bounded batch per run), which also fills stats_user_days; events arriving from now on are
-- folded in through stats_pending_events. Dirty-day markers written by ingestion before this
-- migration are covered by this rebuild.
INSERT INTO "stats_dirty_days" ("day") SELECT DISTINCT ("occurred_at" AT TIME ZONE 'Asia/Shanghai')::date FROM "activity_events";
