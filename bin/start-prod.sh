#!/usr/bin/env bash
# `npm run start:prod`: the dev site's contents on a production-like stack —
# nginx (defaults: FastCGI buffering, gzip) → two PHP-FPM nodes (128M, 30 s)
# → a private MariaDB. Installs what is missing (nginx, PHP-FPM, MariaDB),
# builds, creates the site if needed, serves it; Ctrl-C stops nginx, PHP-FPM
# and the MariaDB it started.
#   env: PROD_PORT (8870)  PROD_DB_PORT (3308)  PROD_USER (www-data)
#        WP_SITE_DIR (.wp-site-prod); MariaDB's files are in .wp-mariadb-prod/
# Each step stops the start with one line saying what failed and what to
# run; the banner comes last, from bin/prod-server.sh, once the site answers.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
export PROD_PORT="${PROD_PORT:-8870}"
PROD_DB_PORT="${PROD_DB_PORT:-3308}"
export MARIADB_DIR="$PWD/.wp-mariadb-prod"
if owner="$(port_owner "$PROD_PORT")"; then
  fail "start:prod: port $PROD_PORT is in use by $owner; set PROD_PORT to a free port (e.g. PROD_PORT=$(next_free_port "$PROD_PORT") npm run start:prod) or stop that process"
fi
[ "$(id -u)" = 0 ] || [ "${PROD_USER:-}" = "$(id -un)" ] \
  || fail "start:prod: PHP runs as its own user (www-data), which only root can set up; run as root, or PROD_USER=$(id -un) npm run start:prod"
export WITH_PROD=1
bin/ensure-deps.sh
bin/build-if-stale.sh

# Our MariaDB: stopped with the stack if this run started it.
mariadb_pid() { cat "$MARIADB_DIR/mariadbd.pid" 2>/dev/null || true; }
before="$(mariadb_pid)"
[ -n "$before" ] && ! alive "$before" && before=""
DB_PORT="$PROD_DB_PORT" bin/mariadb-start.sh >/dev/null
started_db=""
[ -z "$before" ] && started_db="$(mariadb_pid)"
stop_db() {
  [ -n "$started_db" ] || return 0
  kill -TERM "$started_db" 2>/dev/null || return 0
  for _ in $(seq 1 100); do alive "$started_db" || return 0; sleep 0.1; done
  kill -KILL "$started_db" 2>/dev/null || true
}
trap stop_db EXIT
trap 'exit 0' INT TERM HUP

export WP_DB=mysql WP_PORT="$PROD_PORT" DB_PORT="$PROD_DB_PORT"
export WP_DB_HOST="127.0.0.1:$PROD_DB_PORT"
export WP_SITE_DIR="${WP_SITE_DIR:-$PWD/.wp-site-prod}"
bin/wp-setup.sh
bin/prod-server.sh
