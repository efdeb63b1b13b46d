#!/usr/bin/env bash
# topology.sh - `maze generate --topology`: every topology of 'maze list' with
# every generator flagged for every topology writes a cells file of the size
# asked, the same seed the same bytes (the library's tests check the mazes); the sizes each topology reads and no others;
# generators that do not fit, formats that do not hold the
# maze and sizes over the limit refused with their status.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
read_tables
topos=$(names topology)
gens=$(names generator topologies)
[ -n "$topos" ] && [ -n "$gens" ] || fail "no topologies or no generators for them in 'maze list --names'"
# The size options of topology $1, small.
size() { topo_size "$1" 5 4 3 4; }
n=0
for t in $topos; do
  [ "$t" = rect ] && continue
  for g in $gens; do
    # shellcheck disable=SC2046
    "$MAZE" generate --topology "$t" $(size "$t") -a "$g" -s 3 -o "$T/$t.cells" || fail "generate --topology $t -a $g failed"
    head -2 "$T/$t.cells" | tr '\n' ' ' | grep -qx "maze cells 1 topology $t " || fail "$t -a $g: not a cells file: $(head -2 "$T/$t.cells")"
    # the same seed again (not under valgrind, which checks the first run's memory)
    # shellcheck disable=SC2046
    under_valgrind || "$MAZE" generate --topology "$t" $(size "$t") -a "$g" -s 3 | cmp -s - "$T/$t.cells" ||
      fail "$t -a $g: seed 3 twice differs"
    n=$((n + 1))
  done
done
# the cells: two hex digits each after the header (3d: 5 lines, polar: 3)
[ "$("$MAZE" generate --topology 3d -W 2 -H 3 -L 7 | tail -n +6 | tr -d '\n' | wc -c)" = 84 ] || fail "3d 2 x 3 x 7 has not 42 cells"
[ "$("$MAZE" generate --topology polar --rings 4 | tail -n +4 | tr -d '\n' | wc -c)" = 86 ] || fail "polar of 4 rings has not 43 cells"

expect 2 "unknown topology 'nope'" "$MAZE" generate --topology nope
expect 2 "hex takes no --rings" "$MAZE" generate --topology hex --rings 3
expect 2 "polar takes no -W" "$MAZE" generate --topology polar -W 3
expect 2 "-L is for --topology 3d" "$MAZE" generate -L 3
expect 2 "--rings is for --topology hexagon or polar" "$MAZE" generate --rings 3
expect 2 "eller does not run on hex" "$MAZE" generate --topology hex -a eller
expect 2 "text does not hold a triangle maze" "$MAZE" generate --topology triangle -f text
# --count N: files -1..N from seeds S..S+N-1, each the maze of its seed alone
"$MAZE" generate --topology hex -W 6 -H 5 -s 7 --count 3 -o "$T/c.cells" || fail "hex --count 3 failed"
for k in 1 2 3; do
  "$MAZE" generate --topology hex -W 6 -H 5 -s $((6 + k)) -o "$T/one.cells"
  cmp -s "$T/c-$k.cells" "$T/one.cells" || fail "hex --count: c-$k.cells is not the maze of seed $((6 + k))"
