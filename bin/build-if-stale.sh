#!/usr/bin/env bash
# Builds the bundles unless build/ already matches the sources (so a warm
# `npm start` does not rebuild).
#   bin/build-if-stale.sh --check   builds nothing: exit 0 when build/ is
#                                   current, 1 when it is stale or missing
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
stamp="$( { find src -type f -print0 | sort -z | xargs -0 sha1sum; sha1sum package-lock.json webpack.config.js block.json tsconfig.json; } | sha1sum | cut -c1-40 )"
if [ -f build/.stamp ] && [ "$(cat build/.stamp)" = "$stamp" ] && [ -f build/editor.asset.php ]; then
  exit 0
fi
[ "${1:-}" = --check ] && exit 1
[ -x node_modules/.bin/wp-scripts ] || fail "build: the npm packages are not installed; run bin/ensure-deps.sh (or npm install)"
echo "Building bundles"
# The log is kept in the project (artifacts/ is ignored), not in a /tmp file
# that a build of another checkout would overwrite.
mkdir -p artifacts
log="$PWD/artifacts/build.log"
if ! npx --no-install wp-scripts build >"$log" 2>&1; then
  cat "$log"
  fail "build: wp-scripts build failed (output above, also in $log); fix the error, then run npm run build"
fi
[ -f build/editor.asset.php ] || fail "build: wp-scripts build left no build/editor.asset.php (see $log); run npm run build"
echo "$stamp" > build/.stamp
