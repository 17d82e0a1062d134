#!/usr/bin/env bash
# Serves a local site with PHP's built-in server on 127.0.0.1.
#   env: WP_PORT (8888)  WP_SITE_DIR (.wp-site)
set -euo pipefail
cd "$(dirname "$0")/.."
export WP_SITE_DIR="${WP_SITE_DIR:-$PWD/.wp-site}"
export WP_PORT="${WP_PORT:-8888}"
[ -f "$WP_SITE_DIR/wp-config.php" ] || bin/wp-setup.sh
export PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"   # parallel requests (block editor)
URL="http://127.0.0.1:$WP_PORT"
php -d memory_limit=512M -d opcache.enable=1 -d opcache.enable_cli=1 \
  -d upload_max_filesize=64M -d post_max_size=64M -d max_execution_time=120 \
  -S "127.0.0.1:$WP_PORT" -t "$WP_SITE_DIR" "$PWD/bin/router.php" 2>>"$WP_SITE_DIR/server.log" &
PHP_PID=$!
# php -S does not stop its worker processes when the master is killed: do it here.
stop() { kill $(pgrep -P "$PHP_PID") "$PHP_PID" 2>/dev/null || true; }
trap 'stop; exit 0' INT TERM
trap stop EXIT
for _ in $(seq 1 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$WP_PORT") 2>/dev/null && break
  sleep 0.1
done
cat >&2 <<MSG

  Stencilbox dev site: $URL/wp-admin/admin.php?page=stencilbox
  Log in as admin / password
  Mailbox (every mail the site sends): $WP_SITE_DIR/wp-content/mail/
  Server log: $WP_SITE_DIR/server.log   PHP errors: $WP_SITE_DIR/wp-content/debug.log

MSG
wait "$PHP_PID"
