ALTER TABLE "nickname_gram_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A long nickname term (more than three characters) has no counter: its matches were read from the heap,
-- candidate by candidate, on every page (勇敢的鲸鱼: 5,939 rows, ~10 ms of PostgreSQL at full scale). Each
-- process now remembers a term's matching ids under the version of the term's rarest gram (ADR 0023).
-- A user enters or leaves a term's matches only when a nickname holding the term, and so each of its
-- grams, is added, removed or changed; so every such statement moves the version of every gram of the
-- nicknames involved, before and after, even where the count stays the same (a rename that keeps the
-- grams but splits the term). The rows and the lock order are those the counts already took.
CREATE OR REPLACE FUNCTION "nickname_gram_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "nickname_gram_counts" ("gram", "n", "version")
    SELECT g, count(*), 1 FROM new_rows, unnest(nickname_counted_grams(nickname)) g GROUP BY g ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n", "version" = "nickname_gram_counts"."version" + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "nickname_gram_counts" ("gram", "n", "version")
    SELECT g, sum(delta), 1 FROM (
      SELECT g, 1 AS delta
      FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(nickname_counted_grams(n.nickname)) g
      WHERE n.nickname IS DISTINCT FROM o.nickname
      UNION ALL
      SELECT g, -1
      FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(nickname_counted_grams(o.nickname)) g
      WHERE n.nickname IS DISTINCT FROM o.nickname
    ) changes GROUP BY g ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n", "version" = "nickname_gram_counts"."version" + 1;
  ELSE
    INSERT INTO "nickname_gram_counts" ("gram", "n", "version")
    SELECT g, -count(*), 1 FROM old_rows, unnest(nickname_counted_grams(nickname)) g GROUP BY g ORDER BY g
    ON CONFLICT ("gram") DO UPDATE SET "n" = "nickname_gram_counts"."n" + excluded."n", "version" = "nickname_gram_counts"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
