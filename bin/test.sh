#!/usr/bin/env bash
# `npm test`: installs what is missing, then lint, type check, build, Jest,
# PHPUnit (SQLite; also MariaDB when WP_TESTS_ALSO_MYSQL=1) and Playwright.
# Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${WP_TESTS_ALSO_MYSQL:-0}" = 1 ] && export WITH_MARIADB=1
bin/ensure-deps.sh
exec node bin/test-runner.mjs "$@"
