#!/usr/bin/env bash
# `npm run bench:overhead`: what Stencilbox costs every request — front-end
# pages, wp-admin screens that are not ours, core's REST routes, and for
# reference our own admin page and routes — measured against the same site
# with the plugin left out, request by request (interleaved). On each
# database asked for, a throwaway site with the bench's mu-plugin
# (bin/bench-overhead-mu.php: `X-Stencilbox-Bench: off` leaves the plugin
# out of that request; every measured answer carries its peak memory and
# how many of our classes it loaded; the plugin folder holds copies of what
# the zip ships, as a site installs it — not a link to the checkout, which
# makes WordPress and the dev mu-plugin resolve plugin paths on every
# request), then bin/bench-overhead.mjs sets the site up through its
# routes, measures and prints the table:
#   SQLite   the dev site's server (bin/wp-server.sh, PHP's built-in server,
#            2 workers), .wp-site-bench-overhead/, port BENCH_OVERHEAD_PORT
#   MariaDB  the production-like stack (nginx → PHP-FPM, 128M / 30 s →
#            MariaDB; every request to node a), .wp-site-prod-overhead/,
#            database stencilbox_bench_overhead, port PROD_OVERHEAD_PORT
# Then, unless BENCH_OVERHEAD_INSTRUCTIONS=0, the same requests once more
# counted in CPU instructions, which the machine's noise does not move
# (bin/bench-overhead-instructions.mjs): the site served by one PHP process
# (PHP's built-in server, one request at a time) under Valgrind's
# callgrind, installed if missing.
#   env: BENCH_OVERHEAD_DB (both | sqlite | mysql)
#        BENCH_OVERHEAD_REQUESTS (200 per side and scenario)  BENCH_OVERHEAD_WARMUP (10 rounds)
#        BENCH_OVERHEAD_INSTRUCTIONS (1 | 0)  BENCH_OVERHEAD_INSTRUCTION_ROUNDS (5)
#        BENCH_OVERHEAD_INSTRUCTION_WARMUP (2)
#        BENCH_OVERHEAD_PORT (8874)  PROD_OVERHEAD_PORT (8873)  PROD_DB_PORT (3308)  PROD_USER (www-data)
# A bench, not a test: missed targets are printed and the exit code stays 0;
# it is 1 only when a site cannot be set up or stops answering. Loopback
# only, every request with a timeout; stops the servers (and the MariaDB) it
# started when done or interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
DBS="${BENCH_OVERHEAD_DB:-both}"
case "$DBS" in
  both) DBS="sqlite mysql" ;;
  sqlite | mysql) ;;
  *) fail "bench:overhead: BENCH_OVERHEAD_DB is both, sqlite or mysql, not '$DBS'" ;;
esac
SQLITE_PORT="${BENCH_OVERHEAD_PORT:-8874}"
PORT="${PROD_OVERHEAD_PORT:-8873}"
PROD_DB_PORT="${PROD_DB_PORT:-3308}"
PROD_USER="${PROD_USER:-www-data}"
export MARIADB_DIR="$PWD/.wp-mariadb-prod"
export BENCH_OVERHEAD_REQUESTS BENCH_OVERHEAD_WARMUP
INSTRUCTIONS="${BENCH_OVERHEAD_INSTRUCTIONS:-1}"
case "$INSTRUCTIONS" in
  0 | 1) ;;
  *) fail "bench:overhead: BENCH_OVERHEAD_INSTRUCTIONS is 1 or 0, not '$INSTRUCTIONS'" ;;
esac
export WITH_VALGRIND="$INSTRUCTIONS"

if [[ " $DBS " == *" sqlite "* ]] && owner="$(port_owner "$SQLITE_PORT")"; then
  fail "bench:overhead: port $SQLITE_PORT is in use by $owner; set BENCH_OVERHEAD_PORT to a free port (e.g. BENCH_OVERHEAD_PORT=$(next_free_port "$SQLITE_PORT") npm run bench:overhead) or stop that process"
fi
if [[ " $DBS " == *" mysql "* ]]; then
  # Installs nginx, PHP-FPM and MariaDB if missing, and builds.
  prod_preflight bench:overhead "$PORT" PROD_OVERHEAD_PORT
else
  bin/ensure-deps.sh
  bin/build-if-stale.sh
fi

