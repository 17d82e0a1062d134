# Helpers shared by the dev scripts (sourced, not run).
# Only bash, coreutils, findutils, awk and /proc are used here: these run
# before bin/ensure-deps.sh has installed anything (e.g. the early port check
# of `npm start`), so they cannot count on procps, iproute2 or lsof.

# Stops the calling script with one line saying what failed and what to run.
# Every failure of the dev scripts ends this way, so the last line a user
# sees is always the one to act on. README "When set-up fails" lists them.
fail() {
  echo "$*" >&2
  exit 1
}

# Inodes of the TCP sockets listening on port $1 where a server binding
# 127.0.0.1:$1 would collide: 127.0.0.1 itself and the wildcard addresses
# (IPv4 any, IPv6 any, IPv4-mapped 127.0.0.1). A listener on another
# specific address does not stop us from binding, so it is not reported.
port_listener_inodes() {
  local hex
  hex="$(printf '%04X' "$1")"
  awk -v port="$hex" '
    $4 == "0A" {                                  # 0A = LISTEN
      split($2, local, ":")
      if (local[2] != port) next
      if (local[1] == "0100007F" || local[1] == "00000000" ||
          local[1] == "00000000000000000000000000000000" ||
          local[1] == "0000000000000000FFFF00000100007F") print $10
    }' /proc/net/tcp /proc/net/tcp6 2>/dev/null
}

port_in_use() {
  [ -n "$(port_listener_inodes "$1")" ]
}

# Describes who listens on port $1, e.g. "php (pid 1234)". A server with
# workers (php -S) has several processes on one socket: the one whose
# parent does not share the socket is the one to stop, so it is named.
port_owner() {
  local inodes inode pids="" pid ppid line
  inodes="$(port_listener_inodes "$1")"
  [ -n "$inodes" ] || return 1
  for inode in $inodes; do
    pids+=" $(find /proc/[0-9]*/fd -maxdepth 1 -lname "socket:\[$inode\]" 2>/dev/null | cut -d/ -f3 | sort -un | tr '\n' ' ')"
  done
  for pid in $pids; do
    read -r line 2>/dev/null < "/proc/$pid/stat" || continue
    line="${line##*) }"; ppid="$(cut -d' ' -f2 <<<"$line")"
    case " $pids " in *" $ppid "*) continue ;; esac
    echo "$(cat "/proc/$pid/comm" 2>/dev/null || echo '?') (pid $pid)"
    return 0
  done
  # Listening, but the owner is not visible to us (another user, another
  # PID namespace).
  echo "another process"
}

# First port above $1 that nothing listens on, to suggest in messages.
next_free_port() {
  local p=$(( $1 + 1 ))
  while port_in_use "$p"; do p=$(( p + 1 )); done
  echo "$p"
}

# Whether process $1 is running. kill -0 is not enough: a dead process
# whose parent has not reaped it yet (a zombie) still answers it, and PID 1
# in a container may never reap.
alive() {
  local line state
  read -r line 2>/dev/null < "/proc/$1/stat" || return 1
  line="${line##*) }"
  state="${line%% *}"
  [ "$state" != Z ] && [ "$state" != X ]
}

# Sleeps $1 seconds (fractions allowed) without starting a process: a read
# that times out on a pipe only this shell holds. sleep(1) is a fork and an
# exec each time; four times a second in each of the dozen server watchers
# of an e2e run (bin/lib/server-group.sh) that came to a few hundred
# CPU-seconds per run on two cores.
nap() {
  [ -n "${NAP_FD:-}" ] || exec {NAP_FD}<> <(:)
  read -r -t "$1" -u "$NAP_FD" _ || true
}

# Live (non-zombie) processes of process group $1, except this shell (and
# the subshell that $(group_members …) runs in, which shares its group).
# Orphans whose parent is gone are reparented to PID 1, which in a container
# may never reap them: zombies hold no port and are not counted.
group_members() {
  local dir line state pgrp
  for dir in /proc/[0-9]*; do
    case "${dir#/proc/}" in "$$" | "$BASHPID") continue ;; esac
    read -r line 2>/dev/null < "$dir/stat" || continue
    line="${line##*) }"
    read -r state _ pgrp _ <<<"$line"
    [ "$pgrp" = "$1" ] && [ "$state" != Z ] && echo "${dir#/proc/}"
  done
  return 0
}

# Ends every process of group $1: SIGTERM, then SIGKILL for whatever is
# still there after 3 seconds.
stop_group() {
  local i
  kill -TERM -- "-$1" 2>/dev/null || return 0
  for i in $(seq 1 30); do
    [ -z "$(group_members "$1")" ] && return 0
    nap 0.1
  done
  kill -KILL -- "-$1" 2>/dev/null || true
}

