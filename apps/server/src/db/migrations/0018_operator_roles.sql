CREATE TABLE "operator_recovery_codes" (
	"operator_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_codes_operator_id_code_hash_pk" PRIMARY KEY("operator_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role" varchar(16) DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("role" IN ('admin', 'moderator', 'analyst', 'auditor'));--> statement-breakpoint
-- Operators from before roles keep everything they could do (admin, the column default) and their last login.
UPDATE "operators" AS o SET "last_login_at" = s."created_at", "last_login_ip" = s."ip"
FROM (SELECT DISTINCT ON ("operator_id") "operator_id", "created_at", "ip" FROM "sessions" ORDER BY "operator_id", "created_at" DESC) AS s
WHERE s."operator_id" = o."id";
