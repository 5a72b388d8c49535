CREATE TABLE "outbox_counts" (
	"status" varchar(16) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(40) NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"subject_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_from" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_owner" uuid,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	CONSTRAINT "outbox_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_feed_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"last_cursor" bigint
);
--> statement-breakpoint
CREATE TABLE "outbox_head" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" integer,
	"error" text,
	"response_excerpt" text
);
--> statement-breakpoint
CREATE TABLE "webhook_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "source_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_freezes" ADD COLUMN "expiry_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "source_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_seq_outbox_events_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."outbox_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("next_attempt_at","seq") WHERE "outbox_events"."delivered_at" is null and "outbox_events"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_subject_waiting_idx" ON "outbox_events" USING btree ("subject_type","subject_id","seq") WHERE "outbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_waiting_idx" ON "outbox_events" USING btree ("seq") WHERE "outbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_subject_idx" ON "outbox_events" USING btree ("subject_type","subject_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_attempts_seq_idx" ON "webhook_attempts" USING btree ("seq","id");--> statement-breakpoint
CREATE INDEX "user_freezes_expiring_idx" ON "user_freezes" USING btree ("expires_at","id") WHERE "user_freezes"."expires_at" is not null and "user_freezes"."thawed_at" is null and "user_freezes"."expiry_recorded_at" is null;--> statement-breakpoint
INSERT INTO "outbox_head" ("id", "last_seq") VALUES (1, 0);--> statement-breakpoint
INSERT INTO "outbox_feed_state" ("id", "pruned_through") VALUES (1, 0);--> statement-breakpoint
INSERT INTO "outbox_counts" ("status", "n") VALUES ('pending', 0), ('retrying', 0), ('failed', 0), ('delivered', 0);--> statement-breakpoint
-- Sequences in commit order: each insert takes the head row's lock and holds it until its transaction
-- ends, so a later sequence never commits before an earlier one and a rolled-back one is handed out
-- again (no gaps). Every decision transaction also locks the operation-log chain head, first.
CREATE FUNCTION "outbox_assign_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "outbox_head" SET "last_seq" = "last_seq" + 1 WHERE "id" = 1 RETURNING "last_seq" INTO NEW."seq";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_events_seq" BEFORE INSERT ON "outbox_events"
  FOR EACH ROW EXECUTE FUNCTION "outbox_assign_seq"();--> statement-breakpoint
CREATE FUNCTION "outbox_status"("delivered_at" timestamptz, "failed_at" timestamptz, "attempts" integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN delivered_at IS NOT NULL THEN 'delivered' WHEN failed_at IS NOT NULL THEN 'failed'
              WHEN attempts > 0 THEN 'retrying' ELSE 'pending' END
$$;--> statement-breakpoint
-- Events per delivery status, applied in key order like the other counters (migration 0003).
CREATE FUNCTION "outbox_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "outbox_counts" ("status", "n")
    SELECT outbox_status(delivered_at, failed_at, attempts), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("status") DO UPDATE SET "n" = "outbox_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "outbox_counts" ("status", "n")
    SELECT status, sum(delta) FROM (
      SELECT outbox_status(delivered_at, failed_at, attempts) AS status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT outbox_status(delivered_at, failed_at, attempts), -1 FROM old_rows
    ) changes GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT ("status") DO UPDATE SET "n" = "outbox_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "outbox_counts" ("status", "n")
    SELECT outbox_status(delivered_at, failed_at, attempts), -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("status") DO UPDATE SET "n" = "outbox_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_counts_insert" AFTER INSERT ON "outbox_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "outbox_counts_update" AFTER UPDATE ON "outbox_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "outbox_counts_delete" AFTER DELETE ON "outbox_events" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_counts_apply"();--> statement-breakpoint
-- Freezes that ended before decisions were delivered to the app need no announcement.
UPDATE "user_freezes" SET "expiry_recorded_at" = "expires_at" WHERE "expires_at" <= now() AND "thawed_at" IS NULL;
