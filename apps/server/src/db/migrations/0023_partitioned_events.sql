-- Raw activity events partitioned by Asia/Shanghai day (issue 17, ADR 0019): EVENTS_RETENTION_DAYS drops
-- whole days as partitions, and a day's rebuild reads one partition. A unique key of a partitioned
-- table must hold the partition column, so an event is (event_id, occurred_at): a replay carries both.
-- The key leads with the time: new events land at the index's right edge (recent pages stay in memory)
-- instead of at random places of a 20M-entry index, as a random UUID first would.
-- The indexes on occurred_at (a day is a partition now) and on register events (cohorts come from
-- stats_user_days) are gone; (user_id, occurred_at) stays for a user-day that moves between groups.
ALTER TABLE "activity_events" RENAME TO "activity_events_unpartitioned";--> statement-breakpoint
CREATE SEQUENCE "activity_events_id_sequence" AS bigint;--> statement-breakpoint
SELECT setval('activity_events_id_sequence', coalesce((SELECT max("id") FROM "activity_events_unpartitioned"), 0) + 1, false);--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigint DEFAULT nextval('activity_events_id_sequence') NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"sex" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_events_event_key" UNIQUE("occurred_at","event_id"),
	CONSTRAINT "activity_events_type_check" CHECK (type in ('activate', 'register', 'login', 'recommend', 'message', 'video', 'publish', 'like', 'comment'))
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER SEQUENCE "activity_events_id_sequence" OWNED BY "activity_events"."id";--> statement-breakpoint
DO $$
DECLARE d date;
BEGIN
  FOR d IN SELECT DISTINCT ("occurred_at" AT TIME ZONE 'Asia/Shanghai')::date FROM "activity_events_unpartitioned" LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "activity_events" FOR VALUES FROM (%L) TO (%L)',
      'activity_events_p' || to_char(d, 'YYYYMMDD'),
      (d::timestamp AT TIME ZONE 'Asia/Shanghai'), ((d + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'));
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "activity_events" ("id", "event_id", "user_id", "sex", "type", "occurred_at", "received_at")
  SELECT "id", "event_id", "user_id", "sex", "type", "occurred_at", "received_at" FROM "activity_events_unpartitioned";--> statement-breakpoint
DROP TABLE "activity_events_unpartitioned";--> statement-breakpoint
CREATE INDEX "activity_events_user_idx" ON "activity_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
-- The event table stays append-only: statistics are recomputed from it, so no row may change or vanish
-- (retention drops whole partitions, which row triggers do not see).
CREATE TRIGGER "activity_events_no_update_delete" BEFORE UPDATE OR DELETE ON "activity_events"
  FOR EACH ROW EXECUTE FUNCTION "activity_events_append_only"();
--> statement-breakpoint
-- The roll-up lag (issue 17): how long the oldest queued batch has waited.
ALTER TABLE "stats_pending_events" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;
