#!/usr/bin/env bash
# Leader of the dev server's own process group (bin/wp-server.sh starts it
# with setsid): runs the command given (php -S …) and watches two things.
#   bin/lib/server-group.sh <supervisor pid> <command…>
# php -S with PHP_CLI_SERVER_WORKERS forks workers that outlive their master:
# killed alone, the master leaves them (parent 1) holding the port. So when
# the master ends, or the supervising wp-server.sh ends (even by SIGKILL,
# as Playwright does by default), everything in this group is stopped. The
# group is ours alone, so nothing of the caller is hit.
set -euo pipefail
. "$(dirname "$0")/dev.sh"
supervisor="$1"
shift

shutdown() {
  trap '' TERM INT HUP    # the group-wide SIGTERM below reaches us too
  stop_group "$$"
  exit 0
}
trap shutdown TERM INT HUP

"$@" &
server=$!
# Polling (4 times a second, nap: no process started) rather than a wait:
# a wait cannot also notice the death of the supervisor, which is not our
# child.
while alive "$server" && alive "$supervisor"; do
  nap 0.25
done
shutdown
