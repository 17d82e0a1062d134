#!/usr/bin/env bash
# `npm run bench:fleet`: a hub that serves an agency's sites (issue [24]).
# A throwaway hub site (the agency's library: 300 items with versions, 20
# cloud files; 100 posts), served by one PHP worker; for each size it adds
# sites up to that many (each its own API key, ~200 provenance records'
# worth of sources, its usage report on the hub: bin/bench-fleet-seed.php),
# then every site checks in turn — a full check, then the same with its
# token (unchanged) — with core's GET /wp/v2/posts?per_page=20 between
# (bin/bench-fleet.mjs). Ends with the table over the sizes, the targets
# marked PASS/MISS, and the requests per site per day of the default
# schedule. SQLite by default.
#   npm run bench:fleet -- --sizes 10,100,1000     (the default sizes)
#   npm run bench:fleet -- --mysql                 MariaDB (DB_PORT)
#   env: WP_BENCH_PORT (8920)  WP_BENCH_REQUESTS (200: rounds at least; every site checks at least once)
#        DB_PORT (MariaDB, 3307)
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
DB=sqlite
SIZES=10,100,1000
bench_sizes_args bench:fleet site 10,100,1000 "$@"
PORT="${WP_BENCH_PORT:-8920}"
SITE="$PWD/.wp-site-bench-fleet"
export WP_PORT="$PORT" WP_DB="$DB" WP_BASE_URL="http://127.0.0.1:$PORT"
if owner="$(port_owner "$PORT")"; then
  fail "bench:fleet: port $PORT is in use by $owner; set WP_BENCH_PORT to a free port (e.g. WP_BENCH_PORT=$(next_free_port "$PORT") npm run bench:fleet)"
fi
if [ "$DB" = mysql ]; then
  SITE="$PWD/.wp-site-bench-fleet-mysql"
  export WITH_MARIADB=1 WP_DB_NAME=stencilbox_bench_fleet
  export WP_DB_HOST="127.0.0.1:${DB_PORT:-3307}"
fi
export WP_SITE_DIR="$SITE"
bin/ensure-deps.sh
bin/build-if-stale.sh
[ "$DB" = mysql ] && { bin/mariadb-start.sh >/dev/null || fail "bench:fleet: MariaDB did not start (error above)"; }
echo "Creating the fleet bench's hub ($DB) on port $PORT"
# (wp-setup.sh's config turns WP-Cron off: no cron request competes with the measured ones.)
bin/wp-setup.sh --reset >/dev/null
mkdir -p artifacts
LOG="$PWD/artifacts/bench-fleet-server.log"
SITES="$PWD/artifacts/bench-fleet-$DB-sites.json"
rm -f "$SITES"
PHP_CLI_SERVER_WORKERS=1 bin/wp-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
}
trap cleanup EXIT
until grep -q 'Stencilbox dev site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.1
done

RESULTS=()
for SIZE in $SIZES; do
  php -d memory_limit=512M bin/bench-fleet-seed.php "$SITE" "$SIZE" "$SITES" \
    || fail "bench:fleet: seeding the hub failed (error above); fix it, then run npm run bench:fleet again"
  OUT="$PWD/artifacts/bench-fleet-$DB-$SIZE.json"
  node bin/bench-fleet.mjs measure "$DB" "$SITES" "$OUT" || fail "bench:fleet: measuring failed (error above); run npm run bench:fleet again"
  RESULTS+=("$OUT")
done
node bin/bench-fleet.mjs report "$DB" "${RESULTS[@]}" || echo "bench:fleet: some targets were missed (MISS above)"
