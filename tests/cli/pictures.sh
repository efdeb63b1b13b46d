#!/usr/bin/env bash
# pictures.sh - png and svg through the command: the format comes from -f or
# the -o name in generate, solve and render; the solved path's colour lies in
# the PNG (decoded by pngcount), the SVG keeps all walls in one path element,
# and the same input gives the same bytes.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
pngcount=$MAZE_BUILD_DIR/tests/pngcount
"$MAZE" generate -W 12 -H 8 -s 4 -f mask -o "$tmp/m.txt"
"$MAZE" generate -W 12 -H 8 -s 4 -o "$tmp/g.png"
[ "$("$pngcount" "$tmp/g.png")" = "142 102" ] || fail "generate -o g.png: wrong size"
"$MAZE" render "$tmp/m.txt" -o "$tmp/r.png"
cmp -s "$tmp/g.png" "$tmp/r.png" || fail "render of the same maze gave other bytes"
[ "$("$pngcount" "$tmp/r.png" ff0000)" -eq 0 ] || fail "path colour without a path"
"$MAZE" solve "$tmp/m.txt" -o "$tmp/s.png" >"$tmp/out"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$tmp/out")
# Each path cell shows its 3 x 3 centre band at least (start and goal carry markers).
[ "$("$pngcount" "$tmp/s.png" ff0000)" -ge $((moves * 9)) ] || fail "too few path pixels for $moves moves"
"$MAZE" solve "$tmp/m.txt" -f svg -o "$tmp/s.svg" >/dev/null
[ "$(grep -c 'stroke="#000000"' "$tmp/s.svg")" -eq 1 ] || fail "walls not in one path element"
"$MAZE" render -f svg "$tmp/m.txt" | grep >/dev/null '^<svg ' || fail "render -f svg to stdout"
"$MAZE" list | grep >/dev/null '^ *png' || fail "png not listed"
echo "pictures: ok"
