#!/usr/bin/env bash
# `npm run bench`: seeds a throwaway site with 100,000 catalogue items (and
# 10,000 posts), serves it, and measures p50/p95 of /items (plain, filtered,
# search; database and cached) next to GET /wp/v2/posts?per_page=20 in the
# same run, then imports the largest demo pack as a full site and reverts it
# (wall time, peak memory, the pack's size). SQLite by default;
# `npm run bench -- --mysql` uses MariaDB.
#   env: WP_BENCH_PORT (8890)  WP_BENCH_ITEMS (100000)  WP_BENCH_POSTS (10000)
#        WP_BENCH_REQUESTS (200)  DB_PORT (MariaDB, 3307)
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
DB=sqlite
for arg in "$@"; do [ "$arg" = --mysql ] && DB=mysql; done
PORT="${WP_BENCH_PORT:-8890}"
SITE="$PWD/.wp-site-bench"
export WP_PORT="$PORT" WP_DB="$DB" WP_BASE_URL="http://127.0.0.1:$PORT"
if owner="$(port_owner "$PORT")"; then
  fail "bench: port $PORT is in use by $owner; set WP_BENCH_PORT to a free port (e.g. WP_BENCH_PORT=$(next_free_port "$PORT") npm run bench)"
fi
if [ "$DB" = mysql ]; then
  SITE="$PWD/.wp-site-bench-mysql"
  export WITH_MARIADB=1 WP_DB_NAME=stencilbox_bench
  export WP_DB_HOST="127.0.0.1:${DB_PORT:-3307}"
fi
export WP_SITE_DIR="$SITE"
# Installs first (MariaDB too with --mysql): nothing below may assume it.
bin/ensure-deps.sh
bin/build-if-stale.sh
if [ "$DB" = mysql ]; then
  bin/mariadb-start.sh >/dev/null
fi
echo "Creating the bench site ($DB) on port $PORT"
bin/wp-setup.sh --reset >/dev/null
# Lets the client switch the site's catalogue cache off per request, to time the database.
cat > "$SITE/wp-content/mu-plugins/stencilbox-bench.php" <<'PHP'
<?php
add_filter( 'stencilbox_catalog_cache', static fn( $on ) => empty( $_SERVER['HTTP_X_STENCILBOX_BENCH_NOCACHE'] ) && $on );
// The full-site import bench reads each request's peak memory.
add_filter( 'rest_post_dispatch', static function ( $response ) {
	$response->header( 'X-Stencilbox-Peak-Memory', (string) memory_get_peak_usage( true ) );
	return $response;
} );
PHP
echo "Seeding ${WP_BENCH_ITEMS:-100000} items and ${WP_BENCH_POSTS:-10000} posts"
php -d memory_limit=1G bin/bench-catalog-seed.php "$SITE" "${WP_BENCH_ITEMS:-100000}" "${WP_BENCH_POSTS:-10000}" \
  || fail "bench: seeding the bench site failed (error above); fix it, then run npm run bench again"
mkdir -p artifacts
LOG="$PWD/artifacts/bench-server.log"
PHP_CLI_SERVER_WORKERS=1 bin/wp-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT
# wp-server.sh prints its banner once the site answers, or one line saying
# why it stopped.
until grep -q 'Stencilbox dev site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.1
done
node bin/bench-catalog.mjs "$DB" || fail "bench: measuring failed (error above); run npm run bench again"
node bin/bench-fsi.mjs || fail "bench: the full-site import bench failed (error above); run npm run bench again"
