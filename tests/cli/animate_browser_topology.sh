#!/usr/bin/env bash
# animate_browser_topology.sh - `maze animate`'s page of a hex and a polar
# maze in a real browser: headless Chromium opens it, and the screenshot's
# pixels show a solve's path cells at #end (none at step 0) with the end
# markers and the legend's swatches, a generation's walls fewer at the end
# than at step 0, and a step reached backwards (every event played, then
# undone down to it) the same picture as that step played forwards.
# MAZE_NO_BROWSER=1 skips it (exit 77); otherwise Chromium missing is a failure.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=tests/cli/lib/browser.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/browser.sh"
tmp=$T

# shot, inmaze and inlegend: tests/cli/lib/browser.sh
# The page played to its end and then back to step K by its own seek().
backwards() { # PAGE K OUT.html
  sed 's|</body></html>|<script>seek(N);seek('"$2"');</script></body></html>|' "$1" >"$3"
}

for shape in "hex -W 10 -H 7" "polar --rings 6"; do
  name=${shape%% *}
  # shellcheck disable=SC2086 # the shape's options split into words
  "$MAZE" animate solve --topology $shape -a astar -s 3 --cell 16 -o "$tmp/$name-s.html" 2>"$tmp/err"
  moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/err")
  [ "${moves:-0}" -gt 3 ] || fail "$name: no moves reported: $(cat "$tmp/err")"
  page=$tmp/$name-s.html
  shot "file://$page#end" "$tmp/end.png"
  shot "file://$page" "$tmp/start.png"
  red=$(inmaze "$page" "$tmp/end.png" ff0000)
  [ "$red" -ge $((moves * 40)) ] || fail "$name: only $red path pixels at #end for $moves moves"
  [ "$(inmaze "$page" "$tmp/start.png" ff0000)" = 0 ] || fail "$name: path pixels before any step"
  for c in 00a000 0000ff; do
    [ "$(inmaze "$page" "$tmp/end.png" $c)" -gt 20 ] || fail "$name: no #$c end marker at #end"
  done
  for c in ff0000 a0d0ff 0000ff; do
    [ "$(inlegend "$page" "$tmp/start.png" $c)" -ge 144 ] || fail "$name: no legend swatch of #$c beside the maze"
  done
  grep -q '<div id="legend">.*expanded.*path found.*goal' "$page" || fail "$name: the legend does not name the colours"

  # shellcheck disable=SC2086
  "$MAZE" animate generate --topology $shape -s 3 --cell 16 -o "$tmp/$name-g.html" 2>"$tmp/err"
  events=$(sed -n 's/.*: \([0-9]*\) events/\1/p' "$tmp/err")
  page=$tmp/$name-g.html
  shot "file://$page#step=0" "$tmp/g0.png"
  shot "file://$page#end" "$tmp/gend.png"
  b0=$(inmaze "$page" "$tmp/g0.png" 000000) bend=$(inmaze "$page" "$tmp/gend.png" 000000)
  [ "$b0" -gt "$bend" ] && [ "$bend" -gt 0 ] || fail "$name: walls at step 0 ($b0) should outnumber those at the end ($bend)"
  # halfway, forwards and backwards alike: the walls and the solve's colours
  half=$((events / 2))
  shot "file://$page#step=$half" "$tmp/fwd.png"
  backwards "$page" "$half" "$tmp/back.html"
  shot "file://$tmp/back.html" "$tmp/back.png"
  for c in 000000 ffffff; do
    [ "$(inmaze "$page" "$tmp/fwd.png" $c)" = "$(inmaze "$page" "$tmp/back.png" $c)" ] ||
      fail "$name: step $half backwards has $(inmaze "$page" "$tmp/back.png" $c) pixels of #$c, forwards $(inmaze "$page" "$tmp/fwd.png" $c)"
  done
  [ "$(inmaze "$page" "$tmp/fwd.png" 000000)" -lt "$b0" ] && [ "$(inmaze "$page" "$tmp/fwd.png" 000000)" -gt "$bend" ] ||
    fail "$name: step $half is not between the first and the last"
  page=$tmp/$name-s.html
  backwards "$page" 20 "$tmp/back.html"
  shot "file://$page#step=20" "$tmp/fwd.png"
  shot "file://$tmp/back.html" "$tmp/back.png"
  for c in ff0000 a0d0ff fff0a0 000000; do
    [ "$(inmaze "$page" "$tmp/fwd.png" $c)" = "$(inmaze "$page" "$tmp/back.png" $c)" ] ||
      fail "$name: solve step 20 backwards has $(inmaze "$page" "$tmp/back.png" $c) pixels of #$c, forwards $(inmaze "$page" "$tmp/fwd.png" $c)"
  done
done
echo "animate_browser_topology: ok"
