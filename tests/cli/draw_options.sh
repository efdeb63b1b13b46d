#!/usr/bin/env bash
# draw_options.sh - the drawing options of render, generate and solve: each
# one shows in the pixels (size from --cell/--wall/--margin, the --color of
# the path on every path cell, expanded cells of bfs outnumbering astar's,
# heat and outline layers), the same options give the same bytes (golden
# hashes), and bad options exit 2 or 4 with one message and no file.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
"$MAZE" generate -W 30 -H 20 -s 2 -f mask -o "$T/m.txt"

# ---- geometry: W*cell + wall + 2*margin, in png and svg, every command ----
"$MAZE" generate -W 12 -H 8 -s 4 --cell 7 --wall 2 --margin 3 -o "$T/g.png"
[ "$("$pngcount" "$T/g.png")" = "92 64" ] || fail "generate --cell 7 --wall 2 --margin 3: size $("$pngcount" "$T/g.png")"
"$MAZE" render "$T/m.txt" --cell 4 --wall 1 --margin 0 -o "$T/r.png"
[ "$("$pngcount" "$T/r.png")" = "121 81" ] || fail "render --cell 4 --wall 1 --margin 0: size $("$pngcount" "$T/r.png")"
"$MAZE" solve "$T/m.txt" --cell 9 --margin 1 -f svg -o "$T/s.svg" >/dev/null
grep -q 'width="274" height="184"' "$T/s.svg" || fail "solve -f svg --cell 9 --margin 1: wrong size: $(head -c 200 "$T/s.svg")"

# ---- the path colour lies on every path cell ----
# --cell 12 --wall 2 --margin 5: cell (x,y)'s interior starts at 12x+7, its
# centre pixel is at 12x+12 (inside the path band).
"$MAZE" solve -a bfs "$T/m.txt" --json --cell 12 --wall 2 --margin 5 --color path=#00ff00 \
  -o "$T/p.png" >"$T/p.json"
