#!/usr/bin/env bash
# Builds a self-contained, symlink-free WordPress tree from Debian's arch:all
# packages (the only WordPress source reachable here; wordpress.org is not).
#   WP_SUITE=sid    -> WordPress 7.1.x (default; newest available anywhere here)
#   WP_SUITE=trixie -> WordPress 6.8.x (used automatically when sid fails)
# Also unpacks the SQLite Database Integration plugin from the npm tarball of
# @wp-playground/cli (it ships sqlite-database-integration.zip, v3.0.2).
# Output: $WP_CACHE/wordpress-<version>/ (+ symlinks wordpress, wordpress-<suite>)
#         $WP_CACHE/sqlite-database-integration/
set -euo pipefail
SQLITE_PKG="${SQLITE_PKG:-@wp-playground/cli@3.1.56}"
WP_SUITE="${WP_SUITE:-sid}"
WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
mkdir -p "$WP_CACHE"; WP_CACHE="$(cd "$WP_CACHE" && pwd)"
if [ ! -f "$WP_CACHE/sqlite-database-integration/load.php" ]; then
  tmp="$(mktemp -d)"
  ( cd "$tmp" && npm pack --silent "$SQLITE_PKG" >/dev/null \
    && tar xzf ./*.tgz package/sqlite-database-integration.zip \
    && unzip -q package/sqlite-database-integration.zip )
  rm -rf "$WP_CACHE/sqlite-database-integration"
  mv "$tmp/plugin-sqlite-database-integration" "$WP_CACHE/sqlite-database-integration"; rm -rf "$tmp"
fi
if [ -f "$WP_CACHE/wordpress-$WP_SUITE/wp-includes/version.php" ]; then
  echo "WordPress already prepared in $WP_CACHE/wordpress-$WP_SUITE"; exit 0
fi
APT_DIR="$WP_CACHE/apt-$WP_SUITE"
mkdir -p "$APT_DIR"/{lists/partial,cache/archives/partial,debs}
echo "deb http://deb.debian.org/debian $WP_SUITE main" > "$APT_DIR/sources.list"
# A private apt configuration: the machine's own sources and lists are untouched.
APT=(-o Dir::Etc::sourcelist="$APT_DIR/sources.list" -o Dir::Etc::sourceparts=-
     -o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache"
     -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
apt-get "${APT[@]}" -qq update
# wordpress + the packages its 30-odd symlinks point into (same suite => matching versions)
PKGS=(wordpress wordpress-theme-twentytwentyfive libjs-cropper libjs-jquery-ui
      libjs-lodash libjs-underscore libphp-phpmailer php-getid3)
( cd "$APT_DIR/debs" && rm -f ./*.deb && apt-get "${APT[@]}" -qq download "${PKGS[@]}" )
STAGE="$APT_DIR/stage"; rm -rf "$STAGE"; mkdir -p "$STAGE"
for d in "$APT_DIR"/debs/*.deb; do dpkg-deb -x "$d" "$STAGE"; done
SRC="$STAGE/usr/share/wordpress"
find "$SRC" -type l | while read -r l; do
  t="$(readlink "$l")"
  case "$t" in
    /etc/ssl/certs/*) rm "$l"; cp /etc/ssl/certs/ca-certificates.crt "$l" ;;
    /etc/wordpress/*) rm "$l" ;;                       # Debian's .htaccess
    /*) ln -sfn "$STAGE$t" "$l" ;;                     # absolute -> into the stage
  esac                                                 # relative ones resolve in the stage
done
VER="$(php -r 'include $argv[1]; echo $wp_version;' "$SRC/wp-includes/version.php")"
OUT="$WP_CACHE/wordpress-$VER"
rm -rf "$OUT"; cp -rL "$SRC" "$OUT"                    # -L: copy link targets, not links
rm -f "$OUT/wp-config.php"                             # Debian's shim reads /etc/wordpress
if [ -n "$(find "$OUT" -type l)" ]; then echo "unresolved symlinks in $OUT" >&2; exit 1; fi
ln -sfn "wordpress-$VER" "$WP_CACHE/wordpress-$WP_SUITE"
ln -sfn "wordpress-$VER" "$WP_CACHE/wordpress"
rm -rf "$STAGE" "$APT_DIR/lists"
echo "WordPress $VER ready in $OUT"
