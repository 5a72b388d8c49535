-- Every insert of posts or videos by intake and every verdict of the machine review added to the same
-- counter rows (today's day and this month in state 1, and the verdicts' states), each holding their locks from
-- its statement to its commit: with intake at 5,000 posts/s the intake batches and the worker's two lanes queued
-- behind one another on them (sampled: most of their time in Lock:transactionid), and the worker kept only about
-- 2,500 posts/s. Each key is now split over 16 slots; a transaction adds to the slot of its transaction id, so two
-- writers meet on a row only when their ids agree modulo 16 (one time in 16). Readers already sum the rows they
-- read. A periodic job folds the slots of the days before yesterday and the months before the last into slot 0
-- (ADR 0028), so the extra rows are only those of the recent days and months.
-- Writers to posts and videos wait until this migration commits, so none counts with the old function.
LOCK TABLE "posts", "videos" IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "content_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_month_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_counts" DROP CONSTRAINT "content_counts_kind_day_state_reported_pk";--> statement-breakpoint
ALTER TABLE "content_month_counts" DROP CONSTRAINT "content_month_counts_kind_month_state_reported_pk";--> statement-breakpoint
ALTER TABLE "content_counts" ADD CONSTRAINT "content_counts_kind_day_state_reported_slot_pk" PRIMARY KEY("kind","day","state","reported","slot");--> statement-breakpoint
ALTER TABLE "content_month_counts" ADD CONSTRAINT "content_month_counts_kind_month_state_reported_slot_pk" PRIMARY KEY("kind","month","state","reported","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content_kind smallint := TG_ARGV[0]::smallint;
  counter_slot smallint := (txid_current() % 16)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "slot", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, counter_slot, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported", "slot") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "slot", "n")
    SELECT content_kind, date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, counter_slot, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "month", "state", "reported", "slot") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "slot", "n")
    SELECT content_kind, day, state, reported, counter_slot, sum(delta) FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, state, report_count > 0 AS reported, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, 1 FROM new_rows WHERE deleted_at IS NULL
    ) changes GROUP BY day, state, reported HAVING sum(delta) <> 0 ORDER BY day, state, reported
    ON CONFLICT ("kind", "day", "state", "reported", "slot") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "slot", "n")
    SELECT content_kind, month, state, reported, counter_slot, sum(delta) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date AS month, state, report_count > 0 AS reported, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, 1 FROM new_rows WHERE deleted_at IS NULL
    ) changes GROUP BY month, state, reported HAVING sum(delta) <> 0 ORDER BY month, state, reported
    ON CONFLICT ("kind", "month", "state", "reported", "slot") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "slot", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, counter_slot, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported", "slot") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "slot", "n")
    SELECT content_kind, date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, counter_slot, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "month", "state", "reported", "slot") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;
