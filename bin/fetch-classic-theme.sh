#!/usr/bin/env bash
# Adds Twenty Twenty-One, a classic theme, to the prepared WordPress tree, so
# every dev, test and e2e site can show how display conditions render on a
# classic theme. Debian packages it up to bookworm only (sid and trixie ship
# block themes alone), so it comes from bookworm whatever suite the core came
# from; it is a self-contained arch:all package.
# Output: $WP_CACHE/wordpress/wp-content/themes/twentytwentyone/
set -euo pipefail
WP_CACHE="${WP_CACHE:-$PWD/.wp-cache}"
WP_CACHE="$(cd "$WP_CACHE" && pwd)"
THEMES="$WP_CACHE/wordpress/wp-content/themes"
if [ -f "$THEMES/twentytwentyone/style.css" ]; then exit 0; fi
SUITE=bookworm
APT_DIR="$WP_CACHE/apt-theme-$SUITE"
mkdir -p "$APT_DIR"/{lists/partial,cache/archives/partial,debs}
echo "deb http://deb.debian.org/debian $SUITE main" > "$APT_DIR/sources.list"
# A private apt configuration: the machine's own sources and lists are untouched.
APT=(-o Dir::Etc::sourcelist="$APT_DIR/sources.list" -o Dir::Etc::sourceparts=-
     -o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache"
     -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
apt-get "${APT[@]}" -qq update
( cd "$APT_DIR/debs" && rm -f ./*.deb && apt-get "${APT[@]}" -qq download wordpress-theme-twentytwentyone )
STAGE="$APT_DIR/stage"; rm -rf "$STAGE"; mkdir -p "$STAGE"
dpkg-deb -x "$APT_DIR"/debs/*.deb "$STAGE"
rm -rf "$THEMES/twentytwentyone"
cp -r "$STAGE/usr/share/wordpress/wp-content/themes/twentytwentyone" "$THEMES/"
rm -rf "$STAGE" "$APT_DIR/lists"
echo "Twenty Twenty-One ($SUITE) ready in $THEMES/twentytwentyone"