# The PHP-FPM binary that goes with the `php` on PATH (php-fpm8.2 for PHP
# 8.2, Debian's name), or the first one found; nothing when none is there.
prod_fpm_binary() {
  local version candidate
  version="$(php -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;' 2>/dev/null || true)"
  for candidate in "php-fpm$version" php-fpm; do
    if command -v "$candidate" >/dev/null 2>&1; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

# The production-like stack's checks before anything starts, for the
# scripts that run it (start:prod, bench:import, bench:load):
#   prod_preflight <command> <port> <port variable>
# fails in one line when the port is taken or PHP-FPM's user cannot be set
# up, then installs what is missing and builds.
prod_preflight() {
  local command="$1" port="$2" var="$3" owner
  if owner="$(port_owner "$port")"; then
    fail "$command: port $port is in use by $owner; set $var to a free port (e.g. $var=$(next_free_port "$port") npm run $command) or stop that process"
  fi
  [ "$(id -u)" = 0 ] || [ "${PROD_USER:-www-data}" = "$(id -un)" ] \
    || fail "$command: PHP runs as its own user (${PROD_USER:-www-data}), which only root can set up; run as root, or PROD_USER=$(id -un) npm run $command"
  export WITH_PROD=1
  bin/ensure-deps.sh
  bin/build-if-stale.sh
}

# The stack's private MariaDB (in $MARIADB_DIR, on $PROD_DB_PORT):
# prod_db_start starts it unless it runs; prod_db_stop stops it only if
# prod_db_start started it.
prod_db_pid() { cat "$MARIADB_DIR/mariadbd.pid" 2>/dev/null || true; }
prod_db_start() {
  local before
  before="$(prod_db_pid)"
  [ -n "$before" ] && ! alive "$before" && before=""
  DB_PORT="$PROD_DB_PORT" bin/mariadb-start.sh >/dev/null
  PROD_DB_STARTED=""
  [ -z "$before" ] && PROD_DB_STARTED="$(prod_db_pid)"
  return 0
}
prod_db_stop() {
  [ -n "${PROD_DB_STARTED:-}" ] || return 0
  kill -TERM "$PROD_DB_STARTED" 2>/dev/null || return 0
  for _ in $(seq 1 100); do alive "$PROD_DB_STARTED" || return 0; sleep 0.1; done
  kill -KILL "$PROD_DB_STARTED" 2>/dev/null || true
}

# The local stand-in for the WordPress.org plugin and theme directories
# (bin/dev/directory.php) beside a production-like site, where the site's
# wp-config.php looks for it (the site's port + 1000), unless something
# already answers there; its log goes to the given file. Sets
# PROD_DIRECTORY_PID ('' when it was already running); prod_directory_stop
# stops only what prod_directory_start started. Without it, an import's
# theme step asks api.wordpress.org and WordPress logs a warning on a closed
# network.
#   prod_directory_start <site port> <log file>
prod_directory_start() {
  PROD_DIRECTORY_PID=""
  port_owner "$(( $1 + 1000 ))" >/dev/null && return 0
  env -u PHP_CLI_SERVER_WORKERS php -S "127.0.0.1:$(( $1 + 1000 ))" bin/dev/directory.php \
    </dev/null >>"$2" 2>&1 &
  PROD_DIRECTORY_PID=$!
}
prod_directory_stop() {
  [ -n "${PROD_DIRECTORY_PID:-}" ] && kill "$PROD_DIRECTORY_PID" 2>/dev/null
  return 0
}

# The size benches' options (bench:catalog, bench:fleet): --mysql, and
# --sizes N,N,… (counts of <what>, e.g. 10,100,1000). Sets DB and SIZES
# (ascending, space-separated, no repeats); DB and SIZES hold the defaults.
#   bench_sizes_args <bench name> <what the sizes count> <example> "$@"
bench_sizes_args() {
  local name="$1" what="$2" example="$3"
  shift 3
  while [ $# -gt 0 ]; do
    case "$1" in
      --mysql) DB=mysql ;;
      --sizes) SIZES="${2:-}"; shift ;;
      --sizes=*) SIZES="${1#--sizes=}" ;;
      *) fail "$name: unknown option $1 (use --mysql, --sizes $example)" ;;
    esac
    shift
  done
  [[ "$SIZES" =~ ^[0-9]+(,[0-9]+)*$ ]] || fail "$name: --sizes takes $what counts separated by commas, e.g. --sizes $example"
  SIZES="$(tr ',' '\n' <<<"$SIZES" | sort -n | uniq | tr '\n' ' ')"
}
