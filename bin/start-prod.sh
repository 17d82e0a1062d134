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
prod_preflight start:prod "$PROD_PORT" PROD_PORT

# Our MariaDB: stopped with the stack if this run started it.
prod_db_start
trap prod_db_stop EXIT
trap 'exit 0' INT TERM HUP

export WP_DB=mysql WP_PORT="$PROD_PORT" DB_PORT="$PROD_DB_PORT"
export WP_DB_HOST="127.0.0.1:$PROD_DB_PORT"
export WP_SITE_DIR="${WP_SITE_DIR:-$PWD/.wp-site-prod}"
WP_PLUGIN_SHIPPED=1 bin/wp-setup.sh
# The plugin folder holds what the plugin zip ships and nothing else, made
# again at each start (a site made before, a build that changed): nginx
# serves any file and runs any .php it finds, and the checkout's README,
# package.json, bin/ and tests/ are not the plugin's.
node bin/link-shipped.mjs "$WP_SITE_DIR/wp-content/plugins/stencilbox" >/dev/null \
  || fail "start:prod: could not link the shipped plugin files (error above); npm run build, then again"
# The local stand-in for the WordPress.org plugin and theme directories;
# gone with the stack.
prod_directory_start "$PROD_PORT" "$WP_SITE_DIR/directory.log"
trap 'prod_directory_stop; prod_db_stop' EXIT
bin/prod-server.sh
