#!/usr/bin/env bash
# render_topology.sh - pictures of a maze of every topology of 'maze list'
# but rect: `maze generate --topology T -o x.png` and `maze render` of its
# cells file give the same bytes, with walls and no path; `maze solve -o
# x.png` draws the path and the start and goal markers (pixels counted by
# tests/pngcount), the same bytes as `generate --show path,markers`;
# --show expanded colours cells; svg and pdf are written; polar is round
# (no wall in the picture's corner, where rect has one) and drawn with
# curves, a one-ring maze too; --gaps opens walls. Formats that cannot draw the maze are refused with a message.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
read_tables
pngcount=$MAZE_BUILD_DIR/tests/pngcount
[ -x "$pngcount" ] || fail "no $pngcount (build the tests' tools)"
names format draw | grep -qx png || { echo "render_topology: skipped: no png"; exit 77; }
topos=$(names topology)
# The size options of topology $1.
size() { topo_size "$1" 8 6 2 6; }
# Pixels of colour $2 in PNG $1 (a box after it: X0 Y0 X1 Y1).
px() { "$pngcount" "$@" || fail "pngcount $*: failed"; }
n=0
for t in $topos; do
  [ "$t" = rect ] && continue
  # shellcheck disable=SC2046
  set -- $(size "$t")
  "$MAZE" generate --topology "$t" "$@" -s 2 -o "$T/$t.cells"
  "$MAZE" generate --topology "$t" "$@" -s 2 -o "$T/g.png" || fail "generate --topology $t -o g.png failed"
  "$MAZE" render "$T/$t.cells" -o "$T/r.png" || fail "render $t.cells -o r.png failed"
  cmp -s "$T/g.png" "$T/r.png" || fail "$t: generate -o g.png and render -o r.png differ"
  [ "$(px "$T/r.png" 000000)" -gt 100 ] || fail "$t: render draws no walls"
  [ "$(px "$T/r.png" ffffff)" -gt 100 ] || fail "$t: render draws no background"
  [ "$(px "$T/r.png" ff0000)" = 0 ] || fail "$t: render draws a path it was not given"
  "$MAZE" solve "$T/$t.cells" -o "$T/s.png" >/dev/null || fail "solve $t.cells -o s.png failed"
  [ "$(px "$T/s.png" ff0000)" -gt 20 ] || fail "$t: solve -o s.png draws no path"
  [ "$(px "$T/s.png" 00a000)" -gt 0 ] || fail "$t: solve -o s.png draws no start marker"
  [ "$(px "$T/s.png" 0000ff)" -gt 0 ] || fail "$t: solve -o s.png draws no goal marker"
  "$MAZE" generate --topology "$t" "$@" -s 2 --show path,markers -o "$T/gp.png"
  cmp -s "$T/gp.png" "$T/s.png" || fail "$t: generate --show path,markers and solve -o s.png differ"
  # a longer path between other ends draws more of it (under valgrind left to
  # the other runs: the drawing is solve -o's above, the ends solve_topology's)
  if ! under_valgrind; then
    "$MAZE" solve "$T/$t.cells" --ends diameter -o "$T/d.png" >/dev/null
    [ "$(px "$T/d.png" ff0000)" -gt "$(px "$T/s.png" ff0000)" ] || fail "$t: the diameter's path is not longer"
  fi
  "$MAZE" solve -a bfs "$T/$t.cells" --show expanded,path -o "$T/e.png" >/dev/null
  [ "$(px "$T/e.png" a0d0ff)" -gt 0 ] || fail "$t: --show expanded colours no cell"
  # svg and pdf draw with the png's calls on another surface: under valgrind
  # one of the two a topology, in turn (each on half the topologies)
  if ! under_valgrind || [ $((n % 2)) = 0 ]; then
    "$MAZE" solve "$T/$t.cells" -o "$T/s.svg" >/dev/null
    grep -q 'stroke:rgb(100%,0%,0%)' "$T/s.svg" || fail "$t: solve -o s.svg draws no red path"
  fi
  if ! under_valgrind || [ $((n % 2)) = 1 ]; then
    "$MAZE" render "$T/$t.cells" -o "$T/r.pdf"
    head -c 5 "$T/r.pdf" | grep -qx '%PDF-' || fail "$t: render -o r.pdf wrote no PDF"
  fi
  if [ "$t" = weave ]; then # its corridors as text (weave.sh checks the picture)
    "$MAZE" render "$T/$t.cells" >"$T/out" && [ -s "$T/out" ] || fail "weave: render as text failed"
  else
    expect 2 "render: text does not draw a $t maze \\(png, svg, pdf and cells do\\)" "$MAZE" render "$T/$t.cells"
  fi
  "$MAZE" generate --topology "$t" "$@" -s 2 --gaps -o "$T/gap.png" || fail "$t: generate --gaps -o gap.png failed"
  [ "$(px "$T/gap.png" 000000)" -lt "$(px "$T/g.png" 000000)" ] || fail "$t: --gaps opens no wall"
  n=$((n + 1))
done
[ ! -e "$T/x.png" ] || fail "a refused generate left x.png"
# polar is round, with curves; rect has a wall in the same corner
"$MAZE" generate --topology polar --rings 6 -s 2 -o "$T/p.png"
"$MAZE" generate -W 8 -H 6 -o "$T/q.png"
[ "$(px "$T/p.png" 000000 0 0 20 20)" = 0 ] || fail "polar: a wall in the picture's corner"
[ "$(px "$T/q.png" 000000 0 0 20 20)" -gt 0 ] || fail "rect: no wall in the picture's corner"
"$MAZE" generate --topology polar --rings 6 -s 2 -o "$T/p.svg"
grep -q ' C ' "$T/p.svg" || fail "polar: no curve in the SVG"
# one ring is the centre cell alone, drawn as a circle (round: no wall in the
# corner) with its start and goal marker, in every picture format
for f in png svg pdf; do
  "$MAZE" generate --topology polar --rings 1 --show path,markers -o "$T/one.$f" ||
    fail "generate --topology polar --rings 1 -o one.$f failed"
  [ -s "$T/one.$f" ] || fail "polar --rings 1: one.$f is empty"
done
"$MAZE" generate --topology polar --rings 1 -o "$T/one.cells"
"$MAZE" render "$T/one.cells" --cell 40 -o "$T/one.png" || fail "render of a one-ring cells file failed"
[ "$(px "$T/one.png" 000000)" -gt 100 ] || fail "polar --rings 1: no circle drawn"
[ "$(px "$T/one.png" 000000 0 0 10 10)" = 0 ] || fail "polar --rings 1: a wall in the picture's corner"
"$MAZE" solve "$T/one.cells" --cell 40 -o "$T/one-s.png" >/dev/null
[ "$(px "$T/one-s.png" 0000ff)" -gt 0 ] || fail "polar --rings 1: solve -o draws no goal marker"
grep -q ' C ' "$T/one.svg" || fail "polar --rings 1: no curve in the SVG"
echo "render_topology: $n topologies drawn, solved and compared"
