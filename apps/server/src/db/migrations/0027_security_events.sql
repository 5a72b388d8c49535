CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"operator_id" bigint,
	"ip" varchar(64) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_events_time_idx" ON "security_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "security_events_kind_time_idx" ON "security_events" USING btree ("kind","occurred_at","id");