#!/usr/bin/env bash
# animate.sh - `maze animate`: the HTML page is self-contained and replays the
# library's events in a real browser (headless Chromium opens it, #end steps
# it to the last event, and the screenshot's pixels show the solved path; at
# step 0 they do not); the terminal replay paints every path cell; bad options
# exit 2 or 4 without leaving a file. Chromium missing is a failure, not a skip.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pngcount=$MAZE_BUILD_DIR/tests/pngcount
fail() { echo "FAIL: $*" >&2; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || fail "chromium is not installed (scripts/deps.sh installs it)"

shot() { # shot PAGE-URL OUT.png
  rm -rf "$tmp/profile"
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$tmp/profile" --window-size=700,500 --screenshot="$2" "$1" >/dev/null 2>&1 || true
  [ -s "$2" ] || fail "chromium made no screenshot of $1"
}

# A solver's page: 12 x 8 dfs maze, A* from corner to corner.
"$MAZE" animate solve -a astar -W 12 -H 8 -s 3 -o "$tmp/solve.html" 2>"$tmp/err"
grep -q "moves" "$tmp/err" || fail "no summary line"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
[ "$moves" -gt 0 ] || fail "no moves reported"
# Self-contained: nothing fetched (the only URL is the SVG namespace).
if grep -Eo "https?://[^\"' <>)]*" "$tmp/solve.html" | grep -v '^http://www.w3.org/2000/svg$' | grep >/dev/null .; then
  fail "the page refers to an outside URL"
fi
grep -Eq '<script[^>]+src=|<link |@import|fetch\(|XMLHttpRequest' "$tmp/solve.html" && fail "the page loads something"
grep -q 'id="play"' "$tmp/solve.html" && grep -q 'id="step"' "$tmp/solve.html" && grep -q 'id="speed"' "$tmp/solve.html" ||
  fail "play, step or speed control missing"

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

# Terminal replay: every path cell and every link between two is painted red.
"$MAZE" animate solve -a bfs -W 7 -H 5 -s 2 --terminal --delay 0 >"$tmp/term" 2>"$tmp/err"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
reds=$(grep -o $'\033\\[41m' "$tmp/term" | wc -l)
[ "$reds" -eq $((2 * moves + 1)) ] || fail "terminal: $reds red blocks for $moves moves"
"$MAZE" animate generate -W 5 -H 4 --terminal --delay 0 >"$tmp/term"
[ "$(grep -o $'\033\\[47m' "$tmp/term" | wc -l)" -gt 20 ] || fail "terminal generate painted no passages"

# Bad options: exit status and no file left behind.
expect() { # expect STATUS ARGS...
  local want=$1; shift
  set +e; "$MAZE" animate "$@" -o "$tmp/bad.html" 2>"$tmp/err"; local got=$?; set -e
  [ "$got" -eq "$want" ] || fail "animate $*: exit $got, want $want ($(cat "$tmp/err"))"
  [ -s "$tmp/err" ] || fail "animate $*: no message"
  [ ! -e "$tmp/bad.html" ] || fail "animate $*: left a file"
}
expect 2 generate -a nosuch
expect 2 solve -a nosuch
expect 2 generate -W 0
expect 2 generate --color path=nosuchcolour
expect 2 generate --cell 4 --wall 4
expect 2 sideways
expect 4 generate -W 100000 -H 100000
expect 2 solve -W 5 -H 5 --from 9,9
set +e; "$MAZE" animate generate 2>/dev/null; rc=$?; set -e
[ "$rc" -eq 2 ] || fail "animate without -o or --terminal: exit $rc"
"$MAZE" animate --help | grep >/dev/null -- "--delay" || fail "help lacks --delay"
echo "animate: ok"
