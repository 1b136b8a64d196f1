#!/bin/sh
# What the official image's entrypoint does that testcontainers relies on: a cluster made on
# first start with POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, then the server on all
# addresses, run as the postgres user.
set -eu
if [ "$(id -u)" = 0 ]; then
  chown -R postgres:postgres "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --clear-groups "$0" "$@"
fi
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:-postgres}" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --no-locale >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  database=${POSTGRES_DB:-$user}
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi
exec "$@"
