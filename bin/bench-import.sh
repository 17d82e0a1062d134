#!/usr/bin/env bash
# `npm run bench:import`: the full-site import of a big pack on the
# production-like stack (nginx → two PHP-FPM nodes with 128M and 30 s →
# MariaDB), as a real host runs it. A throwaway site (.wp-site-prod-bench,
# database stencilbox_bench_import) gets a generated pack (bin/bench-import-pack.php:
# 44 pages, header, footer, menu, global styles, 300 images, over 30 MB);
# then bin/bench-import.mjs imports it (and waits until every image has its
# sub-sizes, made after the pages are in place), reverts, imports it again
# while killing PHP-FPM workers at six steps (one while it makes image sizes
# after answering), reverts again, and compares every table and file with
# the state before; last, the same images and pages go through WordPress's
# own REST routes as the baseline.
#   env: PROD_BENCH_PORT (8871)  PROD_DB_PORT (3308)  PROD_USER (www-data)
# Stops nginx, PHP-FPM and the MariaDB it started when done (or interrupted).
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
PORT="${PROD_BENCH_PORT:-8871}"
PROD_DB_PORT="${PROD_DB_PORT:-3308}"
PROD_USER="${PROD_USER:-www-data}"
SITE="$PWD/.wp-site-prod-bench"
export MARIADB_DIR="$PWD/.wp-mariadb-prod"
prod_preflight bench:import "$PORT" PROD_BENCH_PORT
prod_db_start
SERVER=""
cleanup() {
  if [ -n "$SERVER" ]; then
    kill -TERM "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
  fi
  prod_directory_stop
  prod_db_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

export WP_DB=mysql WP_PORT="$PORT" DB_PORT="$PROD_DB_PORT" WP_SITE_DIR="$SITE"
export WP_DB_HOST="127.0.0.1:$PROD_DB_PORT" WP_DB_NAME=stencilbox_bench_import
export WP_BASE_URL="http://127.0.0.1:$PORT"
echo "Creating the bench site on MariaDB (127.0.0.1:$PROD_DB_PORT), served on port $PORT"
bin/wp-setup.sh --reset >/dev/null
# Each request's peak memory and time; each run of the image-sizes job
# (it works after its request answered, so no header carries its memory);
# and the kill points (a PHP-FPM worker that reaches one waits there, its
# unit done but not committed, for the bench to kill it).
cat > "$SITE/wp-content/mu-plugins/stencilbox-bench.php" <<'PHP'
<?php
add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		$response->header( 'X-Stencilbox-Peak-Memory', (string) memory_get_peak_usage( true ) );
		return $response;
	}
);
add_action(
	'stencilbox_fsi_image_sizes_done',
	static function ( int $done, int $left, float $seconds ): void {
		$run = array(
			'pid'     => getmypid(),
			'sapi'    => PHP_SAPI,
			'done'    => $done,
			'left'    => $left,
			'seconds' => $seconds,
			'peak'    => memory_get_peak_usage( true ),
		);
		file_put_contents( WP_CONTENT_DIR . '/stencilbox-bench-sizes.log', wp_json_encode( $run ) . "\n", FILE_APPEND );
	},
	10,
	3
);
add_action(
	'stencilbox_fsi_unit_done',
	static function ( string $step, int $unit ): void {
		if ( 'fpm-fcgi' !== PHP_SAPI ) {
			return; // Only a worker of the stack can be killed (not the bench's cron command).
		}
		$file = WP_CONTENT_DIR . '/stencilbox-bench-kill.json';
		$key  = $step . ':' . $unit;
		$left = is_file( $file ) ? (array) json_decode( (string) file_get_contents( $file ), true ) : array();
		if ( ! in_array( $key, $left, true ) ) {
			return;
		}
		file_put_contents( $file, wp_json_encode( array_values( array_diff( $left, array( $key ) ) ) ) );
		file_put_contents( WP_CONTENT_DIR . '/stencilbox-bench-victim', getmypid() . ' ' . $key );
		sleep( 25 ); // Killed here by the bench (PHP-FPM would end it at 30 s).
	},
	10,
	2
);
PHP

LOG="$PWD/artifacts/bench-import-server.log"
mkdir -p artifacts
: > "$LOG"
# The directory stand-in: the pack names a theme the site does not have,
# which the import looks up as on a host online (no warning in the log).
prod_directory_start "$PORT" "$SITE/directory.log"
PROD_PORT="$PORT" PROD_USER="$PROD_USER" bin/prod-server.sh >/dev/null 2>"$LOG" &
SERVER=$!
until grep -q 'production-like site:' "$LOG"; do
  alive "$SERVER" || fail "$(tail -n 1 "$LOG")"
  sleep 0.2
done

echo "Making the bench pack (first run: draws 300 images, about a minute)"
install -d -o "$PROD_USER" "$PWD/artifacts/bench-pack-images"
runuser -u "$PROD_USER" -- php bin/bench-import-pack.php "$SITE" "$PWD/artifacts/bench-pack-images" > artifacts/bench-import-pack.json \
  || fail "bench:import: making the bench pack failed (error above); run npm run bench:import again"

PROD_UID="$(id -u "$PROD_USER")" PROD_RUN_DIR="$SITE.stack" PROD_USER="$PROD_USER" \
  node bin/bench-import.mjs "$(cat artifacts/bench-import-pack.json)" \
  || fail "bench:import: a check failed (above); the site is kept in $SITE and its logs in $SITE.stack/logs/"
