-- The workbench (issue 15). Per hour, the users whose first event of the day falls in it: summed over a
-- day's hours up to H it is the DAU through H, exactly (distinct people do not add up hour by hour).
ALTER TABLE "stats_hourly" ADD COLUMN "first_seen_people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- 今日冻结: the day's freezes and their users from the index alone.
CREATE INDEX "user_freezes_created_idx" ON "user_freezes" USING btree ("created_at","user_id");--> statement-breakpoint
-- Every rolled-up day is rebuilt once (newest first, a bounded batch per run) so the new column holds
-- its figure for past hours too, as migration 0007 did for the wide roll-ups.
INSERT INTO "stats_dirty_days" ("day") SELECT DISTINCT "day" FROM "stats_daily";
