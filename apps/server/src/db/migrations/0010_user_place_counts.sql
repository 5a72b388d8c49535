CREATE TABLE "user_place_counts" (
	"province" varchar(32) NOT NULL,
	"city" varchar(32) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_place_counts_province_city_pk" PRIMARY KEY("province","city")
);
--> statement-breakpoint
-- The users trigger keeps both counters: per sex, and per registration place.
CREATE OR REPLACE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" ("sex", "n")
    SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
    INSERT INTO "user_place_counts" ("province", "city", "n")
    SELECT province, city, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("province", "city") DO UPDATE SET "n" = "user_place_counts"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "user_counts" ("sex", "n")
    SELECT sex, sum(delta) FROM (
      SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END AS sex, 1 AS delta FROM new_rows
      UNION ALL
      SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -1 FROM old_rows
    ) changes GROUP BY sex HAVING sum(delta) <> 0 ORDER BY sex
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
    INSERT INTO "user_place_counts" ("province", "city", "n")
    SELECT province, city, sum(delta) FROM (
      SELECT province, city, 1 AS delta FROM new_rows
      UNION ALL
      SELECT province, city, -1 FROM old_rows
    ) changes GROUP BY province, city HAVING sum(delta) <> 0 ORDER BY province, city
    ON CONFLICT ("province", "city") DO UPDATE SET "n" = "user_place_counts"."n" + excluded."n";
  ELSE
    INSERT INTO "user_counts" ("sex", "n")
    SELECT CASE WHEN sex IN (1, 2) THEN sex ELSE 0 END, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("sex") DO UPDATE SET "n" = "user_counts"."n" + excluded."n";
    INSERT INTO "user_place_counts" ("province", "city", "n")
    SELECT province, city, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("province", "city") DO UPDATE SET "n" = "user_place_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "user_place_counts" ("province", "city", "n") SELECT province, city, count(*) FROM "users" GROUP BY 1, 2;
