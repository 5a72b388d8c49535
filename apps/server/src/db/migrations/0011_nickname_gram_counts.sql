CREATE TABLE "nickname_gram_counts" (
	"gram" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Every distinct substring of one, two or three characters of a nickname, lower-cased: what the
-- per-gram counters count, so a search term of up to three characters has its total in one row.
CREATE FUNCTION "nickname_counted_grams"("t" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, i, n)), '{}')
  FROM (SELECT lower(t) AS l) lowered, generate_series(1, 3) n, generate_series(1, char_length(l) - n + 1) i
$$;--> statement-breakpoint
-- +1 for every gram of a new or renamed nickname, -1 for every gram of a removed or old one;
-- other updates (freezes, activity) only pay for the join of the two transition tables.
CREATE FUNCTION "nickname_gram_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "nickname_gram_counts" ("gram", "n")
    SELECT g, count(*) FROM new_rows, unnest(nickname_counted_grams(nickname)) g GROUP BY g ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "nickname_gram_counts" ("gram", "n")
    SELECT g, sum(delta) FROM (
      SELECT g, 1 AS delta
      FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(nickname_counted_grams(n.nickname)) g
      WHERE n.nickname IS DISTINCT FROM o.nickname
      UNION ALL
      SELECT g, -1
      FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(nickname_counted_grams(o.nickname)) g
      WHERE n.nickname IS DISTINCT FROM o.nickname
    ) changes GROUP BY g HAVING sum(delta) <> 0 ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "nickname_gram_counts" ("gram", "n")
    SELECT g, -count(*) FROM old_rows, unnest(nickname_counted_grams(nickname)) g GROUP BY g ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_gram_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nickname_gram_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_gram_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nickname_gram_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_gram_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nickname_gram_counts_apply"();--> statement-breakpoint
INSERT INTO "nickname_gram_counts" ("gram", "n")
SELECT g, count(*) FROM "users", unnest(nickname_counted_grams(nickname)) g GROUP BY g;
