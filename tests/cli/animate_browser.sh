#!/usr/bin/env bash
# animate_browser.sh - `maze animate`'s HTML page replays the library's events
# in a real browser: headless Chromium opens it, #end steps it to the last
# event, and the screenshot's pixels show the solved path (at step 0 they do
# not); a generator's page has fewer walls at the end than at step 0.
# MAZE_NO_BROWSER=1 skips it (exit 77, which CTest reports as skipped);
# otherwise Chromium missing is a failure.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=tests/cli/lib/browser.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/browser.sh"
tmp=$T

# shot, inmaze and inlegend: tests/cli/lib/browser.sh

# A solver's page: 12 x 8 dfs maze, A* from corner to corner.
"$MAZE" animate solve -a astar -W 12 -H 8 -s 3 -o "$tmp/solve.html" 2>"$tmp/err"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
[ "${moves:-0}" -gt 0 ] || fail "no moves reported: $(cat "$tmp/err")"
shot "file://$tmp/solve.html#end" "$tmp/end.png"
shot "file://$tmp/solve.html" "$tmp/start.png"
red_end=$(inmaze "$tmp/solve.html" "$tmp/end.png" ff0000)
red_start=$(inmaze "$tmp/solve.html" "$tmp/start.png" ff0000)
# Every path cell's 8 x 8 interior is red at the end (the goal keeps its marker).
[ "$red_end" -ge $(((moves) * 64)) ] || fail "only $red_end path pixels at #end for $moves moves"
[ "$red_start" -eq 0 ] || fail "$red_start path pixels before any step"
# The page fills the window: the 12 x 8 maze's picture is scaled by a whole
# factor of 2 or more in 700 x 500 pixels, and the keys are shown.
layout=$(page_layout "$tmp/solve.html") s=${layout##*,}
[ "$s" = "${s%%.*}" ] && [ "$s" -ge 2 ] || fail "the 12 x 8 maze's picture is scaled by '$s' in a 700 x 500 window"
grep -q '<div id="keys">Keys: Space play / pause' "$tmp/solve.html" || fail "the page shows no keys"
# The visited colour shows too, and the goal marker stays visible.
[ "$(inmaze "$tmp/solve.html" "$tmp/end.png" a0d0ff)" -gt 0 ] || fail "no expanded cells in the screenshot"
[ "$(inmaze "$tmp/solve.html" "$tmp/end.png" 0000ff)" -gt 0 ] || fail "no goal marker in the screenshot"
# The legend: a 12 x 12 swatch each of the path, expanded cells and the goal, named
for c in ff0000 a0d0ff 0000ff; do
  [ "$(inlegend "$tmp/solve.html" "$tmp/start.png" $c)" -ge 144 ] || fail "no legend swatch of #$c beside the maze"
done
grep -q '<div id="legend">.*expanded.*path found.*goal' "$tmp/solve.html" || fail "the legend does not name the solver's colours"

# A generator's page: at step 0 every wall is up; at the end fewer walls.
"$MAZE" animate generate -a dfs -W 12 -H 8 -s 3 -o "$tmp/gen.html" 2>/dev/null
shot "file://$tmp/gen.html#end" "$tmp/gend.png"
shot "file://$tmp/gen.html#step=0" "$tmp/g0.png"
b0=$(inmaze "$tmp/gen.html" "$tmp/g0.png" 000000)
bend=$(inmaze "$tmp/gen.html" "$tmp/gend.png" 000000)
[ "$b0" -gt "$bend" ] && [ "$bend" -gt 0 ] || fail "walls at step 0 ($b0) should outnumber walls at the end ($bend)"
# dfs's stack: halfway some cells are on it (expanded colour), some popped (grey); at the end all are popped
shot "file://$tmp/gen.html#step=150" "$tmp/ghalf.png"
[ "$(inmaze "$tmp/gen.html" "$tmp/ghalf.png" a0d0ff)" -gt 0 ] && [ "$(inmaze "$tmp/gen.html" "$tmp/ghalf.png" d8d8d8)" -gt 0 ] ||
  fail "no stack or popped cells at step 150 of dfs"
[ "$(inmaze "$tmp/gen.html" "$tmp/gend.png" a0d0ff)" = 0 ] && [ "$(inmaze "$tmp/gen.html" "$tmp/gend.png" d8d8d8)" -gt 0 ] ||
  fail "at the end of dfs a cell is still on the stack, or none was popped"
[ "$(inlegend "$tmp/gen.html" "$tmp/g0.png" a0d0ff)" -ge 144 ] && [ "$(inlegend "$tmp/gen.html" "$tmp/g0.png" d8d8d8)" -ge 144 ] ||
  fail "no legend swatches for dfs's stack and popped cells"
grep -q '<div id="legend">.*pushed on the stack.*popped off the stack' "$tmp/gen.html" || fail "the legend does not name dfs's stack"

# Each of these generators shows its method in its own colours, named in
# the legend: hunt-and-kill's hunt (yellow) and stuck walks (grey),
# growing-tree's list, kruskal's and eller's sets (each set colour in the
# maze at the end), division's chambers (two tints).
check_gen() { # ALGO STEP NAME LEAST COLOUR...: at least LEAST of the colours in the maze, all in the legend
  local algo=$1 step=$2 name=$3 least=$4 found=0
  shift 4
  "$MAZE" animate generate -a "$algo" -W 12 -H 8 -s 3 -o "$tmp/$algo.html" 2>/dev/null
  shot "file://$tmp/$algo.html#step=$step" "$tmp/$algo.png"
  grep -q "<div id=\"legend\">.*$name" "$tmp/$algo.html" || fail "$algo: the legend does not say '$name'"
  for c in "$@"; do
    [ "$(inmaze "$tmp/$algo.html" "$tmp/$algo.png" "$c")" -gt 0 ] && found=$((found + 1))
    [ "$(inlegend "$tmp/$algo.html" "$tmp/$algo.png" "$c")" -ge 144 ] || fail "$algo: no #$c swatch in the legend"
  done
  [ "$found" -ge "$least" ] || fail "$algo: only $found of the colours $* in the maze at step $step"
}
check_gen hunt-and-kill 120 "found by the hunt" 3 fff0a0 d8d8d8 a0d0ff
check_gen growing-tree 100 "on the list" 2 fff0a0 d8d8d8
sets=(f4a582 92c5de a6dba0 c2a5cf fdd49e 80cdc1)
check_gen kruskal 150 "sets (one colour a set)" 3 "${sets[@]}"
check_gen eller 180 "the row's sets" 3 "${sets[@]}"
check_gen division 250 "chamber being split" 2 dde8f6 f6e6d2
echo "animate_browser: ok"
