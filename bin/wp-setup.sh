#!/usr/bin/env bash
# Creates a local WordPress site with Stencilbox active (core from Debian's
# packages, SQLite by default), or checks the one that is there.
#   bin/wp-setup.sh [--reset]
#   env: WP_DB=sqlite|mysql  WP_PORT=8888  WP_SITE_DIR=.wp-site
#        DB_PORT (3307) or WP_DB_HOST/WP_DB_NAME/WP_DB_USER/WP_DB_PASSWORD (mysql only)
#        WP_EXTRA_PLUGINS="dir ..." extra plugin folders to link and activate (tests); the
#                          main file is <dir>/<dir name>.php, else the top-level PHP file
#                          with a "Plugin Name:" header (Yoast SEO's wp-seo.php)
#        WP_SUBDIR=blog   WordPress in a subdirectory: served at http://127.0.0.1:$WP_PORT/blog
#                         (bin/wp-server.sh reads it back from wp-config.php)
#        WP_PERMALINKS=plain  plain permalinks (REST through ?rest_route=); default /%postname%/
#        WP_LOCALE=ar     the site's language: core's translations from Debian's
#                         wordpress-l10n (bin/fetch-wordpress-l10n.sh), WPLANG set
#                         (WP_SUBDIR, WP_PERMALINKS and WP_LOCALE shape a new site only:
#                         an existing one keeps its own; --reset to change them)
#        WP_MULTISITE=1   a subdirectory network (bin/wp-install.php network), every plugin
#                         network-activated, a site /sub/ administered by `subadmin`
#                         (password `password`) who is not a super admin
#        WP_CACHE=dir     the prepared WordPress (.wp-cache; .wp-cache/oldest is 6.8,
#                         bin/fetch-wordpress-oldest.sh)
#        WP_ELEMENTOR_DIR=dir  an Elementor plugin folder (the one holding elementor.php), linked
#                              as plugins/elementor and activated (bin/start.sh passes
#                              STENCILBOX_ELEMENTOR_DIR; README "Elementor")
#        WP_THEMES_DIR=dir  a folder of other themes (default $WP_CACHE/themes, filled by
#                           bin/fetch-other-themes.sh): each theme in it is copied into the site
#        WP_HELLO_THEME_DIR=dir  a Hello Elementor theme folder, linked as themes/hello-elementor
#                                (only with WP_ELEMENTOR_DIR; README "What a visitor sees")
#        WP_CLASSIC_THEMES_DIR=dir  a folder of classic themes (astra/, generatepress/, kadence/):
#                                each one in it is linked into themes/ (README "Design that travels")
#        WP_HUB_URL=http://…  use another site as the hub;  WP_HUB_REMOTE=1  serve other sites
#        WP_WITHOUT_STENCILBOX=1  a plain WordPress site, Stencilbox neither linked nor
#                                 active (the e2e test that installs the plugin zip)
#        WP_PLUGIN_SHIPPED=1  the plugin folder holds only what the plugin zip ships, each
#                             file linked (bin/link-shipped.mjs; the production-like
#                             stack does this at each start); else it links the checkout.
#                             WP_PLUGIN_SHIPPED=copy: each file copied, as the zip unpacks
#                             (bench:overhead: the plugin as a site installs it)
#                             WP_PLUGIN_SHIPPED_EXTRA="folder …": checkout folders linked too
#
# A new site is built in a folder beside WP_SITE_DIR and moved into place
# only once WordPress is installed and every plugin is active, so a set-up
# that fails leaves nothing half made and the next run simply tries again.
# An existing site is checked:
#   finished                                  → kept as it is (exit 0)
#   WordPress not installed / no wp-config    → nothing in it to lose: built again
#   installed, Stencilbox (or an extra) inactive → activated, content kept
#   does not load (database, PHP)             → reported; --reset builds a new one
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
ROOT="$PWD"
WP_CACHE="${WP_CACHE:-$ROOT/.wp-cache}"
WP_SITE_DIR="${WP_SITE_DIR:-$ROOT/.wp-site}"
case "$WP_SITE_DIR" in /*) ;; *) WP_SITE_DIR="$ROOT/$WP_SITE_DIR" ;; esac
WP_SITE_DIR="${WP_SITE_DIR%/}"
export WP_PORT="${WP_PORT:-8888}"
WP_DB="${WP_DB:-sqlite}"
DB_PORT="${DB_PORT:-3307}"
export WP_BASE_URL="http://127.0.0.1:$WP_PORT"
RESET=0
[ "${1:-}" = "--reset" ] && RESET=1

command -v php >/dev/null 2>&1 || fail "wp-setup: php is not installed; run bin/ensure-deps.sh"

plugins=()
ELEMENTOR_DIR="${WP_ELEMENTOR_DIR:-}"
if [ -n "$ELEMENTOR_DIR" ]; then
  [ -f "$ELEMENTOR_DIR/elementor.php" ] \
    || fail "wp-setup: WP_ELEMENTOR_DIR ($ELEMENTOR_DIR) holds no elementor.php; point it at the Elementor plugin folder (README: Elementor)"
  ELEMENTOR_DIR="$(cd "$ELEMENTOR_DIR" && pwd -P)"
  # First: Stencilbox and the test plugins find Elementor active when they activate.
  plugins+=(elementor/elementor.php)
fi
# An extra plugin's main file: <name>/<name>.php, else the top-level PHP file
# whose header names the plugin.
main_file() {
  local name main
  name="$(basename "$1")"
  if [ -f "$1/$name.php" ]; then echo "$name/$name.php"; return; fi
  main="$(grep -l -m1 '^[ *]*Plugin Name:' "$1"/*.php 2>/dev/null | head -n 1)"
  [ -n "$main" ] || fail "wp-setup: $1 holds no plugin (no $name.php, no PHP file with a \"Plugin Name:\" header)"
  echo "$name/$(basename "$main")"
}
for extra in ${WP_EXTRA_PLUGINS:-}; do
  plugins+=("$(main_file "$extra")")
done
WP_SUBDIR="${WP_SUBDIR:-}"; WP_SUBDIR="${WP_SUBDIR#/}"; WP_SUBDIR="${WP_SUBDIR%/}"
case "$WP_SUBDIR" in -*|*[!a-z0-9-]*) fail "wp-setup: WP_SUBDIR ($WP_SUBDIR) must be a folder name such as blog" ;; esac
# Extra (test) plugins first: their filters must be in place when
# Stencilbox's activation runs (e.g. the e2e fixtures' demo catalogue folder).
WITH_STENCILBOX=1
[ "${WP_WITHOUT_STENCILBOX:-0}" = 1 ] && WITH_STENCILBOX=0
[ "$WITH_STENCILBOX" = 1 ] && plugins+=(stencilbox/stencilbox.php)

# One line: ok | not-installed | inactive <plugin>… | error <reason>
site_state() {
  php bin/wp-install.php "$1" status "${plugins[@]}" 2>&1 | tail -n 1 || true
}

# A folder we may delete or replace: one of our sites, a WordPress tree, or
# empty. Guards against a mistyped WP_SITE_DIR (say, a home folder).
is_site_dir() {
  [ -f "$1/.stencilbox-site" ] || [ -f "$1/wp-settings.php" ] || [ -z "$(ls -A "$1")" ]
}

# MySQL: the database server must answer before anything is judged or built.
DB_HOST="${WP_DB_HOST:-127.0.0.1:$DB_PORT}"
DB_NAME="${WP_DB_NAME:-wordpress}"
mysql_php() {
  php -r '
    [ $host, $port ] = array_pad( explode( ":", $argv[1], 2 ), 2, 3306 );
    mysqli_report( MYSQLI_REPORT_OFF );
    $db = @new mysqli( $host, $argv[2], $argv[3], "", (int) $port );
    if ( $db->connect_errno ) { echo $db->connect_error, "\n"; exit( 1 ); }
    if ( isset( $argv[4] ) && ! $db->multi_query( $argv[4] ) ) { echo $db->error, "\n"; exit( 1 ); }
    while ( $db->more_results() && $db->next_result() ) {}
  ' "$DB_HOST" "${WP_DB_USER:-wordpress}" "${WP_DB_PASSWORD:-wordpress}" "$@"
}
if [ "$WP_DB" = mysql ]; then
  why="$(mysql_php 2>&1)" || fail "wp-setup: MariaDB does not answer on $DB_HOST ($why); run bin/mariadb-start.sh (npm run start:mysql starts it too)"
fi

if [ "$RESET" = 1 ]; then
  if [ -e "$WP_SITE_DIR" ]; then
    is_site_dir "$WP_SITE_DIR" || fail "wp-setup: $WP_SITE_DIR is not a WordPress site, so --reset does not delete it; set WP_SITE_DIR to the site's folder"
    rm -rf "$WP_SITE_DIR"
  fi
  if [ "$WP_DB" = mysql ]; then
    why="$(mysql_php "DROP DATABASE IF EXISTS \`$DB_NAME\`; CREATE DATABASE \`$DB_NAME\`" 2>&1)" \
      || fail "wp-setup: could not empty database $DB_NAME on $DB_HOST ($why); check MariaDB (bin/mariadb-start.sh), then run bin/wp-setup.sh --reset"
  fi
fi

if [ -e "$WP_SITE_DIR" ]; then
  is_site_dir "$WP_SITE_DIR" || fail "wp-setup: $WP_SITE_DIR exists and is not a WordPress site; set WP_SITE_DIR to another folder"
  # An existing site asked to run Elementor gets the link (then is activated below).
  if [ -n "$ELEMENTOR_DIR" ] && [ -d "$WP_SITE_DIR/wp-content/plugins" ] && { [ -L "$WP_SITE_DIR/wp-content/plugins/elementor" ] || [ ! -e "$WP_SITE_DIR/wp-content/plugins/elementor" ]; }; then
    ln -sfn "$ELEMENTOR_DIR" "$WP_SITE_DIR/wp-content/plugins/elementor"
  fi
  if [ ! -f "$WP_SITE_DIR/wp-config.php" ]; then
    echo "wp-setup: $WP_SITE_DIR was left half made (no wp-config.php); building it again"
  else
    # A site made before the local directory stand-in: its mu-plugin, and
    # api.wordpress.org's info routes let through to it.
    if [ -d "$WP_SITE_DIR/wp-content/mu-plugins" ] && [ ! -e "$WP_SITE_DIR/wp-content/mu-plugins/stencilbox-dev-directory.php" ]; then
      ln -sfn "$ROOT/bin/dev/mu-plugins/stencilbox-dev-directory.php" "$WP_SITE_DIR/wp-content/mu-plugins/stencilbox-dev-directory.php"
      sed -i "s/define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost' );/define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost,api.wordpress.org' );/" "$WP_SITE_DIR/wp-config.php"
    fi
    state="$(site_state "$WP_SITE_DIR")"
    case "$state" in
      ok) exit 0 ;;
      not-installed)
        echo "wp-setup: $WP_SITE_DIR was left half made (WordPress not installed); building it again" ;;
      inactive\ *)
        # Installed: the site may hold work worth keeping, so it is repaired
        # in place rather than rebuilt.
        echo "wp-setup: activating ${state#inactive } in $WP_SITE_DIR"
        php bin/wp-install.php "$WP_SITE_DIR" activate ${state#inactive } \
          || fail "wp-setup: could not activate ${state#inactive } in $WP_SITE_DIR (error above); fix it, or run bin/wp-setup.sh --reset for a new site"
        state="$(site_state "$WP_SITE_DIR")"
        [ "$state" = ok ] || fail "wp-setup: $WP_SITE_DIR is still not finished ($state); run bin/wp-setup.sh --reset for a new site"
        exit 0 ;;
      *)
        fail "wp-setup: the site in $WP_SITE_DIR does not load (${state#error }); fix that (bin/ensure-deps.sh checks PHP), or run bin/wp-setup.sh --reset for a new site (deletes this one)" ;;
    esac
  fi
fi

WP_CACHE="$WP_CACHE" bin/fetch-wordpress-any.sh
if [ -n "${WP_LOCALE:-}" ]; then
  WP_CACHE="$WP_CACHE" bin/fetch-wordpress-l10n.sh "$WP_LOCALE" >/dev/null \
    || fail "wp-setup: could not prepare WordPress's $WP_LOCALE translations (output above); check access to deb.debian.org, then run bin/wp-setup.sh again"
fi
SQLITE_SRC="$WP_CACHE/sqlite-database-integration"

# Leftovers of set-ups that were killed half way carry their pid: remove
# those whose process is gone.
mkdir -p "$(dirname "$WP_SITE_DIR")"
for old in "$WP_SITE_DIR".building.*; do
  [ -d "$old" ] || continue
  kill -0 "${old##*.}" 2>/dev/null || rm -rf "$old"
done
BUILD="$WP_SITE_DIR.building.$$"   # same parent: the final mv is a rename
rm -rf "$BUILD"
mkdir "$BUILD"
trap 'rm -rf "$BUILD"' EXIT

cp -a "$WP_CACHE/wordpress/." "$BUILD/"
touch "$BUILD/.stencilbox-site"
C="$BUILD/wp-content"
# Other themes a site may keep while importing a pack (bin/fetch-other-themes.sh).
THEMES_DIR="${WP_THEMES_DIR:-$WP_CACHE/themes}"
if [ -d "$THEMES_DIR" ]; then
  for theme in "$THEMES_DIR"/*/; do
    [ -f "$theme/style.css" ] || continue
    name="$(basename "$theme")"
    [ -e "$C/themes/$name" ] || cp -a "${theme%/}" "$C/themes/$name"
  done
