#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, creates the dev site if
# needed (Stencilbox active) and serves it.
#   WP_PORT (8888)  WP_SITE_DIR (.wp-site)  WP_DB=sqlite|mysql
#   STENCILBOX_ELEMENTOR_DIR=/path/to/elementor  the site runs that Elementor (README "Elementor")
# Each step stops the start with one line saying what failed and what to
# run; the banner comes last, from bin/wp-server.sh, once the site answers.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
WP_PORT="${WP_PORT:-8888}"
# A taken port is reported before minutes go into installing and building.
if owner="$(port_owner "$WP_PORT")"; then
  fail "npm start: port $WP_PORT is in use by $owner; set WP_PORT to a free port (e.g. WP_PORT=$(next_free_port "$WP_PORT") npm start) or stop that process"
fi
[ "${WP_DB:-sqlite}" = mysql ] && export WITH_MARIADB=1
bin/ensure-deps.sh
bin/build-if-stale.sh
if [ "${WP_DB:-sqlite}" = mysql ]; then
  bin/mariadb-start.sh
  export WP_SITE_DIR="${WP_SITE_DIR:-.wp-site-mysql}"
fi
export WP_ELEMENTOR_DIR="${WP_ELEMENTOR_DIR:-${STENCILBOX_ELEMENTOR_DIR:-}}"
bin/wp-setup.sh
exec bin/wp-server.sh
