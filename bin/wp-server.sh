#!/usr/bin/env bash
# Serves a local site with PHP's built-in server on 127.0.0.1.
#   env: WP_PORT (8888)  WP_SITE_DIR (.wp-site)  PHP_CLI_SERVER_WORKERS (4)
# Beside the site, on WP_PORT + 1000: the local stand-in for the WordPress.org
# plugin and theme directories (bin/dev/directory.php); WP_NO_DIRECTORY=1
# leaves it out (a bench that installs nothing and may use only its own ports).
#        WP_WITHOUT_STENCILBOX=1: a plain WordPress site (see bin/wp-setup.sh)
# A site set up with WP_SUBDIR (bin/wp-setup.sh; its wp-config.php says so)
# is served at $WP_PORT/<subdir>/ from a document root of its own,
# <site>.docroot/, whose <subdir> links to the site; nothing else is there.
# A taken port is reported before anything starts; the banner is printed
# only once the site answers as a working Stencilbox site. php -S runs in a
# process group of its own (bin/lib/server-group.sh): stopping this script
# (Ctrl-C, SIGTERM, SIGKILL) or the php master alone ends every worker.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
export WP_SITE_DIR="${WP_SITE_DIR:-$PWD/.wp-site}"
export WP_PORT="${WP_PORT:-8888}"
# wp-config.php builds the site's address from WP_PORT (so a site moved to
# another port follows it); an inherited WP_BASE_URL may name another site.
export WP_BASE_URL="http://127.0.0.1:$WP_PORT"
URL="$WP_BASE_URL"

port_taken() {
  fail "wp-server: port $WP_PORT is in use by $1; set WP_PORT to a free port (e.g. WP_PORT=$(next_free_port "$WP_PORT") npm start) or stop that process"
}
if owner="$(port_owner "$WP_PORT")"; then port_taken "$owner"; fi
command -v php >/dev/null 2>&1 || fail "wp-server: php is not installed; run bin/ensure-deps.sh"
command -v setsid >/dev/null 2>&1 || fail "wp-server: setsid is missing; run apt-get install util-linux"
[ -f "$WP_SITE_DIR/wp-config.php" ] || bin/wp-setup.sh
WP_SITE_DIR="$(cd "$WP_SITE_DIR" && pwd)"
# WordPress in a subdirectory: a document root holding only the link.
SUBDIR="$(sed -n "s/^define( 'STENCILBOX_DEV_SUBDIR', '\([a-z0-9-]*\)' );$/\1/p" "$WP_SITE_DIR/wp-config.php")"
DOCROOT="$WP_SITE_DIR"
if [ -n "$SUBDIR" ]; then
  DOCROOT="$WP_SITE_DIR.docroot"
  rm -rf "$DOCROOT"; mkdir -p "$DOCROOT"
  ln -s "$WP_SITE_DIR" "$DOCROOT/$SUBDIR"
  URL="$URL/$SUBDIR"
fi
export STENCILBOX_DEV_SUBDIR="$SUBDIR"   # bin/router.php
LOG="$WP_SITE_DIR/server.log"
touch "$LOG"
offset="$(( $(stat -c %s "$LOG") + 1 ))"
new_log() { tail -c "+$offset" "$LOG"; }

export PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"   # parallel requests (block editor)
DIRECTORY_PORT="$(( WP_PORT + 1000 ))"
export STENCILBOX_DIRECTORY_URL="http://127.0.0.1:$DIRECTORY_PORT"   # bin/dev/mu-plugins/stencilbox-dev-directory.php
# Not a process-group leader (job control is off in scripts), so setsid
# turns this very child into the new group's leader: $! is the group id.
setsid bin/lib/server-group.sh "$$" \
  php -d memory_limit=512M -d opcache.enable=1 -d opcache.enable_cli=1 \
  -d upload_max_filesize=64M -d post_max_size=64M -d max_execution_time=120 \
  -S "127.0.0.1:$WP_PORT" -t "$DOCROOT" "$PWD/bin/router.php" \
  </dev/null >>"$LOG" 2>&1 &
GROUP=$!
# The local stand-in for the WordPress.org plugin and theme directories
# (bin/dev/directory.php), on the site's port + 1000, where the site's
# wp-config.php and its dev mu-plugin look for it: installs go through
# WordPress's own installers. A taken port is only reported.
DIRECTORY_GROUP=""
if [ "${WP_NO_DIRECTORY:-0}" = 1 ]; then
  :
elif owner="$(port_owner "$DIRECTORY_PORT")"; then
  echo "wp-server: port $DIRECTORY_PORT (the local plugin and theme directory) is in use by $owner; installs from the directory go there" >&2
else
  PHP_CLI_SERVER_WORKERS=2 setsid bin/lib/server-group.sh "$$" \
    php -S "127.0.0.1:$DIRECTORY_PORT" "$PWD/bin/dev/directory.php" \
    </dev/null >>"$WP_SITE_DIR/directory.log" 2>&1 &
  DIRECTORY_GROUP=$!
fi
stop() {
  [ -z "$DIRECTORY_GROUP" ] || stop_group "$DIRECTORY_GROUP"
  stop_group "$GROUP"
  wait "$GROUP" 2>/dev/null || true
}
trap 'stop; exit 0' INT TERM HUP
trap stop EXIT

# php -S logs "Development Server (…) started" once it listens; it exits
# with "Failed to listen" when it cannot bind (a server that took the port
# after the check above).
started=""
for _ in $(seq 1 150); do
  if new_log | grep -qF "Development Server ($WP_BASE_URL) started"; then started=1; break; fi
  alive "$GROUP" || break
  sleep 0.1
done
if [ -z "$started" ]; then
  if new_log | grep -q 'Failed to listen.*in use'; then
    port_taken "$(port_owner "$WP_PORT" || echo 'another process')"
  fi
  why="$(new_log | grep -v 'Development Server' | tail -n 1)"
  fail "wp-server: php -S did not start on 127.0.0.1:$WP_PORT (${why:-no output}); see $LOG, then run npm start again"
fi
namespace=stencilbox/v1
[ "${WP_WITHOUT_STENCILBOX:-0}" = 1 ] && namespace=wp/v2
if ! why="$(node bin/lib/probe-site.mjs "$URL" "$namespace")"; then
  fail "wp-server: the site in $WP_SITE_DIR does not work: $why; run bin/wp-setup.sh (checks and repairs it) or bin/wp-setup.sh --reset (a new site)"
fi

cat >&2 <<MSG

  Stencilbox dev site: $URL/wp-admin/admin.php?page=stencilbox
  Log in as admin / password
  Mailbox (every mail the site sends): $WP_SITE_DIR/wp-content/mail/
  Server log: $LOG   PHP errors: $WP_SITE_DIR/wp-content/debug.log

MSG
wait "$GROUP" || true
fail "wp-server: the PHP server on port $WP_PORT stopped on its own (see $LOG); run npm start again"