SERVER=""
stop_server() {
  if [ -n "$SERVER" ]; then
    kill -TERM "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    SERVER=""
  fi
}
cleanup() {
  stop_server
  prod_db_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# The instruction pass on the site $1 (served on port $2, the port its
# addresses name; the timed pass's server stopped): PHP's built-in server
# without workers under callgrind, which writes a count after each request
# into artifacts/bench-overhead-$DB-callgrind/. Further arguments are
# NAME=value pairs for PHP's environment (the database's address).
count_instructions() {
  local site="$1" port="$2" cg="$PWD/artifacts/bench-overhead-$DB-callgrind"
  shift 2
  rm -rf "$cg"
  mkdir -p "$cg"
  echo "Counting instructions on $DB: the site under callgrind on port $port (about 20–60 times slower than without)"
  env -u PHP_CLI_SERVER_WORKERS WP_PORT="$port" "$@" \
    valgrind --tool=callgrind --callgrind-out-file="$cg/callgrind.out" \
    --dump-after=php_request_shutdown --dump-instr=no --log-file="$cg/valgrind.log" \
    php -d memory_limit=512M -d opcache.enable=1 -d opcache.enable_cli=1 \
    -S "127.0.0.1:$port" -t "$site" "$PWD/bin/router.php" >"$cg/server.log" 2>&1 &
  SERVER=$!
  # Valgrind takes a few seconds to start PHP.
  for _ in $(seq 1 600); do
    port_in_use "$port" && break
    alive "$SERVER" || fail "bench:overhead: PHP under callgrind did not start (see $cg/valgrind.log)"
    sleep 0.1
  done
  port_in_use "$port" || fail "bench:overhead: PHP under callgrind did not listen on port $port within 60 s (see $cg/valgrind.log)"
  WP_BASE_URL="http://127.0.0.1:$port" BENCH_OVERHEAD_CALLGRIND_DIR="$cg" \
    node bin/bench-overhead-instructions.mjs "$DB" \
    || fail "bench:overhead: the instruction pass on $DB failed (above); callgrind's files are in $cg"
  stop_server
}

# Waits for a server's banner in its log ($2), or fails with its last line.
wait_banner() {
  until grep -q "$1" "$2"; do
    alive "$SERVER" || fail "bench:overhead: $(tail -n 1 "$2")"
    sleep 0.2
  done
}

mkdir -p artifacts
for DB in $DBS; do
  LOG="$PWD/artifacts/bench-overhead-$DB-server.log"
  : > "$LOG"
  if [ "$DB" = sqlite ]; then
    SITE="$PWD/.wp-site-bench-overhead"
    echo "Creating the overhead bench site on SQLite, served on port $SQLITE_PORT"
    WP_DB=sqlite WP_PORT="$SQLITE_PORT" WP_SITE_DIR="$SITE" WP_PLUGIN_SHIPPED=copy bin/wp-setup.sh --reset >/dev/null
    cp bin/bench-overhead-mu.php "$SITE/wp-content/mu-plugins/stencilbox-bench-overhead.php"
    # Two workers: requests are asked one at a time, but a request of the
    # set-up may ask the site itself (images of the imported page).
    WP_DB=sqlite WP_PORT="$SQLITE_PORT" WP_SITE_DIR="$SITE" PHP_CLI_SERVER_WORKERS=2 WP_NO_DIRECTORY=1 \
      bin/wp-server.sh >/dev/null 2>"$LOG" &
    SERVER=$!
    wait_banner 'Stencilbox dev site:' "$LOG"
    WP_BASE_URL="http://127.0.0.1:$SQLITE_PORT" BENCH_OVERHEAD_NODE="" \
      node bin/bench-overhead.mjs sqlite "PHP's built-in server (bin/wp-server.sh)" \
      || fail "bench:overhead: the SQLite run failed (above); the site is kept in $SITE (PHP errors: wp-content/debug.log)"
    stop_server
    [ "$INSTRUCTIONS" = 0 ] || count_instructions "$SITE" "$SQLITE_PORT"
  else
    prod_db_start
    SITE="$PWD/.wp-site-prod-overhead"
    echo "Creating the overhead bench site on MariaDB (127.0.0.1:$PROD_DB_PORT), served by nginx on port $PORT"
    (
      export WP_DB=mysql WP_PORT="$PORT" DB_PORT="$PROD_DB_PORT" WP_SITE_DIR="$SITE"
      export WP_DB_HOST="127.0.0.1:$PROD_DB_PORT" WP_DB_NAME=stencilbox_bench_overhead
      WP_PLUGIN_SHIPPED=copy bin/wp-setup.sh --reset >/dev/null
    )
    cp bin/bench-overhead-mu.php "$SITE/wp-content/mu-plugins/stencilbox-bench-overhead.php"
    WP_SITE_DIR="$SITE" WP_DB_HOST="127.0.0.1:$PROD_DB_PORT" WP_DB_NAME=stencilbox_bench_overhead \
      PROD_PORT="$PORT" PROD_USER="$PROD_USER" bin/prod-server.sh >/dev/null 2>"$LOG" &
    SERVER=$!
    wait_banner 'production-like site:' "$LOG"
    WP_BASE_URL="http://127.0.0.1:$PORT" BENCH_OVERHEAD_NODE=a \
      node bin/bench-overhead.mjs mysql 'nginx → PHP-FPM node a (128M) → MariaDB' \
      || fail "bench:overhead: the MariaDB run failed (above); the site is kept in $SITE and its logs in $SITE.stack/logs/"
    stop_server
    [ "$INSTRUCTIONS" = 0 ] || count_instructions "$SITE" "$PORT" \
      WP_DB_HOST="127.0.0.1:$PROD_DB_PORT" WP_DB_NAME=stencilbox_bench_overhead
  fi
  stop_server
done
