#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, creates the dev site if
# needed (Stencilbox active) and serves it.
#   WP_PORT (8888)  WP_SITE_DIR (.wp-site)  WP_DB=sqlite|mysql
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${WP_DB:-sqlite}" = mysql ] && export WITH_MARIADB=1
bin/ensure-deps.sh
bin/build-if-stale.sh
if [ "${WP_DB:-sqlite}" = mysql ]; then
  bin/mariadb-start.sh
  export WP_SITE_DIR="${WP_SITE_DIR:-.wp-site-mysql}"
fi
bin/wp-setup.sh
exec bin/wp-server.sh
