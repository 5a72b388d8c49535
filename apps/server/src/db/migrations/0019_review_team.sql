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
CREATE INDEX "review_leases_operator_idx" ON "review_leases" USING btree ("operator_id","target_kind");