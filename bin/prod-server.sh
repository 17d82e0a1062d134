#!/usr/bin/env bash
# Serves a site the way most WordPress hosts do: nginx in front, with its
# defaults (FastCGI buffering on, gzip on), and two PHP-FPM masters behind
# it, round-robin, that stand in for two web nodes: each has its own
# temporary folder, log and opcache, and both share the site's database and
# uploads folder. PHP runs with memory_limit=128M, max_execution_time=30 and
# a 30 s request timeout (request_terminate_timeout), set as admin values a
# plugin cannot raise.
#   env: PROD_PORT (8870)       nginx, on 127.0.0.1
#        WP_SITE_DIR            the site (.wp-site-prod)
#        PROD_USER (www-data)   who PHP and nginx's workers run as; the site's
#                               wp-content is handed to that user. root: no
#                               change of owner (the e2e site, whose other
#                               servers run as root)
#        PROD_RUN_DIR           configs, sockets, logs, temp folders (<site>.stack)
#        PROD_FPM_CHILDREN (4)  PHP workers per node
#        PROD_BUFFER_STREAMS=1  a proxy that buffers whole responses, as a CDN or
#                               a second proxy in front of a host does: nginx
#                               ignores X-Accel-Buffering (which it honours by
#                               default) and keeps up to 512 KB of an answer
#                               in its buffers, so a streamed answer arrives
#                               in one piece when it ends
#        WP_DB_HOST WP_DB_NAME WP_DB_USER WP_DB_PASSWORD   passed on to PHP
#        STENCILBOX_DIRECTORY_URL   passed on to PHP: the local plugin and theme
#                               directory the site installs from (without it,
#                               the one on PROD_PORT + 1000 that start-prod.sh
#                               starts; see bin/dev/directory.php)
#        PROD_WATCH_PID         stop when this process ends (the test runner
#                               that started the stack)
# Requests may name a node with the header `X-Stencilbox-Node: a|b` (tests);
# every answer says which node served it in the same header. The nodes'
# sockets and temp folders: <run>/node-{a,b}/; PHP's error logs:
# <run>/logs/php-{a,b}.log.
#
# nginx and both PHP-FPM masters run in one process group of their own:
# stopping this script (Ctrl-C, SIGTERM, SIGKILL) stops all of them.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
ROOT="$PWD"
export WP_SITE_DIR="${WP_SITE_DIR:-$ROOT/.wp-site-prod}"
case "$WP_SITE_DIR" in /*) ;; *) WP_SITE_DIR="$ROOT/$WP_SITE_DIR" ;; esac
WP_SITE_DIR="${WP_SITE_DIR%/}"
PROD_PORT="${PROD_PORT:-8870}"
PROD_USER="${PROD_USER:-www-data}"
RUN="${PROD_RUN_DIR:-$WP_SITE_DIR.stack}"
CHILDREN="${PROD_FPM_CHILDREN:-4}"
URL="http://127.0.0.1:$PROD_PORT"
[[ "$CHILDREN" =~ ^[1-9][0-9]{0,2}$ ]] || fail "prod-server: PROD_FPM_CHILDREN must be a number of workers (1-999), not '$CHILDREN'"

if owner="$(port_owner "$PROD_PORT")"; then
  fail "prod-server: port $PROD_PORT is in use by $owner; set PROD_PORT to a free port (e.g. PROD_PORT=$(next_free_port "$PROD_PORT")) or stop that process"
fi
command -v nginx >/dev/null 2>&1 || fail "prod-server: nginx is not installed; run WITH_PROD=1 bin/ensure-deps.sh"
FPM="$(prod_fpm_binary)" || fail "prod-server: PHP-FPM is not installed; run WITH_PROD=1 bin/ensure-deps.sh"
command -v setsid >/dev/null 2>&1 || fail "prod-server: setsid is missing; run apt-get install util-linux"
[ -f "$WP_SITE_DIR/wp-config.php" ] || fail "prod-server: $WP_SITE_DIR is not a site (no wp-config.php); run npm run start:prod"
id -u "$PROD_USER" >/dev/null 2>&1 || fail "prod-server: there is no user $PROD_USER; set PROD_USER to the user PHP should run as"
GROUP_NAME="$(id -gn "$PROD_USER")"

# Configs, sockets and temporary folders are made anew each start; the
# logs are kept (appended to).
mkdir -p "$RUN/logs"
rm -rf "$RUN/nginx" "$RUN/node-a" "$RUN/node-b" "$RUN"/*.conf "$RUN"/*.pid
mkdir -p "$RUN/nginx"
for node in a b; do mkdir -p "$RUN/node-$node/tmp"; done
# What PHP writes: the site's wp-content (uploads, plugins and themes the
# import installs, the dev mailbox) and each node's own folder. Links (the
# plugin checkout) are not followed.
if [ "$PROD_USER" != root ]; then
  touch "$RUN/logs/php-a.log" "$RUN/logs/php-b.log"
  chown -R "$PROD_USER:$GROUP_NAME" "$WP_SITE_DIR/wp-content" "$RUN/node-a" "$RUN/node-b" "$RUN/nginx" "$RUN/logs/php-a.log" "$RUN/logs/php-b.log" \
    || fail "prod-server: could not give $WP_SITE_DIR/wp-content to $PROD_USER (run as root, or PROD_USER=$(id -un))"
  # Our own mu-plugin links point into the checkout; PHP must read it.
  [ -r "$ROOT/stencilbox.php" ] || fail "prod-server: the checkout is not readable"
fi

ALLOW_ROOT=()
[ "$PROD_USER" = root ] && ALLOW_ROOT=(-R)
pass_env() {
  local name
  for name in WP_DB_HOST WP_DB_NAME WP_DB_USER WP_DB_PASSWORD STENCILBOX_DIRECTORY_URL; do
    [ -n "${!name:-}" ] && echo "env[$name] = ${!name}"
  done
  return 0
}
for node in a b; do
  cat > "$RUN/php-fpm-$node.conf" <<CONF
; Web node $node (generated by bin/prod-server.sh).
[global]
pid = $RUN/php-fpm-$node.pid
error_log = $RUN/logs/fpm-$node.log
daemonize = no

[node-$node]
user = $PROD_USER
group = $GROUP_NAME
listen = $RUN/node-$node/php.sock
listen.owner = $PROD_USER
listen.group = $GROUP_NAME
listen.mode = 0660
pm = dynamic
pm.max_children = $CHILDREN
pm.start_servers = $(( CHILDREN < 2 ? CHILDREN : 2 ))
pm.min_spare_servers = 1
pm.max_spare_servers = $CHILDREN
request_terminate_timeout = 30s
catch_workers_output = yes
decorate_workers_output = no
clear_env = yes
env[PATH] = /usr/local/bin:/usr/bin:/bin
env[TMPDIR] = $RUN/node-$node/tmp
env[WP_PORT] = $PROD_PORT
env[STENCILBOX_NODE] = $node
$(pass_env)
php_admin_value[memory_limit] = 128M
php_admin_value[max_execution_time] = 30
php_admin_value[sys_temp_dir] = $RUN/node-$node/tmp
php_admin_value[upload_tmp_dir] = $RUN/node-$node/tmp
php_admin_value[session.save_path] = $RUN/node-$node/tmp
php_admin_value[error_log] = $RUN/logs/php-$node.log
php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
CONF
done

BUFFER_STREAMS=""
[ "${PROD_BUFFER_STREAMS:-0}" = 1 ] && BUFFER_STREAMS="fastcgi_ignore_headers X-Accel-Buffering; fastcgi_buffer_size 16k; fastcgi_buffers 32 16k;"
cat > "$RUN/nginx.conf" <<CONF
# Generated by bin/prod-server.sh: nginx's defaults (buffering, timeouts,
# body size) except where a line says otherwise.
worker_processes 2;
daemon off;
pid $RUN/nginx.pid;
error_log $RUN/logs/nginx-error.log warn;
$( [ "$(id -u)" = 0 ] && echo "user $PROD_USER $GROUP_NAME;" )

events {
	worker_connections 1024;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	keepalive_timeout 65;
	gzip on;
	client_body_temp_path $RUN/nginx/client_body;
	fastcgi_temp_path $RUN/nginx/fastcgi;
	proxy_temp_path $RUN/nginx/proxy;
	uwsgi_temp_path $RUN/nginx/uwsgi;
	scgi_temp_path $RUN/nginx/scgi;
	log_format node '\$remote_addr [\$time_local] "\$request" \$status \$body_bytes_sent \$request_time node=\$stencilbox_node';
	access_log $RUN/logs/nginx-access.log node;

	# Two web nodes, round-robin; a request may name one (tests).
	upstream nodes {
		server unix:$RUN/node-a/php.sock;
		server unix:$RUN/node-b/php.sock;
	}
	upstream node_a {
		server unix:$RUN/node-a/php.sock;
	}
	upstream node_b {
		server unix:$RUN/node-b/php.sock;
	}
	map \$http_x_stencilbox_node \$stencilbox_upstream {
		a node_a;
		b node_b;
		default nodes;
	}
	map \$upstream_addr \$stencilbox_node {
		~node-a/ a;
		~node-b/ b;
		default "";
	}

	server {
		listen 127.0.0.1:$PROD_PORT;
		server_name 127.0.0.1 localhost;
		root $WP_SITE_DIR;
		index index.php;

		location / {
			try_files \$uri \$uri/ /index.php?\$args;
		}
		# What the server keeps to itself.
		location ~ /\.|^/wp-config\.php$|^/wp-content/(debug\.log|mail/|database/) {
			deny all;
		}
		location ~ \.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi.conf;
			fastcgi_pass \$stencilbox_upstream;
			add_header X-Stencilbox-Node \$stencilbox_node always;
			$BUFFER_STREAMS
		}
	}
}
CONF
nginx -t -c "$RUN/nginx.conf" -e "$RUN/logs/nginx-error.log" >"$RUN/logs/nginx-test.log" 2>&1 \
  || fail "prod-server: nginx refuses the generated configuration ($(tail -n 1 "$RUN/logs/nginx-test.log")); see $RUN/nginx.conf"

# One process group for the three daemons (bin/lib/server-group.sh stops
# the whole group when this script or any daemon ends). PHP-FPM's master
# leaves any process group (it calls setsid() even in the foreground), so
# the group's shell passes a stop on to both masters, and stop() below
# also ends them by their pid files.
setsid bin/lib/server-group.sh "$$" bash -c '
  "$1" -F -y "$2/php-fpm-a.conf" $3 &
  a=$!
  "$1" -F -y "$2/php-fpm-b.conf" $3 &
  b=$!
  trap "kill -TERM $a $b 2>/dev/null; exit 0" TERM INT HUP
  nginx -c "$2/nginx.conf" -e "$2/logs/nginx-error.log" &
  wait -n
  echo "prod-server: $(date +%T) a daemon stopped; stopping the others" >&2
  kill -TERM $a $b 2>/dev/null
' prod "$FPM" "$RUN" "${ALLOW_ROOT[*]:-}" </dev/null >>"$RUN/logs/daemons.log" 2>&1 &
GROUP=$!
stop_fpm() {
  local file pid
  for file in "$RUN"/php-fpm-*.pid; do
    pid="$(cat "$file" 2>/dev/null)" || continue
    [ -n "$pid" ] && alive "$pid" || continue
    kill -TERM "$pid" 2>/dev/null || continue
    for _ in $(seq 1 30); do alive "$pid" || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  return 0
}
stop() {
  stop_group "$GROUP"
  stop_fpm
  wait "$GROUP" 2>/dev/null || true
}
trap 'stop; exit 0' INT TERM HUP
trap stop EXIT

for _ in $(seq 1 100); do
  [ -S "$RUN/node-a/php.sock" ] && [ -S "$RUN/node-b/php.sock" ] && port_in_use "$PROD_PORT" && break
  alive "$GROUP" || break
  sleep 0.1
done
if ! { [ -S "$RUN/node-a/php.sock" ] && [ -S "$RUN/node-b/php.sock" ] && port_in_use "$PROD_PORT"; }; then
  why="$(grep -hE 'ERROR|emerg|\[error\]|\[crit\]' "$RUN"/logs/fpm-*.log "$RUN"/logs/nginx-error.log "$RUN"/logs/daemons.log 2>/dev/null | tail -n 1)"
  fail "prod-server: nginx or PHP-FPM did not start (${why:-no error logged}); see $RUN/logs/"
fi
if ! why="$(node bin/lib/probe-site.mjs "$URL")"; then
  fail "prod-server: the site in $WP_SITE_DIR does not work behind nginx: $why; see $RUN/logs/ (php-a.log, php-b.log)"
fi

cat >&2 <<MSG

  Stencilbox production-like site: $URL/wp-admin/admin.php?page=stencilbox
  Log in as admin / password
  nginx (buffering, gzip) → PHP-FPM nodes a and b (128M, 30 s), run as $PROD_USER
  Logs: $RUN/logs/ (PHP errors: php-a.log, php-b.log)

MSG
# Polling (twice a second, nap: no process started) rather than a wait:
# a wait cannot also notice the end of PROD_WATCH_PID, which is not our
# child.
while alive "$GROUP"; do
  if [ -n "${PROD_WATCH_PID:-}" ] && ! alive "$PROD_WATCH_PID"; then
    stop
    exit 0
  fi
  nap 0.5
done
fail "prod-server: nginx or PHP-FPM stopped on its own (see $RUN/logs/); run it again"
