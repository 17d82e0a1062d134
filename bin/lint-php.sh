#!/usr/bin/env bash
# `npm run lint:php`: every PHP file of ours through `php -l`, then PHP_CodeSniffer
# with the project's ruleset (phpcs.xml.dist; what it checks is written there).
#   bin/lint-php.sh           both
#   bin/lint-php.sh syntax    php -l only      (npm test counts the two apart)
#   bin/lint-php.sh style     phpcs only
set -euo pipefail
cd "$(dirname "$0")/.."

syntax() {
  # Ours only: hidden folders (.wp-cache holds WordPress itself, .wp-site*),
  # dependencies and build output are someone else's.
  local list
  list="$(mktemp)"
  find . \( -path './.*' -o -path './node_modules' -o -path './build' -o -path './artifacts' -o -path './vendor' \) -prune \
    -o -type f -name '*.php' -print0 >"$list"
  local count
  count="$(tr -cd '\0' <"$list" | wc -c)"
  # php -l takes one file; two at a time (the machines this runs on have two cores).
  local out status=0
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
  syntax) syntax ;;
  style) style ;;
  all) syntax && style ;;
  *) echo "usage: bin/lint-php.sh [syntax|style]" >&2; exit 2 ;;
esac