cells=$(sed -e 's/.*"path":\[//' -e 's/\]\]}$//' -e 's/\],\[/ /g' -e 's/\[//g' "$T/p.json")
n=0
for c in $cells; do
  x=${c%,*} y=${c#*,}
  if [ "$c" = "0,0" ] || [ "$c" = "29,19" ]; then continue; fi # markers there
  px=$((12 * x + 12)) py=$((12 * y + 12))
  [ "$("$pngcount" "$T/p.png" 00ff00 $px $py $((px + 1)) $((py + 1)))" = 1 ] || fail "path cell $c: centre not #00ff00"
  n=$((n + 1))
done
[ "$n" -gt 20 ] || fail "only $n path cells checked"
[ "$("$pngcount" "$T/p.png" ff0000)" = 0 ] || fail "--color path=#00ff00 left default red pixels"
# the markers' colours, by name
"$MAZE" solve "$T/m.txt" --color start=gold --color goal=purple -o "$T/k.png" >/dev/null
[ "$("$pngcount" "$T/k.png" ffd700)" -gt 0 ] && [ "$("$pngcount" "$T/k.png" 800080)" -gt 0 ] ||
  fail "--color start=gold goal=purple not drawn"

# ---- expanded cells: bfs expands more of the maze than astar ----
# A bigger open-ended maze, so the two searches differ.
"$MAZE" generate -a prim -W 40 -H 40 -s 9 -f mask -o "$T/big.txt"
for a in bfs astar; do
  "$MAZE" solve -a "$a" "$T/big.txt" --show expanded --color expanded=#00ffff -o "$T/$a.png" >"$T/$a.out"
  "$MAZE" solve -a "$a" "$T/big.txt" -f svg --show expanded --color expanded=#00ffff -o "$T/$a.svg" >/dev/null
done
bfs=$("$pngcount" "$T/bfs.png" 00ffff) astar=$("$pngcount" "$T/astar.png" 00ffff)
[ "$astar" -gt 0 ] && [ "$bfs" -gt "$astar" ] || fail "expanded pixels: bfs $bfs, astar $astar"
eb=$(sed -n 's/.*cost [0-9.]*, \([0-9]*\) cells expanded.*/\1/p' "$T/bfs.out")
ea=$(sed -n 's/.*cost [0-9.]*, \([0-9]*\) cells expanded.*/\1/p' "$T/astar.out")
[ "$eb" -gt "$ea" ] || fail "solver summaries: bfs $eb, astar $ea expanded"
sb=$(grep -o '#00ffff' "$T/bfs.svg" | wc -l) sa=$(grep -o '#00ffff' "$T/astar.svg" | wc -l)
[ "$sb" -gt 0 ] && [ "$sa" -gt 0 ] || fail "expanded layer missing from the svg"
[ "$("$pngcount" "$T/p.png" a0d0ff)" = 0 ] || fail "expanded cells drawn without --show expanded"

# ---- heat and outline layers ----
"$MAZE" render "$T/m.txt" --show heat --color heat-near=white --color heat-far=#000080 -o "$T/h.png"
[ "$("$pngcount" "$T/h.png" 000080)" -gt 0 ] || fail "--show heat: no cell in the far colour"
"$MAZE" render "$T/m.txt" --show heat --color heat-near=white --color heat-far=#000080 -o "$T/h2.png"
cmp -s "$T/h.png" "$T/h2.png" || fail "heat: two runs, two files"
[ "$("$pngcount" "$T/r.png" 000080)" = 0 ] || fail "far colour without --show heat"
"$MAZE" generate -W 12 -H 8 -s 4 --show outline --color outline=#ff8000 -o "$T/o.png"
[ "$("$pngcount" "$T/o.png" ff8000)" -gt 0 ] || fail "--show outline: no outline pixels"
[ "$("$pngcount" "$T/g.png" ff8000)" = 0 ] || fail "outline pixels without --show outline"
"$MAZE" generate -W 12 -H 8 -s 4 --show none --color background=black --color wall=#fFfFfF -o "$T/n.png"
[ "$("$pngcount" "$T/n.png" ffffff)" -gt 0 ] && [ "$("$pngcount" "$T/n.png" 000000)" -gt 1000 ] ||
  fail "background and wall colours not swapped"

# ---- determinism: golden hashes of files made with options ----
"$MAZE" solve -a bfs "$T/m.txt" --cell 8 --wall 3 --margin 2 --show all --color path=navy -o "$T/gold.png" >/dev/null
"$MAZE" solve -a bfs "$T/m.txt" --cell 8 --wall 3 --margin 2 --show all --color path=navy -o "$T/gold.svg" >/dev/null
"$MAZE" render "$T/m.txt" --cell 6 --show heat,outline -o "$T/gold2.png"
for f in gold.png gold.svg gold2.png; do sha256sum "$T/$f" | cut -c1-16; done >"$T/sums"
want="36cf1abac73ccd2e fcc4aeb5b7b2348b f89d8dd3277c0db3 "
[ "$(tr '\n' ' ' <"$T/sums")" = "$want" ] || fail "golden hashes changed: $(tr '\n' ' ' <"$T/sums") (want $want)"

# ---- bad options: exit 2 or 4, one message, no file, an old file kept ----
echo keep >"$T/old.png"
expect 2 "--cell: '0' is not a number" "$MAZE" render "$T/m.txt" --cell 0 -o "$T/old.png"
expect 2 "--cell: '2000'" "$MAZE" generate --cell 2000 -o "$T/x.png"
expect 2 "wall \(10\) must be thinner than the cell \(10\)" "$MAZE" solve "$T/m.txt" --cell 10 --wall 10 -o "$T/old.png"
expect 2 "unknown colour 'mauve'" "$MAZE" render "$T/m.txt" --color path=mauve -o "$T/old.png"
expect 2 "'bogus=red' is not ROLE=COLOUR" "$MAZE" generate --color bogus=red -o "$T/x.png"
expect 2 "#12345g" "$MAZE" generate --color wall=#12345g -o "$T/x.svg"
expect 2 "--show: 'path,bogus'" "$MAZE" solve "$T/m.txt" --show path,bogus -o "$T/x.png"
expect 2 "apply to png, svg and pdf output, not text" "$MAZE" render "$T/m.txt" --cell 5
expect 2 "apply to png, svg and pdf output, not mask" "$MAZE" generate -a eller --cell 5 -f mask -o "$T/x.txt"
expect 2 "needs a solver" "$MAZE" render "$T/m.txt" --show expanded -o "$T/x.png"
expect 2 "cannot be combined" "$MAZE" solve "$T/m.txt" --trace --show expanded -o "$T/x.png"
expect 4 "image too large" "$MAZE" generate -W 3000000 -H 1 --cell 1000 -o "$T/x.png"
expect 4 "image too large" "$MAZE" generate -a eller -W 1000 -H 300000000 -o "$T/x.png"
[ "$(cat "$T/old.png")" = keep ] || fail "a refused picture replaced the old file"
left=$(ls -A "$T" | { grep -E '^x\.|^\.' || true; })
[ -z "$left" ] || fail "a refused picture left files: $left"
# --help and the options of every command
for c in render generate solve; do
  "$MAZE" "$c" --help >"$T/help"
  for o in --cell --wall --margin --show --color; do grep -q -- "$o" "$T/help" || fail "maze $c --help lacks $o"; done
done
echo "draw_options: ok"
