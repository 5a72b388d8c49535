CREATE TABLE "review_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(64) NOT NULL,
	"target_kind" smallint NOT NULL,
	"target_id" bigint NOT NULL,
	"action" varchar(8) NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"shown_at" timestamp with time zone,
	"item_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_decisions_kind_check" CHECK ("review_decisions"."target_kind" in (1, 2)),
	CONSTRAINT "review_decisions_action_check" CHECK ("review_decisions"."action" in ('pass', 'reject', 'revoke'))
);
--> statement-breakpoint
CREATE TABLE "review_leases" (
	"target_kind" smallint NOT NULL,
	"target_id" bigint NOT NULL,
	"operator_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_leases_target_kind_target_id_pk" PRIMARY KEY("target_kind","target_id"),
	CONSTRAINT "review_leases_kind_check" CHECK ("review_leases"."target_kind" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_leases" ADD CONSTRAINT "review_leases_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_decisions_decided_idx" ON "review_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "review_decisions_operator_idx" ON "review_decisions" USING btree ("operator_id","decided_at");--> statement-breakpoint
CREATE INDEX "review_leases_operator_idx" ON "review_leases" USING btree ("operator_id","target_kind");--> statement-breakpoint
-- 审核效率's facts of the operators' review decisions recorded in the operation log with log positions in
-- (after_seq, through_seq] (through_seq null: to the end), one per log row of post/video pass, reject and
-- revoke (before.state → after.state), in chain order; rows whose item no longer exists are skipped, and
-- shown_at stays unknown. Used below for the decisions made before this table, and by the demo seed and the
-- benchmark generator for the decision log rows they write (modules/review-throughput/decision-facts.repository.ts).
CREATE FUNCTION "review_decisions_from_log"("after_seq" bigint, "through_seq" bigint) RETURNS integer LANGUAGE sql AS $$
  WITH "added" AS (
    INSERT INTO "review_decisions" ("decided_at", "operator_id", "operator_name", "target_kind", "target_id", "action", "from_state", "to_state", "shown_at", "item_created_at")
    SELECT l."created_at", l."operator_id", l."operator_name", k."kind", x."id", k."decision",
           (l."before" ->> 'state')::smallint, (l."after" ->> 'state')::smallint, NULL, coalesce(p."created_at", v."created_at")
    FROM "operation_logs" l
    JOIN (VALUES ('post.pass', 1, 'pass'), ('post.reject', 1, 'reject'), ('post.revoke', 1, 'revoke'),
                 ('video.pass', 2, 'pass'), ('video.reject', 2, 'reject'), ('video.revoke', 2, 'revoke'))
      AS k("log_action", "kind", "decision") ON k."log_action" = l."action"
    CROSS JOIN LATERAL (SELECT CASE WHEN l."target_id" ~ '^[0-9]{1,18}$' THEN l."target_id"::bigint END AS "id") x
    LEFT JOIN "posts" p ON k."kind" = 1 AND p."id" = x."id"
    LEFT JOIN "videos" v ON k."kind" = 2 AND v."id" = x."id"
    WHERE l."chain_seq" > "after_seq" AND ("through_seq" IS NULL OR l."chain_seq" <= "through_seq")
      AND l."before" ->> 'state' IN ('1', '2', '3', '4', '5', '6') AND l."after" ->> 'state' IN ('1', '2', '3', '4', '5', '6')
      AND coalesce(p."created_at", v."created_at") IS NOT NULL
    ORDER BY l."chain_seq"
    RETURNING 1
  )
  SELECT count(*)::integer FROM "added"
$$;--> statement-breakpoint
SELECT "review_decisions_from_log"(0, NULL);
