#!/usr/bin/env bash
# unicursal.sh - maze generate --unicursal: with every generator of 'maze
# list' the labyrinth is one path through every cell (stats: perfect, no
# junction, two dead ends, the solution from S to E every cell), S and E side
# by side; the same seed's maze of half the size is the one split; png and
# svg draw it with its markers; options it cannot take are refused.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
num() { grep -o "\"$1\":[^,}]*" "$T/s.json" | head -1 | cut -d: -f2; }
n=0
sizes=("2 2" "10 8" "24 6")
for g in $(names generator); do
  # under valgrind one size a generator, in turn: each generator and each size
  # still once under memcheck, every pair in the other runs
  picked=("${sizes[@]}")
  ! under_valgrind || picked=("${sizes[n % 3]}")
  for size in "${picked[@]}"; do
    read -r w h <<<"$size"
    "$MAZE" generate --unicursal -a "$g" -W "$w" -H "$h" -s 5 -f text -o "$T/u.txt" || fail "$g $w x $h: generate --unicursal failed"
    "$MAZE" stats --json "$T/u.txt" >"$T/s.json" || fail "$g: stats of the labyrinth failed"
    cells=$((w * h))
    [ "$(num cells)" = "$cells" ] || fail "$g $w x $h: $(num cells) cells, want $cells"
    [ "$(num perfect)" = true ] || fail "$g $w x $h: not perfect"
    [ "$(num junctions)" = 0 ] || fail "$g $w x $h: $(num junctions) junctions"
    [ "$(num dead_ends)" = 2 ] || fail "$g $w x $h: $(num dead_ends) dead ends, want 2"
    grep -q '"solution":{"from":\[0,0\],"to":\[0,1\],"found":true,"moves":'$((cells - 1))',' "$T/s.json" ||
      fail "$g $w x $h: the solution from S to E is not every cell: $(grep -o '"solution":{[^}]*}' "$T/s.json")"
    # S at 0,0 and E at 0,1: the text's first two rows of cells
    [ "$(sed -n 2p "$T/u.txt" | cut -c2)" = S ] && [ "$(sed -n 4p "$T/u.txt" | cut -c2)" = E ] ||
      fail "$g $w x $h: S and E are not at 0,0 and 0,1"
  done
  # the source: the same seed's maze of half the size, each passage split in two
  "$MAZE" generate -a "$g" -W 5 -H 4 -s 7 -f text -o "$T/src.txt"
  "$MAZE" generate --unicursal -a "$g" -W 10 -H 8 -s 7 -f text -o "$T/u.txt"
  for y in 0 1 2 3; do
    for x in 0 1 2 3; do # an open east wall of src cell (x, y) is open at both rows of its block
      src=$(sed -n "$((2 * y + 2))p" "$T/src.txt" | cut -c$((3 * x + 4)))
      a=$(sed -n "$((4 * y + 2))p" "$T/u.txt" | cut -c$((6 * x + 7)))
      b=$(sed -n "$((4 * y + 4))p" "$T/u.txt" | cut -c$((6 * x + 7)))
      [ "$src" = "$a" ] && [ "$src" = "$b" ] || fail "$g: the east wall of $x,$y is '$src' in the maze, '$a' '$b' in the labyrinth"
    done
  done
  n=$((n + 1))
done
# pictures: png with both markers side by side, svg
if names format draw | grep -qx png; then
  pngcount=$MAZE_BUILD_DIR/tests/pngcount
  "$MAZE" generate --unicursal -W 12 -H 8 -s 3 --show path,markers -o "$T/u.png" # cells of 10 pixels from 11,11
  [ "$("$pngcount" "$T/u.png" 00a000 0 0 22 20)" -gt 0 ] || fail "png: no start marker at 0,0"
  [ "$("$pngcount" "$T/u.png" 0000ff 0 22 22 34)" -gt 0 ] || fail "png: no goal marker at 0,1"
  [ "$("$pngcount" "$T/u.png" ff0000)" -gt 500 ] || fail "png: the path is not drawn through the labyrinth"
  "$MAZE" generate --unicursal -W 12 -H 8 -s 3 -o "$T/u.svg"
  grep -q '<svg' "$T/u.svg" || fail "svg: not written"
fi
expect 2 "generate: --unicursal needs an even -W and -H" "$MAZE" generate --unicursal -W 7 -H 8
expect 2 "generate: --unicursal does not go with --braid" "$MAZE" generate --unicursal --braid 0.5
expect 2 "generate: --unicursal does not go with --topology" "$MAZE" generate --unicursal --topology hex
expect 2 "generate: --unicursal does not go with --min-solution" "$MAZE" generate --unicursal --min-solution 5
echo "unicursal.sh: $n generators split into labyrinths"
