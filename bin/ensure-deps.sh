#!/usr/bin/env bash
# Installs whatever is missing for the dev site and the tests, and nothing
# that is already there (a warm run takes a fraction of a second):
#   - Debian packages: PHP + extensions, PHPUnit, Chromium, unzip
#     (+ MariaDB when WITH_MARIADB=1)
#   - npm packages (when package-lock.json changed)
#   - WordPress core + SQLite integration (bin/fetch-wordpress-any.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

# PHP extension → Debian package. Computed whether or not PHP exists yet: on a
# machine without PHP every extension is missing.
PHP_EXTS=(sqlite3:php-sqlite3 pdo_sqlite:php-sqlite3 mysqli:php-mysql mbstring:php-mbstring
  xml:php-xml curl:php-curl zip:php-zip gd:php-gd intl:php-intl)
missing=()
mods=""
if command -v php >/dev/null 2>&1; then
  mods="$(php -m 2>/dev/null | tr 'A-Z' 'a-z')"
else
  missing+=(php-cli)
fi
for pair in "${PHP_EXTS[@]}"; do
  grep -qx "${pair%%:*}" <<<"$mods" || missing+=("${pair#*:}")
done
command -v phpunit >/dev/null 2>&1 || missing+=(phpunit)
command -v phpcs >/dev/null 2>&1 || missing+=(php-codesniffer)
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
if [ "${WITH_MARIADB:-0}" = 1 ]; then
  command -v mariadbd >/dev/null 2>&1 || missing+=(mariadb-server)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  pkgs=($(printf '%s\n' "${missing[@]}" | sort -u))
  echo "Installing Debian packages: ${pkgs[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${pkgs[@]}" php-cli ca-certificates >/dev/null
fi

# npm packages: install when the lockfile is newer than the last install.
# `npm install` (not `npm ci`): it installs exactly the lockfile's versions,
# but tolerates optional platform packages a registry mirror does not carry,
# which `npm ci`'s strict check rejects.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages"
  npm install --no-audit --no-fund --loglevel=error
fi

bin/fetch-wordpress-any.sh >/dev/null
