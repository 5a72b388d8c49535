CREATE TABLE "operation_log_chain" (
	"id" smallint PRIMARY KEY NOT NULL,
	"head_seq" bigint NOT NULL,
	"head_hash" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_logs_chain_seq_idx" ON "operation_logs" USING btree ("chain_seq");--> statement-breakpoint
-- The canonical content of a log row and its predecessor's hash, hashed: jsonb text is canonical
-- (null differs from ''), times are exact microseconds.
CREATE FUNCTION "operation_log_digest"("prev_hash" text, "r" "operation_logs") RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev_hash, r.chain_seq, r.id, r.operator_id, r.operator_name, r.ip,
    (extract(epoch from r.created_at) * 1000000)::bigint, r.action, r.content, r.description,
    r.target_type, r.target_id, r.before, r.after)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
INSERT INTO "operation_log_chain" ("id", "head_seq", "head_hash") VALUES (1, 0, NULL);--> statement-breakpoint
-- Rows written before the chain existed join it in id order.
DO $$
DECLARE
  r "operation_logs";
  prev varchar;
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "operation_logs" ORDER BY "id" LOOP
    n := n + 1;
    r.chain_seq := n;
    prev := "operation_log_digest"(prev, r);
    UPDATE "operation_logs" SET "chain_seq" = n, "hash" = prev WHERE "id" = r.id;
  END LOOP;
  UPDATE "operation_log_chain" SET "head_seq" = n, "head_hash" = prev WHERE "id" = 1;
END;
$$;--> statement-breakpoint
ALTER TABLE "operation_logs" ALTER COLUMN "chain_seq" SET NOT NULL;--> statement-breakpoint
-- Every insert takes the chain head (row lock until commit), so concurrent writers chain one after another.
CREATE FUNCTION "operation_logs_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head "operation_log_chain";
BEGIN
  SELECT * INTO head FROM "operation_log_chain" WHERE "id" = 1 FOR UPDATE;
  NEW.chain_seq := head.head_seq + 1;
  NEW.hash := "operation_log_digest"(head.head_hash, NEW);
  UPDATE "operation_log_chain" SET "head_seq" = NEW.chain_seq, "head_hash" = NEW.hash WHERE "id" = 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operation_logs_chain" BEFORE INSERT ON "operation_logs" FOR EACH ROW EXECUTE FUNCTION "operation_logs_chain"();--> statement-breakpoint
CREATE FUNCTION "operation_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operation_logs is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operation_logs_no_update_delete" BEFORE UPDATE OR DELETE ON "operation_logs"
  FOR EACH ROW EXECUTE FUNCTION "operation_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_no_truncate" BEFORE TRUNCATE ON "operation_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "operation_logs_append_only"();
