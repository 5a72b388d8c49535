CREATE TABLE "user_id_blocks" (
	"block" bigint PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Users per block of 1,024 ids. Ids never change in practice, but an update that moved one would
-- still be counted: the old rows' blocks lose what the new rows' blocks gain.
CREATE FUNCTION "user_id_blocks_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_id_blocks" ("block", "n")
    SELECT id >> 10, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("block") DO UPDATE SET "n" = "user_id_blocks"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "user_id_blocks" ("block", "n")
    SELECT block, sum(delta) FROM (
      SELECT id >> 10 AS block, 1 AS delta FROM new_rows
      UNION ALL
      SELECT id >> 10, -1 FROM old_rows
    ) changes GROUP BY block HAVING sum(delta) <> 0 ORDER BY block
    ON CONFLICT ("block") DO UPDATE SET "n" = "user_id_blocks"."n" + excluded."n";
  ELSE
    INSERT INTO "user_id_blocks" ("block", "n")
    SELECT id >> 10, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("block") DO UPDATE SET "n" = "user_id_blocks"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_id_blocks_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_id_blocks_apply"();--> statement-breakpoint
CREATE TRIGGER "users_id_blocks_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_id_blocks_apply"();--> statement-breakpoint
CREATE TRIGGER "users_id_blocks_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_id_blocks_apply"();--> statement-breakpoint
INSERT INTO "user_id_blocks" ("block", "n") SELECT id >> 10, count(*) FROM "users" GROUP BY 1;--> statement-breakpoint
-- The 冻结 list in id order and its totals (also per sex) read the freeze horizon and the sex from
-- one partial index (index-only) instead of visiting each ever-frozen user's row. The plain index on
-- frozen_until goes: with its poor estimates the planner preferred it and sorted every frozen user.
DROP INDEX IF EXISTS "users_frozen_until_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_frozen_id_idx";--> statement-breakpoint
CREATE INDEX "users_frozen_id_idx" ON "users" USING btree ("id") INCLUDE ("frozen_until", "sex") WHERE "users"."frozen_until" is not null;
