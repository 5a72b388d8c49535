-- The nickname index holds the same substrings of one to three characters as the per-gram counters,
-- so a long search term narrows by its rarest three characters (one short posting list) instead of
-- intersecting the long lists of every pair it holds.
DROP INDEX "users_nickname_grams_idx";--> statement-breakpoint
CREATE INDEX "users_nickname_grams_idx" ON "users" USING gin (nickname_counted_grams("nickname"));--> statement-breakpoint
DROP FUNCTION "nickname_query_grams"(text);--> statement-breakpoint
DROP FUNCTION "nickname_grams"(text);
