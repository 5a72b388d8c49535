CREATE TABLE "content_month_counts" (
	"kind" smallint NOT NULL,
	"month" date NOT NULL,
	"state" smallint NOT NULL,
	"reported" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "content_month_counts_kind_month_state_reported_pk" PRIMARY KEY("kind","month","state","reported")
);
--> statement-breakpoint
-- The list totals with no date filter summed content_counts over every day of every state (3,650 rows a
-- year for posts: ~0.6 ms of PostgreSQL on every 动态管理 and 审核 page, the largest part of it). The same
-- counts per month let such a total read about 130 rows; a date range reads its whole months here, the
-- whole days at its ends from content_counts, and the partial days from the table.
-- The trigger keeps both: the day rows first, then the month rows, each statement's changes summed and
-- applied in key order, so concurrent writers take the counter rows' locks in the same order. A month
-- row is locked by the same writers as the day rows of its recent days: intake and the machine review
-- (today's items), decisions on the oldest waiting items; writers on different days of one month now
-- also meet on it, each holding it only from its statement to its commit.
-- Writers to posts and videos wait until this migration commits, so none counts with the old function
-- after the month rows were filled from the day rows.
LOCK TABLE "posts", "videos" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  content_kind smallint := TG_ARGV[0]::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "n")
    SELECT content_kind, date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "month", "state", "reported") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, day, state, reported, sum(delta) FROM (
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date AS day, state, report_count > 0 AS reported, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, 1 FROM new_rows WHERE deleted_at IS NULL
    ) changes GROUP BY day, state, reported HAVING sum(delta) <> 0 ORDER BY day, state, reported
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "n")
    SELECT content_kind, month, state, reported, sum(delta) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date AS month, state, report_count > 0 AS reported, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, 1 FROM new_rows WHERE deleted_at IS NULL
    ) changes GROUP BY month, state, reported HAVING sum(delta) <> 0 ORDER BY month, state, reported
    ON CONFLICT ("kind", "month", "state", "reported") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "content_counts" ("kind", "day", "state", "reported", "n")
    SELECT content_kind, (created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "day", "state", "reported") DO UPDATE SET "n" = "content_counts"."n" + excluded."n";
    INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "n")
    SELECT content_kind, date_trunc('month', created_at AT TIME ZONE 'Asia/Shanghai')::date, state, report_count > 0, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
    ON CONFLICT ("kind", "month", "state", "reported") DO UPDATE SET "n" = "content_month_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Filled from the day counts in the same transaction as the trigger's change.
INSERT INTO "content_month_counts" ("kind", "month", "state", "reported", "n")
SELECT "kind", date_trunc('month', "day")::date, "state", "reported", sum("n") FROM "content_counts"
GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0;
