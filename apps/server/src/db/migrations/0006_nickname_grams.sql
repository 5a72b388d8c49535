-- Every character and every pair of neighbouring characters of a text, lower-cased: what the
-- nickname index holds, and what a search term must all be found in (one character: itself).
CREATE FUNCTION "nickname_grams"("t" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) i
  ) grams
$$;--> statement-breakpoint
CREATE FUNCTION "nickname_query_grams"("q" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(q) <= 1 THEN ARRAY[lower(q)]
    ELSE ARRAY(SELECT DISTINCT substr(lower(q), i, 2) FROM generate_series(1, char_length(q) - 1) i) END
$$;--> statement-breakpoint
DROP INDEX "users_nickname_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_nickname_grams_idx" ON "users" USING gin (nickname_grams("nickname"));
