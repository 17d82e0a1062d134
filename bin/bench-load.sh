#!/usr/bin/env bash
# `npm run bench:load`: a bounded load test on the production-like stack
# (nginx → two PHP-FPM nodes with 128M and 30 s → MariaDB): a throwaway
# site (.wp-site-prod-load, database stencilbox_bench_load, the demo
# catalogue), then bin/bench-load.mjs — 100 concurrent clients for 60 s on
# /items, /items/{slug}, /clouds and /insert as a logged-in user, loopback
# only, stopping by itself.
#   env: PROD_LOAD_PORT (8872)  PROD_DB_PORT (3308)  PROD_USER (www-data)
#        BENCH_LOAD_CLIENTS (100)  BENCH_LOAD_SECONDS (60)  PROD_FPM_CHILDREN (4 per node)
# Stops nginx, PHP-FPM and the MariaDB it started when done (or interrupted).
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
PORT="${PROD_LOAD_PORT:-8872}"
PROD_DB_PORT="${PROD_DB_PORT:-3308}"
PROD_USER="${PROD_USER:-www-data}"
SITE="$PWD/.wp-site-prod-load"
export MARIADB_DIR="$PWD/.wp-mariadb-prod"
prod_preflight bench:load "$PORT" PROD_LOAD_PORT
prod_db_start
SERVER=""
cleanup() {
  if [ -n "$SERVER" ]; then
    kill -TERM "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
  fi
  prod_db_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

export WP_DB=mysql WP_PORT="$PORT" DB_PORT="$PROD_DB_PORT" WP_SITE_DIR="$SITE"
export WP_DB_HOST="127.0.0.1:$PROD_DB_PORT" WP_DB_NAME=stencilbox_bench_load
export WP_BASE_URL="http://127.0.0.1:$PORT"
echo "Creating the load-test site on MariaDB (127.0.0.1:$PROD_DB_PORT), served on port $PORT"
bin/wp-setup.sh --reset >/dev/null
LOG="$PWD/artifacts/bench-load-server.log"
mkdir -p artifacts
: > "$LOG"
PROD_PORT="$PORT" PROD_USER="$PROD_USER" bin/prod-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
until grep -q 'production-like site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.2
done
PROD_RUN_DIR="$SITE.stack" node bin/bench-load.mjs \
  || fail "bench:load: a check failed (above); the site is kept in $SITE and its logs in $SITE.stack/logs/"
