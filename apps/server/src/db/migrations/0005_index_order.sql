-- Ascending indexes read backwards serve ORDER BY … DESC; the DESC NULLS LAST ones drizzle wrote did not match
-- PostgreSQL's default DESC NULLS FIRST, so the planner sorted instead of walking them.
DROP INDEX "comments_post_idx";--> statement-breakpoint
DROP INDEX "comments_video_idx";--> statement-breakpoint
DROP INDEX "operation_logs_created_idx";--> statement-breakpoint
DROP INDEX "operation_logs_operator_name_idx";--> statement-breakpoint
DROP INDEX "operation_logs_target_idx";--> statement-breakpoint
DROP INDEX "operation_logs_action_idx";--> statement-breakpoint
DROP INDEX "login_logs_user_time_idx";--> statement-breakpoint
DROP INDEX "user_freezes_user_idx";--> statement-breakpoint
DROP INDEX "users_last_active_desc_idx";--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","id") WHERE "comments"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_video_idx" ON "comments" USING btree ("video_id","id") WHERE "comments"."video_id" is not null;--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_operator_name_idx" ON "operation_logs" USING btree ("operator_name","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_target_idx" ON "operation_logs" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operation_logs_action_idx" ON "operation_logs" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "login_logs_user_time_idx" ON "login_logs" USING btree ("user_id","logged_at","id");--> statement-breakpoint
CREATE INDEX "user_freezes_user_idx" ON "user_freezes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_active_desc_idx" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id" DESC NULLS FIRST);