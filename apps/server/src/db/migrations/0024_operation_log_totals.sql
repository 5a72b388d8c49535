CREATE TABLE "operation_log_totals" (
	"operator_name" varchar(64) NOT NULL,
	"action" varchar(32) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "operation_log_totals_operator_name_action_pk" PRIMARY KEY("operator_name","action")
);
--> statement-breakpoint
-- The log is append-only, so the all-time totals are the per-day counts summed once, then kept by the trigger.
LOCK TABLE "operation_logs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "operation_log_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "operation_log_counts" ("day", "operator_name", "action", "n")
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, operator_name, action, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "operator_name", "action") DO UPDATE SET "n" = "operation_log_counts"."n" + excluded."n";
  INSERT INTO "operation_log_totals" ("operator_name", "action", "n")
  SELECT operator_name, action, count(*)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("operator_name", "action") DO UPDATE SET "n" = "operation_log_totals"."n" + excluded."n";
  INSERT INTO "operation_log_operators" ("name")
  SELECT DISTINCT operator_name FROM new_rows ORDER BY 1
  ON CONFLICT ("name") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "operation_log_totals" ("operator_name", "action", "n")
SELECT "operator_name", "action", sum("n") FROM "operation_log_counts" GROUP BY 1, 2;
