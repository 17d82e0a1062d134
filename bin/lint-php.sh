#!/usr/bin/env bash
# `npm run lint:php`: every PHP file of ours through `php -l`, then PHP_CodeSniffer
# with the project's ruleset (phpcs.xml.dist; what it checks is written there).
#   bin/lint-php.sh           both
#   bin/lint-php.sh syntax [folder]   php -l only (npm test counts the two apart;
#                                     a folder other than the repository: bin/test)
#   bin/lint-php.sh style     phpcs only
set -euo pipefail
cd "$(dirname "$0")/.."

syntax() {
  # Ours only: in the folder (the repository unless one is given), hidden
  # entries (.wp-cache holds WordPress itself, .wp-site*), dependencies and
  # build output are someone else's.
  local dir="${1:-.}"
  # Two PHP processes compile every file (bin/lint-php-syntax.php: the check
  # `php -l` makes, parse and compile-time errors alike, without a process
  # per file).
  local status=0
  php bin/lint-php-syntax.php "$dir" || status=$?
  [ "$status" -ne 2 ] && return "$status"
  # No OPcache in this PHP: `php -l` per file, two at a time.
  echo "php -l: OPcache is not available, one php -l per file" >&2
  local list
  list="$(mktemp)"
  find "$dir" \( -path "$dir/.*" -o -path "$dir/node_modules" -o -path "$dir/build" -o -path "$dir/artifacts" -o -path "$dir/vendor" \) -prune \
    -o -type f -name '*.php' -print0 >"$list"
  local count
  count="$(tr -cd '\0' <"$list" | wc -c)"
  local out
  status=0
  # php exits 255 on a parse error, which would stop xargs: report every file.
  out="$(xargs -0 -n 1 -P 2 sh -c 'php -l "$1" || exit 1' php-lint <"$list" 2>&1)" || status=$?
  rm -f "$list"
  if [ "$status" -ne 0 ]; then
    grep -v '^No syntax errors detected in ' <<<"$out" >&2
    echo "php -l: syntax errors above (${count} files checked)" >&2
    return 1
  fi
  echo "php -l: ${count} files, no syntax errors"
}

style() {
  if ! command -v phpcs >/dev/null 2>&1; then
    echo "phpcs not found: run bin/ensure-deps.sh (it installs Debian's php-codesniffer)" >&2
    return 1
  fi
  phpcs -q --standard=phpcs.xml.dist || { echo "phpcs: violations above (rules and how to silence one with a reason: phpcs.xml.dist)" >&2; return 1; }
  echo "phpcs: no violations (phpcs.xml.dist)"
}

case "${1:-all}" in
  syntax) syntax "${2:-.}" ;;
  style) style ;;
  all) syntax && style ;;
  *) echo "usage: bin/lint-php.sh [syntax|style]" >&2; exit 2 ;;
esac