fi
if [ -n "${WP_HELLO_THEME_DIR:-}" ] && [ -n "$ELEMENTOR_DIR" ]; then
  [ -f "$WP_HELLO_THEME_DIR/style.css" ] \
    || fail "wp-setup: WP_HELLO_THEME_DIR ($WP_HELLO_THEME_DIR) holds no style.css; point it at the Hello Elementor theme folder (README: What a visitor sees)"
  ln -sfn "$(cd "$WP_HELLO_THEME_DIR" && pwd -P)" "$C/themes/hello-elementor"
fi
if [ -n "${WP_CLASSIC_THEMES_DIR:-}" ]; then
  [ -d "$WP_CLASSIC_THEMES_DIR" ] \
    || fail "wp-setup: WP_CLASSIC_THEMES_DIR ($WP_CLASSIC_THEMES_DIR) is not a folder; point it at a folder of classic themes (README: Design that travels)"
  for theme in "$WP_CLASSIC_THEMES_DIR"/*/; do
    if [ -f "$theme/style.css" ]; then ln -sfn "$(cd "$theme" && pwd -P)" "$C/themes/$(basename "$theme")"; fi
  done
fi
if [ "$WITH_STENCILBOX" = 1 ] && { [ "${WP_PLUGIN_SHIPPED:-0}" = 1 ] || [ "${WP_PLUGIN_SHIPPED:-0}" = copy ]; }; then
  node bin/link-shipped.mjs $( [ "$WP_PLUGIN_SHIPPED" = copy ] && echo --copy ) "$C/plugins/stencilbox" ${WP_PLUGIN_SHIPPED_EXTRA:-} >/dev/null \
    || fail "wp-setup: could not link the shipped plugin files (error above); npm run build, then again"
elif [ "$WITH_STENCILBOX" = 1 ]; then
  ln -sfn "$ROOT" "$C/plugins/stencilbox"
fi
mkdir -p "$C/mu-plugins" "$C/uploads" "$C/mail"
ln -sfn "$ROOT/bin/dev/mu-plugins/stencilbox-dev-env.php" "$C/mu-plugins/stencilbox-dev-env.php"
ln -sfn "$ROOT/bin/dev/mu-plugins/stencilbox-dev-directory.php" "$C/mu-plugins/stencilbox-dev-directory.php"
for extra in ${WP_EXTRA_PLUGINS:-}; do
  ln -sfn "$(cd "$extra" && pwd)" "$C/plugins/$(basename "$extra")"
done
[ -z "$ELEMENTOR_DIR" ] || ln -sfn "$ELEMENTOR_DIR" "$C/plugins/elementor"
if [ "$WP_DB" = sqlite ]; then
  cp -a "$SQLITE_SRC" "$C/plugins/sqlite-database-integration"
  # The drop-in finds the integration relative to itself: the site is built
  # in one folder and served from another.
  sed -e "s#'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'#__DIR__ . '/plugins/sqlite-database-integration'#" \
      -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
      "$C/plugins/sqlite-database-integration/db.copy" > "$C/db.php"
  if grep -q '{SQLITE' "$C/db.php"; then
    fail "wp-setup: the SQLite integration's db.copy has changed shape (placeholders left in db.php); update bin/wp-setup.sh"
  fi
  mkdir -p "$C/database"
fi
if [ -n "${WP_LOCALE:-}" ]; then
  mkdir -p "$C/languages"
  cp -a "$WP_CACHE/languages/$WP_LOCALE/." "$C/languages/"
fi

SALTS="$(php -r 'foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) printf("define( %s, %s );\n", var_export($k, true), var_export(bin2hex(random_bytes(32)), true));')"
cat > "$BUILD/wp-config.php" <<PHP
<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) ?: 'wordpress' );
define( 'DB_USER', getenv( 'WP_DB_USER' ) ?: 'wordpress' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) ?: 'wordpress' );
define( 'DB_HOST', getenv( 'WP_DB_HOST' ) ?: '127.0.0.1:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );   // SQLite only
define( 'DB_FILE', '.ht.sqlite' );
$SALTS
\$table_prefix = 'wp_';
// The port the site is served on (bin/wp-server.sh exports WP_PORT), so
// WP_PORT=… npm start moves an existing site to a free port.
// A network (WP_MULTISITE=1) once bin/wp-install.php made it: each site's
// address is its own (no WP_HOME), and the network lives on this port.
if ( is_file( __DIR__ . '/.stencilbox-network' ) && ! defined( 'STENCILBOX_DEV_NETWORK_PENDING' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', '127.0.0.1:$WP_PORT' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
} else {
	define( 'WP_HOME', 'http://127.0.0.1:' . ( (int) getenv( 'WP_PORT' ) ?: $WP_PORT ) . '${WP_SUBDIR:+/$WP_SUBDIR}' );
	define( 'WP_SITEURL', WP_HOME );
}
// The subdirectory WordPress is served from ('' at the root); bin/wp-server.sh reads it.
define( 'STENCILBOX_DEV_SUBDIR', '$WP_SUBDIR' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );      // closed network: never call out
// A hub on another local site; api.wordpress.org's plugin and theme info,
// which the dev mu-plugin points at the local directory stand-in.
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost,api.wordpress.org' );
// The stand-in bin/wp-server.sh runs beside the site (its port + 1000).
define( 'STENCILBOX_DIRECTORY_URL', 'http://127.0.0.1:' . ( ( (int) getenv( 'WP_PORT' ) ?: $WP_PORT ) + 1000 ) );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# wp_install() may print a problem (e.g. "PDO Driver for SQLite is
# missing") and still exit 0: the state check below is what counts.
php bin/wp-install.php "$BUILD" install 2>&1 | tee "$BUILD/install.log" || true
state="$(site_state "$BUILD")"
if [ "$state" = not-installed ] || [ "${state%% *}" = error ]; then
  why="$(grep -v '^\s*$' "$BUILD/install.log" | tail -n 1)"
  fail "wp-setup: WordPress did not install (${why:-$state}); run bin/ensure-deps.sh (it checks PHP and its extensions), then bin/wp-setup.sh again"
fi
if [ "${WP_PERMALINKS:-}" = plain ]; then
  php bin/wp-install.php "$BUILD" option permalink_structure '""' >/dev/null \
    || fail "wp-setup: could not switch to plain permalinks (error above); fix it, then run bin/wp-setup.sh again"
fi
if [ -n "${WP_LOCALE:-}" ]; then
  php bin/wp-install.php "$BUILD" option WPLANG "\"$WP_LOCALE\"" >/dev/null \
    || fail "wp-setup: could not set the site language to $WP_LOCALE (error above); fix it, then run bin/wp-setup.sh again"
fi
if [ "${WP_MULTISITE:-0}" = 1 ]; then
  [ -z "$WP_SUBDIR" ] || fail "wp-setup: WP_MULTISITE and WP_SUBDIR together are not supported"
  php bin/wp-install.php "$BUILD" network >/dev/null \
    || fail "wp-setup: could not make the network (error above); fix it, then run bin/wp-setup.sh --reset"
  touch "$BUILD/.stencilbox-network"
fi
[ "${#plugins[@]}" = 0 ] || php bin/wp-install.php "$BUILD" activate "${plugins[@]}" \
  || fail "wp-setup: could not activate ${plugins[*]} (error above); fix it, then run bin/wp-setup.sh again"
if [ "${WP_MULTISITE:-0}" = 1 ]; then
  php bin/wp-install.php "$BUILD" site sub "Sub Site" subadmin password >/dev/null \
    || fail "wp-setup: could not add the network's site /sub/ (error above); fix it, then run bin/wp-setup.sh --reset"
fi
if [ -n "${WP_HUB_URL:-}" ]; then
  php bin/wp-install.php "$BUILD" option stencilbox_hub_url "\"$WP_HUB_URL\"" \
    || fail "wp-setup: could not set the hub URL (error above); fix it, then run bin/wp-setup.sh again"
fi
if [ "${WP_HUB_REMOTE:-0}" = 1 ]; then
  php bin/wp-install.php "$BUILD" option stencilbox_hub_remote true \
    || fail "wp-setup: could not turn on remote hub access (error above); fix it, then run bin/wp-setup.sh again"
fi
state="$(site_state "$BUILD")"
[ "$state" = ok ] || fail "wp-setup: the new site is not finished ($state); fix that, then run bin/wp-setup.sh again"

rm -f "$BUILD/install.log"
# Only an unfinished site of ours (checked above) can be here now.
rm -rf "$WP_SITE_DIR"
mv -T "$BUILD" "$WP_SITE_DIR" \
  || fail "wp-setup: could not move the new site into $WP_SITE_DIR (another set-up at the same time?); run bin/wp-setup.sh again"
trap - EXIT
echo "wp-setup: site ready in $WP_SITE_DIR"
