#!/usr/bin/env bash
# WordPress from Debian sid, falling back to trixie when sid's packages are
# unavailable or broken (sid moves). Prints the version it prepared.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
export WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
export WP_THEMES_DIR="${WP_THEMES_DIR:-$WP_CACHE/themes}"
# Each part is fetched only when it is missing: a cache whose WordPress is
# there already keeps it. (bin/wp-setup.sh asks here for the oldest
# supported WordPress's cache too, which bin/fetch-wordpress-oldest.sh has
# made whole: fetching WordPress again would put sid's newest in it, and
# the matrix's 6.8 lane would run on the newest.)
wordpress_ready() {
  [ -f "$WP_CACHE/wordpress/wp-includes/version.php" ] && [ -f "$WP_CACHE/sqlite-database-integration/load.php" ]
}
classic_ready() {
  [ -f "$WP_CACHE/wordpress/wp-content/themes/twentytwentyone/style.css" ]
}
others_ready() {
  [ -f "$WP_THEMES_DIR/twentytwentytwo/style.css" ] && [ -f "$WP_THEMES_DIR/twentytwentythree/style.css" ] \
    && [ -f "$WP_THEMES_DIR/twentytwentyfour/style.css" ]
}
ready() { wordpress_ready && classic_ready && others_ready; }
ready && exit 0
for tool in php apt-get dpkg-deb unzip npm; do
  command -v "$tool" >/dev/null 2>&1 || fail "fetch-wordpress: $tool is missing; run bin/ensure-deps.sh"
done
if ! wordpress_ready && ! WP_SUITE="${WP_SUITE:-sid}" bin/fetch-wordpress.sh; then
  echo "WordPress from sid failed; trying trixie" >&2
  WP_SUITE=trixie bin/fetch-wordpress.sh \
    || fail "fetch-wordpress: could not prepare WordPress from Debian (sid, then trixie; output above); check access to deb.debian.org and the npm registry, then run bin/fetch-wordpress-any.sh"
fi
# A classic theme beside the core's block themes (display-conditions e2e).
classic_ready || bin/fetch-classic-theme.sh \
  || fail "fetch-wordpress: could not add Twenty Twenty-One from Debian bookworm (output above); check access to deb.debian.org, then run bin/fetch-wordpress-any.sh"
# The block themes a site may keep while importing a pack (fidelity e2e, other themes).
others_ready || bin/fetch-other-themes.sh \
  || fail "fetch-wordpress: could not add Twenty Twenty-Two, -Three and -Four from Debian (output above); check access to deb.debian.org, then run bin/fetch-wordpress-any.sh"
ready || fail "fetch-wordpress: $WP_CACHE lacks WordPress, the SQLite integration, Twenty Twenty-One or the other themes ($WP_THEMES_DIR) after fetching; remove $WP_CACHE and run bin/fetch-wordpress-any.sh"
