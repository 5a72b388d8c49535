-- Issue 16: a browser's full user-agent (100–300 characters) fits in a login's equipment.
ALTER TABLE "login_logs" ALTER COLUMN "equipment" SET DATA TYPE varchar(512);--> statement-breakpoint
ALTER TABLE "login_logs" ALTER COLUMN "equipment" SET DEFAULT '';