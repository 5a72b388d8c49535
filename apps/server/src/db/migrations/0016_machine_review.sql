CREATE TABLE "image_blocklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_blocklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hash" bigint NOT NULL,
	"image_url" text NOT NULL,
	"category" varchar(8) NOT NULL,
	"source_type" varchar(8),
	"source_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_hashes" (
	"url" text PRIMARY KEY NOT NULL,
	"hash" bigint,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_config" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"detectors" jsonb NOT NULL,
	"url_allow_list" jsonb NOT NULL,
	"starter_loaded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_daily" (
	"day" date NOT NULL,
	"verdict" varchar(8) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "screening_daily_day_verdict_pk" PRIMARY KEY("day","verdict")
);
--> statement-breakpoint
CREATE TABLE "screening_daily_hits" (
	"day" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"category" varchar(8) NOT NULL,
	"word" varchar(128) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "screening_daily_hits_day_kind_category_word_pk" PRIMARY KEY("day","kind","category","word")
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" varchar(32) NOT NULL,
	"normalized" varchar(128) NOT NULL,
	"category" varchar(8) NOT NULL,
	"action" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "machine_review" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "machine_review" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "image_blocklist_hash_idx" ON "image_blocklist" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "image_blocklist_created_idx" ON "image_blocklist" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_normalized_idx" ON "sensitive_words" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "sensitive_words_updated_idx" ON "sensitive_words" USING btree ("updated_at","id");--> statement-breakpoint
INSERT INTO "screening_config" ("id", "version", "detectors", "url_allow_list")
VALUES (1, 1, '{"mobile": "review", "wechat": "review", "qq": "review", "url": "review"}', '[]');--> statement-breakpoint
-- Every change of the lexicon or the image blocklist raises the version the screening workers watch,
-- in the changing transaction (settings raise it themselves): each worker rebuilds on the next look.
CREATE FUNCTION "screening_config_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "screening_config" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sensitive_words_bump" AFTER INSERT OR UPDATE OR DELETE ON "sensitive_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "screening_config_bump"();--> statement-breakpoint
CREATE TRIGGER "image_blocklist_bump" AFTER INSERT OR UPDATE OR DELETE ON "image_blocklist"
  FOR EACH STATEMENT EXECUTE FUNCTION "screening_config_bump"();
