CREATE TABLE "operation_log_counts" (
	"day" date NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"action" varchar(32) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "operation_log_counts_day_operator_name_action_pk" PRIMARY KEY("day","operator_name","action")
);
--> statement-breakpoint
CREATE FUNCTION "operation_log_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "operation_log_counts" ("day", "operator_name", "action", "n")
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, operator_name, action, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "operator_name", "action") DO UPDATE SET "n" = "operation_log_counts"."n" + excluded."n";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operation_logs_counts" AFTER INSERT ON "operation_logs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "operation_log_counts_apply"();--> statement-breakpoint
INSERT INTO "operation_log_counts" ("day", "operator_name", "action", "n")
SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, operator_name, action, count(*) FROM "operation_logs" GROUP BY 1, 2, 3;
