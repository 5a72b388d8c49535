CREATE TABLE "operation_log_operators" (
	"name" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operation_log_counts_operator_idx" ON "operation_log_counts" USING btree ("operator_name","day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "operation_log_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "operation_log_counts" ("day", "operator_name", "action", "n")
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, operator_name, action, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "operator_name", "action") DO UPDATE SET "n" = "operation_log_counts"."n" + excluded."n";
  INSERT INTO "operation_log_operators" ("name")
  SELECT DISTINCT operator_name FROM new_rows ORDER BY 1
  ON CONFLICT ("name") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "operation_log_operators" ("name") SELECT DISTINCT "operator_name" FROM "operation_log_counts";
