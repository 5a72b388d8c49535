#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL for the suite's DATABASE_READ_URL run (issue 17):
# a second cluster on port 5433, made with pg_basebackup from the primary on 5432. Idempotent: a
# replica that is already streaming is kept. Prints nothing but progress; exits non-zero on failure.
set -euo pipefail
version="$(ls /etc/postgresql | head -n 1)"
bin="/usr/lib/postgresql/${version}/bin"
conf="/etc/postgresql/${version}/main"
dir="${REPLICA_DIR:-/var/lib/postgresql/ops-replica}"
port="${REPLICA_PORT:-5433}"
as_postgres() { runuser -u postgres -- "$@"; }

# The primary must let a local replica connect for replication.
if ! grep -q '^host[[:space:]]\+replication' "${conf}/pg_hba.conf"; then
  echo 'host replication all 127.0.0.1/32 trust' >> "${conf}/pg_hba.conf"
  psql -h 127.0.0.1 -p 5432 -U postgres -qc 'select pg_reload_conf()' >/dev/null
fi

if pg_isready -h 127.0.0.1 -p "${port}" -q 2>/dev/null \
  && [ "$(psql -h 127.0.0.1 -p "${port}" -U postgres -Atc 'select pg_is_in_recovery()')" = t ] \
  && [ "$(psql -h 127.0.0.1 -p 5432 -U postgres -Atc "select count(*) from pg_stat_replication where application_name = 'ops_replica' and state = 'streaming'")" = 1 ]; then
  echo "==> read replica streaming on port ${port}"
  exit 0
fi

echo "==> creating the read replica on port ${port} (pg_basebackup)"
if [ -f "${dir}/postmaster.pid" ]; then as_postgres "${bin}/pg_ctl" -D "${dir}" -m immediate stop >/dev/null 2>&1 || true; fi
rm -rf "${dir}"
install -d -o postgres -g postgres -m 700 "${dir}"
as_postgres "${bin}/pg_basebackup" -h 127.0.0.1 -p 5432 -U postgres -D "${dir}" -X stream --checkpoint=fast \
  -d "application_name=ops_replica" -R
# Debian keeps the configuration outside the data directory: the replica gets its own, minimal one.
cat > "${dir}/postgresql.conf" <<CONF
port = ${port}
listen_addresses = '127.0.0.1'
unix_socket_directories = '/var/run/postgresql'
hot_standby = on
hot_standby_feedback = on
max_connections = 200
shared_buffers = 128MB
CONF
cat > "${dir}/pg_hba.conf" <<HBA
local all all trust
host all all 127.0.0.1/32 trust
HBA
chown postgres:postgres "${dir}/postgresql.conf" "${dir}/pg_hba.conf"
as_postgres "${bin}/pg_ctl" -D "${dir}" -l "${dir}/replica.log" -w -t 60 start >/dev/null
for _ in $(seq 1 30); do
  [ "$(psql -h 127.0.0.1 -p 5432 -U postgres -Atc "select count(*) from pg_stat_replication where application_name = 'ops_replica' and state = 'streaming'")" = 1 ] && break
  sleep 1
done
echo "==> read replica streaming on port ${port}"
