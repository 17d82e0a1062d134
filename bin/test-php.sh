#!/usr/bin/env bash
# PHPUnit integration tests against a real WordPress: a throwaway SQLite DB by
# default; WP_TESTS_DB=mysql runs them on the private MariaDB (started here).
#   bin/test-php.sh [phpunit args…]   e.g. --filter NamesTest
#   PHPUNIT_CONFIG=phpunit-elementor.xml.dist bin/test-php.sh   the Elementor-active run
#   WP_TESTS_WORDPRESS=oldest PHPUNIT_CONFIG=phpunit-oldest.xml.dist bin/test-php.sh   on WordPress 6.8
set -euo pipefail
cd "$(dirname "$0")/.."
bin/fetch-wordpress-any.sh >/dev/null
# WP_TESTS_WORDPRESS=oldest: the oldest supported WordPress (6.8,
# .wp-cache/oldest/) instead of the newest (PHPUNIT_CONFIG=phpunit-oldest.xml.dist).
if [ "${WP_TESTS_WORDPRESS:-newest}" = oldest ]; then
  oldest="$(bin/fetch-wordpress-oldest.sh)"
  export WP_CORE_DIR="$oldest/wordpress" WP_TESTS_SQLITE_PLUGIN="$oldest/sqlite-database-integration"
fi
# The whole suite builds first when the bundles are stale (a few tests read
# build/). A focused run (any argument: --filter X, a file) starts at once:
# it builds only when there is no build at all, and says when it is stale.
if [ "$#" -eq 0 ] || [ ! -f build/editor.asset.php ]; then
  bin/build-if-stale.sh
elif ! bin/build-if-stale.sh --check; then
  echo "test-php: build/ is older than src/; not rebuilt for a focused run (tests that read the bundles see the old ones; npm run build)" >&2
fi
if [ "${WP_TESTS_DB:-sqlite}" = mysql ]; then
  export WP_TESTS_DB_HOST="${WP_TESTS_DB_HOST:-127.0.0.1:${DB_PORT:-3307}}"
  # Starts it unless it runs, and refuses one whose data folder is gone.
  bin/mariadb-start.sh >/dev/null
fi
exec phpunit -c "${PHPUNIT_CONFIG:-phpunit.xml.dist}" "$@"
