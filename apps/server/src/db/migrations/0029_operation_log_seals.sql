CREATE TABLE "operation_log_seals" (
	"chain_seq" bigint PRIMARY KEY NOT NULL,
	"mac" char(64) NOT NULL
);
--> statement-breakpoint
-- Seals are written once, like the rows they seal.
CREATE FUNCTION "operation_log_seals_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operation_log_seals is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operation_log_seals_no_update_delete" BEFORE UPDATE OR DELETE ON "operation_log_seals"
  FOR EACH ROW EXECUTE FUNCTION "operation_log_seals_append_only"();--> statement-breakpoint
CREATE TRIGGER "operation_log_seals_no_truncate" BEFORE TRUNCATE ON "operation_log_seals"
  FOR EACH STATEMENT EXECUTE FUNCTION "operation_log_seals_append_only"();
