#!/usr/bin/env bash
# Creates a local WordPress site with Stencilbox active (core from Debian's
# packages, SQLite by default). Safe to run again: an existing site is kept.
#   bin/wp-setup.sh [--reset]
#   env: WP_DB=sqlite|mysql  WP_PORT=8888  WP_SITE_DIR=.wp-site
#        WP_DB_HOST/WP_DB_NAME/WP_DB_USER/WP_DB_PASSWORD (mysql only)
#        WP_EXTRA_PLUGINS="dir ..." extra plugin folders to link and activate (tests)
#        WP_HUB_URL=http://…  use another site as the hub;  WP_HUB_REMOTE=1  serve other sites
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WP_CACHE="${WP_CACHE:-$ROOT/.wp-cache}"
WP_SITE_DIR="${WP_SITE_DIR:-$ROOT/.wp-site}"
WP_PORT="${WP_PORT:-8888}"
WP_DB="${WP_DB:-sqlite}"
export WP_BASE_URL="http://127.0.0.1:$WP_PORT"

if [ "${1:-}" = "--reset" ]; then
  rm -rf "$WP_SITE_DIR"
  if [ "$WP_DB" = mysql ]; then
    mariadb --no-defaults -uroot -h127.0.0.1 -P"${DB_PORT:-3307}" -e \
      "DROP DATABASE IF EXISTS \`${WP_DB_NAME:-wordpress}\`; CREATE DATABASE \`${WP_DB_NAME:-wordpress}\`;"
  fi
fi
if [ -f "$WP_SITE_DIR/wp-config.php" ]; then exit 0; fi

WP_CACHE="$WP_CACHE" bin/fetch-wordpress-any.sh
SQLITE_SRC="$WP_CACHE/sqlite-database-integration"
mkdir -p "$WP_SITE_DIR"; WP_SITE_DIR="$(cd "$WP_SITE_DIR" && pwd)"
cp -a "$WP_CACHE/wordpress/." "$WP_SITE_DIR/"
C="$WP_SITE_DIR/wp-content"
ln -sfn "$ROOT" "$C/plugins/stencilbox"
mkdir -p "$C/mu-plugins" "$C/uploads" "$C/mail"
ln -sfn "$ROOT/bin/dev/mu-plugins/stencilbox-dev-env.php" "$C/mu-plugins/stencilbox-dev-env.php"
for extra in ${WP_EXTRA_PLUGINS:-}; do
  ln -sfn "$(cd "$extra" && pwd)" "$C/plugins/$(basename "$extra")"
done
if [ "$WP_DB" = sqlite ]; then
  cp -a "$SQLITE_SRC" "$C/plugins/sqlite-database-integration"
  sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$C/plugins/sqlite-database-integration#" \
      -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
      "$C/plugins/sqlite-database-integration/db.copy" > "$C/db.php"
  mkdir -p "$C/database"
fi

SALTS="$(php -r 'foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) printf("define( %s, %s );\n", var_export($k, true), var_export(bin2hex(random_bytes(32)), true));')"
cat > "$WP_SITE_DIR/wp-config.php" <<PHP
<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) ?: 'wordpress' );
define( 'DB_USER', getenv( 'WP_DB_USER' ) ?: 'wordpress' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) ?: 'wordpress' );
define( 'DB_HOST', getenv( 'WP_DB_HOST' ) ?: '127.0.0.1:${DB_PORT:-3307}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );   // SQLite only
define( 'DB_FILE', '.ht.sqlite' );
$SALTS
\$table_prefix = 'wp_';
define( 'WP_HOME', '$WP_BASE_URL' );
define( 'WP_SITEURL', WP_HOME );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );      // closed network: never call out
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost' ); // a hub on another local site
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

php bin/wp-install.php "$WP_SITE_DIR" install
# Extra (test) plugins first: their filters must be in place when
# Stencilbox's activation runs (e.g. the e2e fixtures' demo catalogue folder).
plugins=()
for extra in ${WP_EXTRA_PLUGINS:-}; do
  name="$(basename "$extra")"; plugins+=("$name/$name.php")
done
plugins+=(stencilbox/stencilbox.php)
php bin/wp-install.php "$WP_SITE_DIR" activate "${plugins[@]}"
if [ -n "${WP_HUB_URL:-}" ]; then
  php bin/wp-install.php "$WP_SITE_DIR" option stencilbox_hub_url "\"$WP_HUB_URL\""
fi
if [ "${WP_HUB_REMOTE:-0}" = 1 ]; then
  php bin/wp-install.php "$WP_SITE_DIR" option stencilbox_hub_remote true
fi
