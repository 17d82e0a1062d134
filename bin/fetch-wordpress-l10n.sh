#!/usr/bin/env bash
# WordPress core's translations for one locale, from Debian's wordpress-l10n
# package (.mo files of core, the admin and the network admin; no script
# translations), for a prepared WordPress cache (bin/fetch-wordpress.sh).
#   bin/fetch-wordpress-l10n.sh ar        env: WP_CACHE (.wp-cache)
# The package comes from the Debian suite the cache's WordPress came from
# (its wordpress-<suite> link): trixie's matches its WordPress (6.8.x); sid's
# may lag behind sid's WordPress (7.0.3 beside 7.1.4 today), which is said
# on a line: strings new in the newer version then show in English.
# Output: $WP_CACHE/languages/<locale>/ (wp-content/languages' layout)
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
LOCALE="${1:-}"
[[ "$LOCALE" =~ ^[a-z]{2,3}(_[A-Z]{2})?$ ]] || fail "fetch-wordpress-l10n: give a locale such as ar or he_IL (got '${LOCALE}')"
WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
WP_CACHE="$(cd "$WP_CACHE" && pwd)"
OUT="$WP_CACHE/languages/$LOCALE"
if [ -f "$OUT/$LOCALE.mo" ]; then
  echo "WordPress's $LOCALE translations already in $OUT"; exit 0
fi
[ -f "$WP_CACHE/wordpress/wp-includes/version.php" ] \
  || fail "fetch-wordpress-l10n: $WP_CACHE holds no WordPress; run bin/fetch-wordpress-any.sh first"
target="$(readlink "$WP_CACHE/wordpress")"
SUITE=""
for link in "$WP_CACHE"/wordpress-*; do
  [ -L "$link" ] && [ "$(readlink "$link")" = "$target" ] && SUITE="${link##*/wordpress-}"
done
[ -n "$SUITE" ] || fail "fetch-wordpress-l10n: cannot tell which Debian suite $WP_CACHE/wordpress came from (no wordpress-<suite> link to $target); run bin/fetch-wordpress.sh again"
for tool in apt-get dpkg-deb; do
  command -v "$tool" >/dev/null 2>&1 || fail "fetch-wordpress-l10n: $tool is missing; run bin/ensure-deps.sh"
done
APT_DIR="$WP_CACHE/apt-l10n-$SUITE"
mkdir -p "$APT_DIR"/{lists/partial,cache/archives/partial,debs}
echo "deb http://deb.debian.org/debian $SUITE main" > "$APT_DIR/sources.list"
# A private apt configuration: the machine's own sources and lists are untouched.
APT=(-o Dir::Etc::sourcelist="$APT_DIR/sources.list" -o Dir::Etc::sourceparts=-
     -o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache"
     -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
apt-get "${APT[@]}" -qq update \
  || fail "fetch-wordpress-l10n: apt-get update of Debian $SUITE failed (output above); check access to deb.debian.org"
( cd "$APT_DIR/debs" && rm -f ./*.deb && apt-get "${APT[@]}" -qq download wordpress-l10n ) \
  || fail "fetch-wordpress-l10n: could not download wordpress-l10n from Debian $SUITE (output above)"
STAGE="$APT_DIR/stage"; rm -rf "$STAGE"; mkdir -p "$STAGE"
dpkg-deb -x "$APT_DIR"/debs/*.deb "$STAGE"
SRC="$STAGE/usr/share/wordpress/wp-content/languages"
[ -f "$SRC/$LOCALE.mo" ] || fail "fetch-wordpress-l10n: Debian's wordpress-l10n ($SUITE) has no $LOCALE translation"
rm -rf "$OUT.tmp"; mkdir -p "$OUT.tmp"
# Core (ar.mo), the admin (admin-ar.mo, admin-network-ar.mo), and any
# themes/ or plugins/ files of the locale.
( cd "$SRC" && find . -type f \( -name "$LOCALE.*" -o -name "*-$LOCALE.*" \) -print0 \
  | xargs -0 -I{} cp --parents {} "$OUT.tmp/" )
rm -rf "$OUT"; mv "$OUT.tmp" "$OUT"
l10n="$(dpkg-deb -f "$APT_DIR"/debs/*.deb Version)"
core="$(php -r 'include $argv[1]; echo $wp_version;' "$WP_CACHE/wordpress/wp-includes/version.php")"
rm -rf "$STAGE" "$APT_DIR/lists"
case "$l10n" in
  "$core"+*|"$core"-*) ;;
  *) echo "fetch-wordpress-l10n: Debian $SUITE's wordpress-l10n is $l10n, its WordPress $core: strings newer than the translations show in English" >&2 ;;
esac
echo "WordPress's $LOCALE translations ($l10n) ready in $OUT"
