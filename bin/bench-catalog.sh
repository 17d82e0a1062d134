#!/usr/bin/env bash
# `npm run bench`: a throwaway site with catalogue items (and 10,000 posts,
# and 10,000 cloud files of one account), served by one PHP worker; for each
# size it seeds the items as a hub from before the id sets had them, migrates
# (Migration0007CatalogSets, timed, while the catalogue is asked for pages),
# and measures p50/p95 of /items (plain, filtered, filtered + include,
# search, details; database and cached) and of the cloud lists next to
# GET /wp/v2/posts?per_page=20 in the same run. With several sizes it ends
# with the growth table (the targets of issue [16] checked). Then it imports
# the largest demo pack as a full site and reverts it (wall time, peak
# memory, the pack's size). SQLite by default.
#   npm run bench -- --sizes 10000,100000,1000000      the growth curve
#   npm run bench -- --mysql                            MariaDB (DB_PORT)
#   env: WP_BENCH_PORT (8890)  WP_BENCH_ITEMS (100000: the size without --sizes)
#        WP_BENCH_POSTS (10000)  WP_BENCH_FILES (10000)  WP_BENCH_REQUESTS (200)
#        DB_PORT (MariaDB, 3307)
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
DB=sqlite
SIZES="${WP_BENCH_ITEMS:-100000}"
bench_sizes_args bench item 10000,100000,1000000 "$@"
MIN_ITEMS="${SIZES%% *}"
[ "$MIN_ITEMS" -ge 30 ] || fail "bench: the smallest size is $MIN_ITEMS items; use at least 30"
PORT="${WP_BENCH_PORT:-8890}"
SITE="$PWD/.wp-site-bench"
export WP_PORT="$PORT" WP_DB="$DB" WP_BASE_URL="http://127.0.0.1:$PORT" WP_BENCH_MIN_ITEMS="$MIN_ITEMS"
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
  # A hub of a million items runs on a server sized for it: the private
  # server starts with a 64 MB buffer pool (enough for the tests); 1 GB
  # while the bench runs (MariaDB resizes it online), as for a database in use.
  mariadb --no-defaults -uroot -h127.0.0.1 -P"${DB_PORT:-3307}" -e "SET GLOBAL innodb_buffer_pool_size = 1073741824" \
    || fail "bench: could not size MariaDB's buffer pool (error above)"
fi
echo "Creating the bench site ($DB) on port $PORT"
bin/wp-setup.sh --reset >/dev/null
# Lets the client switch the site's catalogue cache off per request, to time the database.
cat > "$SITE/wp-content/mu-plugins/stencilbox-bench.php" <<'PHP'
<?php
// The migration's batches run in bin/bench-catalog-migrate.php, timed; no
// cron request competes with it or with the measured requests.
define( 'DISABLE_WP_CRON', true );
add_filter( 'stencilbox_catalog_cache', static fn( $on ) => empty( $_SERVER['HTTP_X_STENCILBOX_BENCH_NOCACHE'] ) && $on );
// The full-site import bench reads each request's peak memory.
add_filter( 'rest_post_dispatch', static function ( $response ) {
	$response->header( 'X-Stencilbox-Peak-Memory', (string) memory_get_peak_usage( true ) );
	return $response;
} );
PHP
mkdir -p artifacts
LOG="$PWD/artifacts/bench-server.log"
PHP_CLI_SERVER_WORKERS=1 bin/wp-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
MIGRATION=""
cleanup() {
  [ -n "$MIGRATION" ] && kill "$MIGRATION" 2>/dev/null || true
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
}
trap cleanup EXIT
# wp-server.sh prints its banner once the site answers, or one line saying
# why it stopped.
until grep -q 'Stencilbox dev site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.1
done

RESULTS=()
for SIZE in $SIZES; do
  echo "Seeding up to $SIZE items, ${WP_BENCH_POSTS:-10000} posts and ${WP_BENCH_FILES:-10000} cloud files"
  php -d memory_limit=1G bin/bench-catalog-seed.php "$SITE" "$SIZE" "${WP_BENCH_POSTS:-10000}" "${WP_BENCH_FILES:-10000}" \
    || fail "bench: seeding the bench site failed (error above); fix it, then run npm run bench again"
  echo "Migrating: building the id sets of $SIZE items (Migration0007CatalogSets)"
  OUT="$PWD/artifacts/bench-catalog-$DB-$SIZE.json"
  rm -f "$OUT"
  php -d memory_limit=1G bin/bench-catalog-migrate.php "$SITE" >"$OUT.migration" &
  MIGRATION=$!
  probe="$(node bin/bench-catalog.mjs probe "$MIGRATION")" || fail "bench: the catalogue did not answer during the migration (error above)"
  wait "$MIGRATION" || fail "bench: the migration failed (error above); run npm run bench again"
  MIGRATION=""
  cat "$OUT.migration"
  [ -n "$probe" ] && echo "$probe"
  node -e 'require("fs").writeFileSync(process.argv[1], JSON.stringify({ migration: process.argv[2].trim().replace(/^migrated [0-9]+ items: /, ""), probe: process.argv[3] }))' \
    "$OUT" "$(cat "$OUT.migration")" "$probe"
  rm -f "$OUT.migration"
  node bin/bench-catalog.mjs measure "$DB" "$SIZE" "$OUT" || fail "bench: measuring failed (error above); run npm run bench again"
  RESULTS+=("$OUT")
done
if [ "${#RESULTS[@]}" -gt 1 ]; then
  node bin/bench-catalog.mjs report "$DB" "${RESULTS[@]}" || echo "bench: some targets were missed (marked ! above)"
fi
node bin/bench-fsi.mjs || fail "bench: the full-site import bench failed (error above); run npm run bench again"
