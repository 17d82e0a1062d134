#!/usr/bin/env bash
# Builds the bundles unless build/ already matches the sources (so a warm
# `npm start` does not rebuild).
set -euo pipefail
cd "$(dirname "$0")/.."
stamp="$( { find src -type f -print0 | sort -z | xargs -0 sha1sum; sha1sum package-lock.json webpack.config.js block.json tsconfig.json; } | sha1sum | cut -c1-40 )"
if [ -f build/.stamp ] && [ "$(cat build/.stamp)" = "$stamp" ] && [ -f build/editor.asset.php ]; then
  exit 0
fi
echo "Building bundles"
npx --no-install wp-scripts build >/tmp/stencilbox-build.log 2>&1 || { cat /tmp/stencilbox-build.log; exit 1; }
echo "$stamp" > build/.stamp
