#!/usr/bin/env bash
# `npm test`: installs what is missing, then (bin/test-runner.mjs: the build,
# then Playwright, with the rest alongside) lint, type check, build, Jest,
# PHPUnit (SQLite; also MariaDB when WP_TESTS_ALSO_MYSQL=1), the dev-script
# tests and Playwright. Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${WP_TESTS_ALSO_MYSQL:-0}" = 1 ] && export WITH_MARIADB=1
if ! bin/ensure-deps.sh; then
  # ensure-deps said what failed; CI reads the last line for the totals.
  echo "0 passed, 1 failed"
  exit 1
fi
exec node bin/test-runner.mjs "$@"
