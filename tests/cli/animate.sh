#!/usr/bin/env bash
# animate.sh - `maze animate`: the HTML page is self-contained (nothing
# fetched) and has its controls; the terminal replay paints every path cell;
# bad options exit 2 or 4 without leaving a file. What the page shows in a
# browser is animate_browser.sh.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T

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

# Terminal replay: every path cell and every link between two is painted red.
"$MAZE" animate solve -a bfs -W 7 -H 5 -s 2 --terminal --delay 0 >"$tmp/term" 2>"$tmp/err"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
reds=$(grep -o $'\033\\[41m' "$tmp/term" | wc -l)
[ "$reds" -eq $((2 * moves + 1)) ] || fail "terminal: $reds red blocks for $moves moves"
"$MAZE" animate generate -W 5 -H 4 --terminal --delay 0 >"$tmp/term"
[ "$(grep -o $'\033\\[47m' "$tmp/term" | wc -l)" -gt 20 ] || fail "terminal generate painted no passages"

# Bad options: exit status and no file left behind.
refused() { # refused STATUS ARGS...: animate ARGS -o PAGE exits STATUS with a message, no page
  local want=$1; shift
  expect "$want" . "$MAZE" animate "$@" -o "$tmp/bad.html"
  [ ! -e "$tmp/bad.html" ] || fail "animate $*: left a file"
}
refused 2 generate -a nosuch
refused 2 solve -a nosuch
refused 2 generate -W 0
refused 2 generate --color path=nosuchcolour
refused 2 generate --cell 4 --wall 4
refused 2 sideways
refused 4 generate -W 100000 -H 100000
refused 2 solve -W 5 -H 5 --from 9,9
# a start or goal outside or blocked is named as solve names it, and a file's
# message carries a line only where it has one
expect 2 "animate: --from 9,0 is outside the 5 x 5 maze" "$MAZE" animate solve -W 5 -H 5 --from 9,0 -o "$tmp/bad.html"
expect 2 "animate: --to 0,5 is outside the 5 x 5 maze" "$MAZE" animate solve -W 5 -H 5 --to 0,5 -o "$tmp/bad.html"
printf '*****\n* # *\n*****\n' >"$tmp/wall.txt"
expect 2 "animate: --from 2,1 is a blocked cell" "$MAZE" animate solve --from 2,1 "$tmp/wall.txt" -o "$tmp/bad.html"
expect 2 "animate: --to 7,1 is outside the 5 x 3 map" "$MAZE" animate solve --to 7,1 "$tmp/wall.txt" -o "$tmp/bad.html"
: >"$tmp/empty.txt"
expect 3 "^maze: [^:]*empty\.txt: empty input$" "$MAZE" animate solve "$tmp/empty.txt" -o "$tmp/bad.html"
[ ! -e "$tmp/bad.html" ] || fail "a refused animate left a page"
expect 2 "-o|--terminal" "$MAZE" animate generate
"$MAZE" animate --help | grep >/dev/null -- "--delay" || fail "help lacks --delay"
echo "animate: ok"
