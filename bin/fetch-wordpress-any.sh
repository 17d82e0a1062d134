#!/usr/bin/env bash
# WordPress from Debian sid, falling back to trixie when sid's packages are
# unavailable or broken (sid moves). Prints the version it prepared.
set -euo pipefail
cd "$(dirname "$0")/.."
export WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
if [ -f "$WP_CACHE/wordpress/wp-includes/version.php" ] && [ -f "$WP_CACHE/sqlite-database-integration/load.php" ] \
  && [ -f "$WP_CACHE/wordpress/wp-content/themes/twentytwentyone/style.css" ]; then
  exit 0
fi
if ! WP_SUITE="${WP_SUITE:-sid}" bin/fetch-wordpress.sh; then
  echo "WordPress from sid failed; trying trixie" >&2
  WP_SUITE=trixie bin/fetch-wordpress.sh
fi
bin/fetch-classic-theme.sh
