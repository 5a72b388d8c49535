ALTER TABLE "screening_config" ADD COLUMN "images_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The image blocklist raises its own version: a worker rebuilds the image matcher alone when only
-- the blocklist changed, and the lexicon matcher alone when only words or settings changed.
CREATE FUNCTION "screening_images_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "screening_config" SET "images_version" = "images_version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "image_blocklist_bump" ON "image_blocklist";--> statement-breakpoint
CREATE TRIGGER "image_blocklist_bump" AFTER INSERT OR UPDATE OR DELETE ON "image_blocklist"
  FOR EACH STATEMENT EXECUTE FUNCTION "screening_images_bump"();
