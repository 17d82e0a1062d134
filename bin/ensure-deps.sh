#!/usr/bin/env bash
# Installs whatever is missing for the dev site and the tests, and nothing
# that is already there (a warm run takes a fraction of a second):
#   - Debian packages: PHP + extensions, PHPUnit, Chromium's headless shell
#     (chromium-headless-shell: every browser test), unzip, nginx and
#     PHP-FPM (the e2e tests put them in front of the test site), Redis and
#     PHP's redis extension (PHPUnit's object-cache lane starts a private
#     redis-server: phpunit-object-cache.xml.dist)
#     (+ MariaDB when WITH_MARIADB=1 or WITH_PROD=1, Valgrind when
#     WITH_VALGRIND=1: bench:overhead's instruction pass)
#   - npm packages (when package-lock.json changed)
#   - WordPress core + SQLite integration (bin/fetch-wordpress-any.sh)
# Each part is checked after it ran: a machine that still lacks something
# stops here with one line saying what and what to run.
#   env: STENCILBOX_APT_GET  the apt-get to run (tests put a recorder here)
#        CHROMIUM_PATH (/usr/bin/chromium-headless-shell)  WITH_MARIADB=1
#        WITH_PROD=1 (the production-like stack: npm run start:prod, benches)
#        WITH_VALGRIND=1
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh

# PHP extension → Debian package. Computed whether or not PHP exists yet: on a
# machine without PHP every extension is missing.
PHP_EXTS=(sqlite3:php-sqlite3 pdo_sqlite:php-sqlite3 mysqli:php-mysql mbstring:php-mbstring
  xml:php-xml curl:php-curl zip:php-zip gd:php-gd intl:php-intl redis:php-redis)

# Fills `missing` (Debian packages) and `missing_what` (what is absent, for
# messages) from what this machine has now.
find_missing() {
  missing=()
  missing_what=()
  local mods="" pair
  if command -v php >/dev/null 2>&1; then
    mods="$(php -m 2>/dev/null | tr 'A-Z' 'a-z')"
  else
    missing+=(php-cli); missing_what+=(php)
  fi
  for pair in "${PHP_EXTS[@]}"; do
    if ! grep -qx "${pair%%:*}" <<<"$mods"; then
      missing+=("${pair#*:}"); missing_what+=("php:${pair%%:*}")
    fi
  done
  command -v phpunit >/dev/null 2>&1 || { missing+=(phpunit); missing_what+=(phpunit); }
  command -v phpcs >/dev/null 2>&1 || { missing+=(php-codesniffer); missing_what+=(phpcs); }
  # The Chromium the e2e tests launch (tests/e2e/browser.ts and
  # bin/lib/chromium.mjs read the same): its headless shell, a third less
  # CPU than the full browser for the same pages.
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || { missing+=(chromium-headless-shell fonts-liberation); missing_what+=(chromium-headless-shell); }
  command -v unzip >/dev/null 2>&1 || { missing+=(unzip); missing_what+=(unzip); }
  # The production-like front (bin/prod-server.sh): the e2e tests use it too.
  command -v nginx >/dev/null 2>&1 || { missing+=(nginx); missing_what+=(nginx); }
  prod_fpm_binary >/dev/null || { missing+=(php-fpm); missing_what+=(php-fpm); }
  # The object-cache lane's private Redis (never the system's service).
  command -v redis-server >/dev/null 2>&1 || { missing+=(redis-server); missing_what+=(redis-server); }
  # bench:overhead's instruction pass (callgrind); no test needs it.
  if [ "${WITH_VALGRIND:-0}" = 1 ]; then
    command -v valgrind >/dev/null 2>&1 || { missing+=(valgrind); missing_what+=(valgrind); }
  fi
  if [ "${WITH_MARIADB:-0}" = 1 ] || [ "${WITH_PROD:-0}" = 1 ]; then
    command -v mariadbd >/dev/null 2>&1 || { missing+=(mariadb-server); missing_what+=(mariadbd); }
  fi
  return 0
}

find_missing
if [ "${#missing[@]}" -gt 0 ]; then
  mapfile -t pkgs < <(printf '%s\n' "${missing[@]}" | sort -u)
  APT_GET="${STENCILBOX_APT_GET:-apt-get}"
  SUDO=""
  if [ "$(id -u)" != 0 ] && [ -z "${STENCILBOX_APT_GET:-}" ]; then
    command -v sudo >/dev/null 2>&1 \
      || fail "ensure-deps: missing Debian packages: ${pkgs[*]}; run as root: apt-get install ${pkgs[*]}"
    SUDO=sudo
  fi
  command -v "$APT_GET" >/dev/null 2>&1 \
    || fail "ensure-deps: missing ${missing_what[*]} and there is no apt-get here; install the Debian packages ${pkgs[*]} (or their equivalents), then run npm start again"
  echo "Installing Debian packages: ${pkgs[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO "$APT_GET" update -qq \
    || fail "ensure-deps: apt-get update failed (output above); check the network and the apt sources, then run bin/ensure-deps.sh"
  $SUDO "$APT_GET" install -y -qq --no-install-recommends "${pkgs[@]}" php-cli ca-certificates >/dev/null \
    || fail "ensure-deps: apt-get install ${pkgs[*]} failed (output above); fix apt, then run bin/ensure-deps.sh"
  # apt-get can succeed and still leave a gap (a package that provides
  # nothing here, an extension disabled in php.ini): look again.
  find_missing
  if [ "${#missing[@]}" -gt 0 ]; then
    mapfile -t pkgs < <(printf '%s\n' "${missing[@]}" | sort -u)
    fail "ensure-deps: still missing after apt-get install: ${missing_what[*]}; run: apt-get install ${pkgs[*]} (check with php -m), then npm start again"
  fi
fi

# npm packages: install when the lockfile is newer than the last install.
# `npm install` (not `npm ci`): it installs exactly the lockfile's versions,
# but tolerates optional platform packages a registry mirror does not carry,
# which `npm ci`'s strict check rejects.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages"
  npm install --no-audit --no-fund --loglevel=error \
    || fail "ensure-deps: npm install failed (output above); fix it, then run npm install"
fi

bin/fetch-wordpress-any.sh >/dev/null
