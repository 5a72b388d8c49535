-- Issue 18: the server may run as a role that owns nothing (MIGRATION_DATABASE_URL migrates as the owner).
-- What only an owner may do, the app does through these functions, which run as their owner (this migration's role).
CREATE FUNCTION "ops_create_event_partition"("p_name" text, "p_from" timestamptz, "p_to" timestamptz) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF "p_name" !~ '^activity_events_p[0-9]{8}$' THEN
    RAISE EXCEPTION 'not an event partition name: %', "p_name" USING ERRCODE = 'invalid_parameter_value';
  END IF;
  EXECUTE format('create table if not exists %I partition of activity_events for values from (%L) to (%L)', "p_name", "p_from", "p_to");
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ops_drop_event_partition"("p_name" text) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF "p_name" !~ '^activity_events_p[0-9]{8}$' THEN
    RAISE EXCEPTION 'not an event partition name: %', "p_name" USING ERRCODE = 'invalid_parameter_value';
  END IF;
  EXECUTE format('drop table if exists %I', "p_name");
END;
$$;--> statement-breakpoint
-- The chain head is moved by the insert trigger alone: as its owner, so the app's role needs no right on it.
ALTER FUNCTION "operation_logs_chain"() SECURITY DEFINER;--> statement-breakpoint
ALTER FUNCTION "operation_logs_chain"() SET search_path = public, pg_temp;--> statement-breakpoint
-- Exactly the rights the server needs, given to its role (run by the server after migrating, and by `npm run db:app-role`):
-- read and write the data; only add to (and read) the operation log and its seals; only read the chain head; the
-- two partition functions; read the record of applied migrations (for /readyz).
CREATE FUNCTION "ops_grant_app_rights"("p_role" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('grant usage on schema public to %I', "p_role");
  EXECUTE format('grant select, insert, update, delete on all tables in schema public to %I', "p_role");
  EXECUTE format('revoke update, delete, truncate on operation_logs, operation_log_seals from %I', "p_role");
  EXECUTE format('revoke all on operation_log_chain from %I', "p_role");
  EXECUTE format('grant select on operation_log_chain to %I', "p_role");
  EXECUTE format('grant usage, select on all sequences in schema public to %I', "p_role");
  EXECUTE format('revoke all on function ops_create_event_partition(text, timestamptz, timestamptz), ops_drop_event_partition(text), ops_grant_app_rights(text) from public');
  EXECUTE format('grant execute on function ops_create_event_partition(text, timestamptz, timestamptz), ops_drop_event_partition(text) to %I', "p_role");
  EXECUTE format('grant usage on schema drizzle to %I', "p_role");
  EXECUTE format('grant select on drizzle.__drizzle_migrations to %I', "p_role");
END;
$$;
