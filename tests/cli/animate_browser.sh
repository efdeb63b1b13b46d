#!/usr/bin/env bash
# animate_browser.sh - `maze animate`'s HTML page replays the library's events
# in a real browser: headless Chromium opens it, #end steps it to the last
# event, and the screenshot's pixels show the solved path (at step 0 they do
# not); a generator's page has fewer walls at the end than at step 0.
# MAZE_NO_BROWSER=1 skips it (exit 77, which CTest reports as skipped);
# otherwise Chromium missing is a failure.
set -euo pipefail
if [ "${MAZE_NO_BROWSER:-0}" = 1 ]; then
  echo "skipped: MAZE_NO_BROWSER=1"
  exit 77
fi
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
pngcount=$MAZE_BUILD_DIR/tests/pngcount
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || fail "chromium is not installed (scripts/deps.sh installs it; MAZE_NO_BROWSER=1 skips this test)"

shot() { # shot PAGE-URL OUT.png
  rm -rf "$tmp/profile"
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$tmp/profile" --window-size=700,500 --screenshot="$2" "$1" >/dev/null 2>&1 || true
  [ -s "$2" ] || fail "chromium made no screenshot of $1"
}

# A solver's page: 12 x 8 dfs maze, A* from corner to corner.
"$MAZE" animate solve -a astar -W 12 -H 8 -s 3 -o "$tmp/solve.html" 2>"$tmp/err"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
[ "${moves:-0}" -gt 0 ] || fail "no moves reported: $(cat "$tmp/err")"
shot "file://$tmp/solve.html#end" "$tmp/end.png"
shot "file://$tmp/solve.html" "$tmp/start.png"
red_end=$("$pngcount" "$tmp/end.png" ff0000)
red_start=$("$pngcount" "$tmp/start.png" ff0000)
# Every path cell's 8 x 8 interior is red at the end (the goal keeps its marker).
[ "$red_end" -ge $(((moves) * 64)) ] || fail "only $red_end path pixels at #end for $moves moves"
[ "$red_start" -eq 0 ] || fail "$red_start path pixels before any step"
# The visited colour shows too, and the goal marker stays visible.
[ "$("$pngcount" "$tmp/end.png" a0d0ff)" -gt 0 ] || fail "no expanded cells in the screenshot"
[ "$("$pngcount" "$tmp/end.png" 0000ff)" -gt 0 ] || fail "no goal marker in the screenshot"

# A generator's page: at step 0 every wall is up; at the end fewer walls.
"$MAZE" animate generate -a dfs -W 12 -H 8 -s 3 -o "$tmp/gen.html" 2>/dev/null
shot "file://$tmp/gen.html#end" "$tmp/gend.png"
shot "file://$tmp/gen.html#step=0" "$tmp/g0.png"
b0=$("$pngcount" "$tmp/g0.png" 000000)
bend=$("$pngcount" "$tmp/gend.png" 000000)
[ "$b0" -gt "$bend" ] && [ "$bend" -gt 0 ] || fail "walls at step 0 ($b0) should outnumber walls at the end ($bend)"
# dfs's stack: halfway some cells are on it (expanded colour), some popped (grey); at the end all are popped
shot "file://$tmp/gen.html#step=150" "$tmp/ghalf.png"
[ "$("$pngcount" "$tmp/ghalf.png" a0d0ff)" -gt 0 ] && [ "$("$pngcount" "$tmp/ghalf.png" d8d8d8)" -gt 0 ] ||
  fail "no stack or popped cells at step 150 of dfs"
[ "$("$pngcount" "$tmp/gend.png" a0d0ff)" = 0 ] && [ "$("$pngcount" "$tmp/gend.png" d8d8d8)" -gt 0 ] ||
  fail "at the end of dfs a cell is still on the stack, or none was popped"
echo "animate_browser: ok"
