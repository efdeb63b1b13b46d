# tests/cli/lib/browser.sh - what the tests that open `maze animate`'s pages
# in headless Chromium share (sourced after expect.sh, not a test itself):
# the skip under MAZE_NO_BROWSER=1 (exit 77, which CTest reports as
# skipped), the browser, which must be there otherwise, and
#   chromium SIZE URL OUT.png   a screenshot of the page at SIZE (W,H)
#   chromium SIZE URL OUT.dom   the page's DOM after its script ran
# each with a fresh profile and no network, failing when nothing came out.
# shellcheck shell=bash
if [ "${MAZE_NO_BROWSER:-0}" = 1 ]; then
  echo "skipped: MAZE_NO_BROWSER=1"
  exit 77
fi
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || fail "chromium is not installed (scripts/deps.sh installs it; MAZE_NO_BROWSER=1 skips this test)"
chromium() { # SIZE URL OUT
  rm -rf "$T/profile"
  local what=(--screenshot="$3")
  case $3 in *.dom) what=(--dump-dom) ;; esac
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$T/profile" --window-size="$1" "${what[@]}" "$2" >"$T/chromium.out" 2>/dev/null || true
  case $3 in *.dom) mv "$T/chromium.out" "$3" ;; esac
  [ -s "$3" ] || fail "chromium made nothing of $2"
}
# at_scale1 URL: URL with ?scale=1, which pins a one-maze page's picture to
# its own size (the page scales it to the window otherwise), so that a test
# finds its cells where the SVG's width and height put them.
at_scale1() { case $1 in *'#'*) echo "${1%%#*}?scale=1#${1#*#}" ;; *) echo "$1?scale=1" ;; esac; }
# dom_layout DOM: body's data-layout in the DOM file DOM: where the page put
# each picture and at what scale ("left,top,scale", ';' between panels).
dom_layout() { grep -o 'data-layout="[^"]*"' "$1" | sed 's/.*="//; s/"//'; }
# page_layout PAGE: the data-layout of the one-maze page PAGE (a file) in a
# 700 x 500 window.
page_layout() {
  chromium 700,500 "file://$1" "$T/layout.dom"
  dom_layout "$T/layout.dom"
}
# A one-maze page (PAGE a file) seen at 700 x 500 at its own size:
#   shot URL OUT.png          its screenshot (at_scale1)
#   inmaze PAGE PNG RRGGBB    pixels of that colour in the maze, left of the
#                             legend beside the SVG (the body's margin is 8)
#   inlegend PAGE PNG RRGGBB  pixels of that colour in the legend's swatches,
#                             the 110 pixels beside the maze, below the bar
shot() { chromium 700,500 "$(at_scale1 "$1")" "$2"; }
maze_x1() { echo $((8 + $(grep -o '<svg[^>]*width="[0-9]*"' "$1" | head -1 | sed 's/.*width="\([0-9]*\)"/\1/'))); }
inmaze() { "$MAZE_BUILD_DIR/tests/pngcount" "$2" "$3" 0 0 "$(maze_x1 "$1")" 500; }
inlegend() { "$MAZE_BUILD_DIR/tests/pngcount" "$2" "$3" "$(maze_x1 "$1")" 30 $(($(maze_x1 "$1") + 110)) 500; }