done
[ ! -e "$T/c-4.cells" ] || fail "hex --count 3 wrote a fourth file"
expect 2 "--count needs -o FILE" "$MAZE" generate --topology hex --count 2
# a solution range: the first seed whose solution (first to last cell) fits
for t in polar triangle 3d; do
  case $t in polar) sz=(--rings 6) ;; triangle) sz=(-W 8 -H 6) ;; 3d) sz=(-W 4 -H 4 -L 2) ;; esac
  "$MAZE" generate --topology $t "${sz[@]}" --min-solution 20 -o "$T/r.cells" 2>"$T/r.err" || fail "$t --min-solution failed"
  seed=$(grep -o 'seed [0-9]*' "$T/r.err" | cut -d' ' -f2)
  [ -n "$seed" ] || fail "$t --min-solution names no seed: $(cat "$T/r.err")"
  "$MAZE" generate --topology $t "${sz[@]}" -s "$seed" -o "$T/one.cells"
  cmp -s "$T/r.cells" "$T/one.cells" || fail "$t --min-solution wrote another maze than seed $seed's"
  moves() { "$MAZE" stats "$1" | awk '$1 == "solution" {print $2}'; }
  [ "$(moves "$T/r.cells")" -ge 20 ] || fail "$t --min-solution 20: seed $seed's solution is shorter"
  grep -q "solution of $(moves "$T/r.cells") moves" "$T/r.err" || fail "$t: the reported length is not the solution's"
  for ((s = 1; s < seed; s++)); do
    "$MAZE" generate --topology $t "${sz[@]}" -s $s -o "$T/one.cells"
    [ "$(moves "$T/one.cells")" -lt 20 ] || fail "$t --min-solution 20 passed over seed $s, which fits"
  done
done
"$MAZE" generate --topology upsilon -W 5 -H 5 --max-solution 6 --count 2 -o "$T/u.cells" 2>"$T/u.err" || fail "upsilon --max-solution --count failed"
[ "$(grep -c 'solution of [0-6] moves' "$T/u.err")" = 2 ] || fail "upsilon --max-solution 6 --count 2: $(cat "$T/u.err")"
expect 1 "none of the 20 seeds 1..20 gives a solution of at least 500 moves" \
  "$MAZE" generate --topology triangle -W 8 -H 6 --min-solution 500 --tries 20 -o "$T/x.cells"
expect 2 "--tries goes with --min-solution" "$MAZE" generate --topology hex --tries 3
expect 2 "the drawing options .* not cells" "$MAZE" generate --topology hex --show path
expect 2 "--from 20,0 is not a cell of the hex maze" "$MAZE" generate --topology hex -W 5 -H 4 --from 20,0 -o "$T/x.png"
expect 2 "bad --bias 'x'" "$MAZE" generate --topology upsilon -a growing-tree --bias x
expect 4 "too large" "$MAZE" generate --topology hex -W 100000 -H 100000
expect 4 "too large \\(over 100 cells\\)" "$MAZE" generate --topology 3d -W 5 -H 5 -L 5 --max-cells 100
[ ! -e "$T/x.cells" ] || fail "a refused generate left $T/x.cells"
# animate, solve, stats and render take the file (animate_topology.sh
# checks animate's pictures).
"$MAZE" generate --topology hex -W 4 -H 3 -o "$T/h.cells"
for t in triangle upsilon; do "$MAZE" generate --topology $t -W 3 -H 3 -o "$T/$t.cells"; done
"$MAZE" generate --topology polar --rings 3 -o "$T/polar.cells"
"$MAZE" generate --topology 3d -W 2 -H 2 -L 2 -o "$T/3d.cells"
for t in h triangle upsilon polar 3d; do
  name=$t; [ $t = h ] && name=hex
  "$MAZE" animate solve "$T/$t.cells" -o "$T/a.html" 2>"$T/err" && grep -q "^const CELL=" "$T/a.html" ||
    fail "animate does not take a $name maze: $(cat "$T/err")"
  "$MAZE" solve "$T/$t.cells" >"$T/out" 2>"$T/err" || fail "solve does not take a $name maze: $(cat "$T/err")"
  ! grep -q "takes rect mazes" "$T/err" || fail "solve still refuses a $name maze"
  "$MAZE" stats "$T/$t.cells" | grep -qx "topology *$name" || fail "stats does not take a $name maze"
done
"$MAZE" stats - <"$T/h.cells" | grep -qx "perfect *yes" || fail "stats - does not read a hex maze"
rm "$T/a.html"
"$MAZE" animate solve - -o "$T/a.html" <"$T/h.cells" 2>/dev/null && [ -s "$T/a.html" ] || fail "animate solve - does not read a hex maze"
"$MAZE" render -f svg -o "$T/h.svg" "$T/h.cells" || fail "render does not draw a hex maze"
echo "topology: $n topology and generator pairs written, the same twice"
