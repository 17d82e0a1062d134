#!/usr/bin/env bash
# `npm run bench:ui`: how fast the library opens in the block editor next to
# core's pattern inserter, in Debian's Chromium (bin/bench-ui.mjs): a
# throwaway site with the demo catalogue, then the same site grown to a hub
# of 100,000 items (bin/bench-catalog-seed.php, migrated by
# bin/bench-catalog-migrate.php); at each, the median of 5 fresh editor
# loads of: Stencilbox button → first card image, core inserter → Patterns
# → first preview (target ratio ≤ 0.5), and Insert of a demo page with
# images → its blocks in the editor. SQLite.
#   env: WP_BENCH_PORT (8890)  WP_BENCH_UI_RUNS (5)  WP_BENCH_UI_ITEMS (100000)
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
PORT="${WP_BENCH_PORT:-8890}"
ITEMS="${WP_BENCH_UI_ITEMS:-100000}"
SITE="$PWD/.wp-site-bench-ui"
export WP_PORT="$PORT" WP_DB=sqlite WP_BASE_URL="http://127.0.0.1:$PORT" WP_SITE_DIR="$SITE"
if owner="$(port_owner "$PORT")"; then
  fail "bench:ui: port $PORT is in use by $owner; set WP_BENCH_PORT to a free port (e.g. WP_BENCH_PORT=$(next_free_port "$PORT") npm run bench:ui)"
fi
bin/ensure-deps.sh
bin/build-if-stale.sh
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || fail "bench:ui: Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}; run bin/ensure-deps.sh"
echo "Creating the UI bench site on port $PORT (the demo catalogue)"
bin/wp-setup.sh --reset >/dev/null
cat > "$SITE/wp-content/mu-plugins/stencilbox-bench.php" <<'PHP'
<?php
// No cron request competes with the measured clicks.
define( 'DISABLE_WP_CRON', true );
PHP
php bin/bench-ui-setup.php "$SITE" || fail "bench:ui: preparing the site failed (error above)"
mkdir -p artifacts
LOG="$PWD/artifacts/bench-ui-server.log"
# As many PHP workers as `npm start`: the editor loads in parallel.
bin/wp-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT
until grep -q 'Stencilbox dev site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.1
done

DEMO="$PWD/artifacts/bench-ui-demo.json"
BIG="$PWD/artifacts/bench-ui-$ITEMS.json"
node bin/bench-ui.mjs measure "demo catalogue" "$DEMO" || fail "bench:ui: measuring failed (error above)"
echo "Growing the hub to $ITEMS items"
php -d memory_limit=1G bin/bench-catalog-seed.php "$SITE" "$ITEMS" 0 0 \
  || fail "bench:ui: seeding failed (error above)"
php -d memory_limit=1G bin/bench-catalog-migrate.php "$SITE" || fail "bench:ui: the migration failed (error above)"
node bin/bench-ui.mjs measure "hub of $(printf "%'d" "$ITEMS") items" "$BIG" || fail "bench:ui: measuring failed (error above)"
node bin/bench-ui.mjs report "$DEMO" "$BIG"
