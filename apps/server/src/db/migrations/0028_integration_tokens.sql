CREATE TABLE "integration_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"last_used_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_hash_idx" ON "integration_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_live_name_idx" ON "integration_tokens" USING btree ("name") WHERE "integration_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "integration_tokens_created_idx" ON "integration_tokens" USING btree ("created_at");