#!/usr/bin/env bash
# Fetches the other themes a site may keep while it imports a pack ("keep my
# theme"): Twenty Twenty-Two and Twenty Twenty-Three (Debian bookworm) and
# Twenty Twenty-Four (trixie, falling back to sid), from Debian's own
# packages (self-contained arch:all packages), into a themes folder beside
# the prepared WordPress tree. bin/wp-setup.sh copies every theme of that
# folder into the sites it builds; the fidelity e2e's "other themes" spec
# imports the demo packs on each of them (README "What a visitor sees").
# Twenty Twenty-One, the classic one, is bin/fetch-classic-theme.sh's.
#
# Output: $WP_THEMES_DIR/<theme>/ (default $WP_CACHE/themes). Exits non-zero,
# with one last line saying what failed, when a theme could not be prepared.
set -euo pipefail
cd "$(dirname "$0")/.."
. bin/lib/dev.sh
WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
mkdir -p "$WP_CACHE"
WP_CACHE="$(cd "$WP_CACHE" && pwd)"
WP_THEMES_DIR="${WP_THEMES_DIR:-$WP_CACHE/themes}"
mkdir -p "$WP_THEMES_DIR" || fail "fetch-other-themes: cannot create $WP_THEMES_DIR"
WP_THEMES_DIR="$(cd "$WP_THEMES_DIR" && pwd)"
for tool in apt-get dpkg-deb; do
  command -v "$tool" >/dev/null 2>&1 || fail "fetch-other-themes: $tool is missing (Debian's apt and dpkg); run bin/ensure-deps.sh"
done

# theme folder → the suites to try, in order.
declare -A SUITES=(
  [twentytwentytwo]="bookworm"
  [twentytwentythree]="bookworm"
  [twentytwentyfour]="trixie sid"
)

# Downloads and unpacks one theme package from one suite; 0 when the theme's
# folder is in place afterwards.
fetch_from() {
  local theme="$1" suite="$2"
  local apt_dir="$WP_CACHE/apt-themes-$suite"
  mkdir -p "$apt_dir"/{lists/partial,cache/archives/partial,debs}
  echo "deb http://deb.debian.org/debian $suite main" > "$apt_dir/sources.list"
  # A private apt configuration: the machine's own sources and lists are untouched.
  local apt=(-o Dir::Etc::sourcelist="$apt_dir/sources.list" -o Dir::Etc::sourceparts=-
             -o Dir::State::Lists="$apt_dir/lists" -o Dir::Cache="$apt_dir/cache"
             -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
  if [ ! -d "$apt_dir/lists" ] || [ -z "$(ls "$apt_dir/lists" 2>/dev/null | grep -v partial)" ]; then
    apt-get "${apt[@]}" -qq update || return 1
  fi
  ( cd "$apt_dir/debs" && rm -f ./*.deb && apt-get "${apt[@]}" -qq download "wordpress-theme-$theme" ) || return 1
  local stage="$apt_dir/stage"
  rm -rf "$stage"; mkdir -p "$stage"
  dpkg-deb -x "$apt_dir"/debs/*.deb "$stage" || return 1
  local from="$stage/usr/share/wordpress/wp-content/themes/$theme"
  [ -f "$from/style.css" ] || return 1
  rm -rf "${WP_THEMES_DIR:?}/$theme.part" "${WP_THEMES_DIR:?}/$theme"
  # Debian links a few of a theme's files to other packages' copies (fonts):
  # -L copies what they point at, so the folder stands on its own.
  cp -rL "$from" "$WP_THEMES_DIR/$theme.part" || return 1
  mv -T "$WP_THEMES_DIR/$theme.part" "$WP_THEMES_DIR/$theme"
  rm -rf "$stage" "$apt_dir/debs"/*.deb
}

for theme in twentytwentytwo twentytwentythree twentytwentyfour; do
  if [ -f "$WP_THEMES_DIR/$theme/style.css" ]; then continue; fi
  done_from=""
  for suite in ${SUITES[$theme]}; do
    if fetch_from "$theme" "$suite"; then done_from="$suite"; break; fi
    echo "fetch-other-themes: wordpress-theme-$theme from $suite failed (output above)" >&2
  done
  [ -n "$done_from" ] || fail "fetch-other-themes: could not get wordpress-theme-$theme from Debian (${SUITES[$theme]}); check access to deb.debian.org, then run bin/fetch-other-themes.sh again"
  version="$(sed -n 's/^Version:[[:space:]]*//p' "$WP_THEMES_DIR/$theme/style.css" | head -n 1)"
  echo "fetch-other-themes: $theme ${version:-?} ($done_from) ready in $WP_THEMES_DIR/$theme"
done
