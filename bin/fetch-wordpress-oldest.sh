#!/usr/bin/env bash
# The oldest WordPress the plugin supports ("Requires at least" in
# stencilbox.php: 6.8), ready for bin/wp-setup.sh and PHPUnit, in a cache of
# its own beside the dev sites' newest one: Debian trixie's `wordpress`
# package (6.8.x), the SQLite integration, Twenty Twenty-One and the other
# block themes (bin/fetch-other-themes.sh, into its themes/ folder: PHPUnit's
# WordPress 6.8 step matches designs on Twenty Twenty-Four, and may run
# before any site is built from this cache).
#   bin/fetch-wordpress-oldest.sh      env: WP_CACHE_OLDEST (.wp-cache/oldest)
# Prints the cache folder on its last line. Fails when the version it got is
# not the one "Requires at least" names (raise OLDEST_SUITE with it).
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
OLDEST_SUITE=trixie
CACHE="${WP_CACHE_OLDEST:-$PWD/.wp-cache/oldest}"
mkdir -p "$CACHE" || fail "fetch-wordpress-oldest: cannot create $CACHE"
CACHE="$(cd "$CACHE" && pwd)"
# One at a time: PHPUnit's WordPress 6.8 step and the matrix's 6.8 lane may
# both find the cache missing at once (a fresh clone), and two apt-get runs
# in the same state folders fail ("can not open …/lists/partial/…"). The
# second waits, then finds everything ready.
command -v flock >/dev/null 2>&1 || fail "fetch-wordpress-oldest: flock is missing (Debian: apt-get install util-linux)"
exec 9>"$CACHE/.fetch-oldest.lock"
flock 9 || fail "fetch-wordpress-oldest: could not lock $CACHE/.fetch-oldest.lock"
for tool in php apt-get dpkg-deb unzip npm; do
  command -v "$tool" >/dev/null 2>&1 || fail "fetch-wordpress-oldest: $tool is missing; run bin/ensure-deps.sh"
done
WP_CACHE="$CACHE" WP_SUITE="$OLDEST_SUITE" bin/fetch-wordpress.sh >&2 \
  || fail "fetch-wordpress-oldest: could not prepare WordPress from Debian $OLDEST_SUITE into $CACHE (output above); check access to deb.debian.org and the npm registry"
WP_CACHE="$CACHE" bin/fetch-classic-theme.sh >&2 \
  || fail "fetch-wordpress-oldest: could not add Twenty Twenty-One from Debian bookworm (output above); check access to deb.debian.org"
WP_CACHE="$CACHE" WP_THEMES_DIR="$CACHE/themes" bin/fetch-other-themes.sh >&2 \
  || fail "fetch-wordpress-oldest: could not add Twenty Twenty-Two, -Three and -Four from Debian (output above); check access to deb.debian.org"
# The suite's link, not `wordpress`: a cache that bin/wp-setup.sh once found
# unfinished would have had the newest WordPress fetched into it.
version="$(php -r 'include $argv[1]; echo $wp_version;' "$CACHE/wordpress-$OLDEST_SUITE/wp-includes/version.php")"
ln -sfn "$(readlink "$CACHE/wordpress-$OLDEST_SUITE")" "$CACHE/wordpress"
required="$(sed -n 's/^ \* Requires at least: *\([0-9.]*\).*/\1/p' stencilbox.php)"
case "$version" in
  "$required"|"$required".*) ;;
  *) fail "fetch-wordpress-oldest: $CACHE holds WordPress $version, but stencilbox.php requires $required: set OLDEST_SUITE in bin/fetch-wordpress-oldest.sh to the Debian suite that ships $required" ;;
esac
[ -f "$CACHE/wordpress/wp-content/themes/twentytwentyone/style.css" ] && [ -f "$CACHE/sqlite-database-integration/load.php" ] \
  || fail "fetch-wordpress-oldest: $CACHE lacks Twenty Twenty-One or the SQLite integration after fetching; remove $CACHE and run bin/fetch-wordpress-oldest.sh"
echo "WordPress $version (oldest supported) ready in $CACHE" >&2
echo "$CACHE"
