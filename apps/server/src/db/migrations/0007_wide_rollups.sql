-- Roll-ups become one wide row per day (or hour, or cohort) x sex x parity, ten times fewer rows
-- for a year's figures. They are derived data: dropped, recreated, and rebuilt by the next roll-up.
DROP TABLE "stats_daily" CASCADE;--> statement-breakpoint
DROP TABLE "stats_hourly" CASCADE;--> statement-breakpoint
DROP TABLE "stats_retention" CASCADE;--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"any_times" integer DEFAULT 0 NOT NULL,
	"any_people" integer DEFAULT 0 NOT NULL,
	"activate_times" integer DEFAULT 0 NOT NULL,
	"activate_people" integer DEFAULT 0 NOT NULL,
	"register_times" integer DEFAULT 0 NOT NULL,
	"register_people" integer DEFAULT 0 NOT NULL,
	"login_times" integer DEFAULT 0 NOT NULL,
	"login_people" integer DEFAULT 0 NOT NULL,
	"recommend_times" integer DEFAULT 0 NOT NULL,
	"recommend_people" integer DEFAULT 0 NOT NULL,
	"message_times" integer DEFAULT 0 NOT NULL,
	"message_people" integer DEFAULT 0 NOT NULL,
	"video_times" integer DEFAULT 0 NOT NULL,
	"video_people" integer DEFAULT 0 NOT NULL,
	"publish_times" integer DEFAULT 0 NOT NULL,
	"publish_people" integer DEFAULT 0 NOT NULL,
	"like_times" integer DEFAULT 0 NOT NULL,
	"like_people" integer DEFAULT 0 NOT NULL,
	"comment_times" integer DEFAULT 0 NOT NULL,
	"comment_people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_day_sex_parity_pk" PRIMARY KEY("day","sex","parity")
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"any_times" integer DEFAULT 0 NOT NULL,
	"any_people" integer DEFAULT 0 NOT NULL,
	"activate_times" integer DEFAULT 0 NOT NULL,
	"activate_people" integer DEFAULT 0 NOT NULL,
	"register_times" integer DEFAULT 0 NOT NULL,
	"register_people" integer DEFAULT 0 NOT NULL,
	"login_times" integer DEFAULT 0 NOT NULL,
	"login_people" integer DEFAULT 0 NOT NULL,
	"recommend_times" integer DEFAULT 0 NOT NULL,
	"recommend_people" integer DEFAULT 0 NOT NULL,
	"message_times" integer DEFAULT 0 NOT NULL,
	"message_people" integer DEFAULT 0 NOT NULL,
	"video_times" integer DEFAULT 0 NOT NULL,
	"video_people" integer DEFAULT 0 NOT NULL,
	"publish_times" integer DEFAULT 0 NOT NULL,
	"publish_people" integer DEFAULT 0 NOT NULL,
	"like_times" integer DEFAULT 0 NOT NULL,
	"like_people" integer DEFAULT 0 NOT NULL,
	"comment_times" integer DEFAULT 0 NOT NULL,
	"comment_people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_hourly_hour_sex_parity_pk" PRIMARY KEY("hour","sex","parity")
);
--> statement-breakpoint
CREATE TABLE "stats_retention" (
	"cohort_day" date NOT NULL,
	"sex" smallint NOT NULL,
	"parity" smallint NOT NULL,
	"cohort_size" integer DEFAULT 0 NOT NULL,
	"after_1" integer DEFAULT 0 NOT NULL,
	"after_2" integer DEFAULT 0 NOT NULL,
	"after_3" integer DEFAULT 0 NOT NULL,
	"after_4" integer DEFAULT 0 NOT NULL,
	"after_5" integer DEFAULT 0 NOT NULL,
	"after_6" integer DEFAULT 0 NOT NULL,
	"after_7" integer DEFAULT 0 NOT NULL,
	"after_30" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_retention_cohort_day_sex_parity_pk" PRIMARY KEY("cohort_day","sex","parity")
);
--> statement-breakpoint
INSERT INTO "stats_dirty_days" ("day") SELECT DISTINCT ("occurred_at" AT TIME ZONE 'Asia/Shanghai')::date FROM "activity_events";
