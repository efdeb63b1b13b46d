#!/usr/bin/env bash
# teach_solvers.sh - random-mouse and all-shortest from the command: the
# mouse's walk is its seed's (-s), the summary counts its steps, --max-steps
# stops it on a large maze with the message and status of a miss; the
# all-shortest layer of an svg holds exactly the cells whose distances from
# the start and to the goal (maze solve --distances, two maps) add up to
# the goal's, drawn by default, in --color shortest, on hex too, and with
# --show shortest beside another solver's path.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
"$MAZE" generate -W 14 -H 9 -s 2 --braid 0.6 -o loops.txt

# ---- random-mouse ----
steps() { sed -n 's/.*, \([0-9]*\) steps walked$/\1/p' "$1"; }
"$MAZE" solve -a random-mouse -s 5 loops.txt -o p1.txt >s1
"$MAZE" solve -a random-mouse -s 5 loops.txt -o p2.txt >s2
cmp -s s1 s2 && cmp -s p1.txt p2.txt || fail "random-mouse -s 5: two runs, two walks"
[ -n "$(steps s1)" ] || fail "random-mouse: no steps in the summary: $(cat s1)"
"$MAZE" solve -a random-mouse -s 5 --json loops.txt >j1
expanded=$(sed 's/.*"expanded":\([0-9]*\).*/\1/' j1)
[ "$(steps s1)" = $((expanded - 1)) ] || fail "random-mouse: $(steps s1) steps, but $expanded cells entered"
for s in 1 2 3 4 6 7; do "$MAZE" solve -a random-mouse -s "$s" loops.txt -o p.txt | sed 's/.*, //'; done | sort -u >walks
[ "$(wc -l <walks)" -ge 4 ] || fail "random-mouse: six seeds walk only $(wc -l <walks) ways"
# The bound: a large maze and 20 steps; the same walk cut short.
"$MAZE" generate -W 60 -H 60 -s 3 -o big.txt
expect 1 "no path found by random-mouse from 0,0 to 59,59 within 20 steps \(not a complete method" \
  "$MAZE" solve -a random-mouse --max-steps 20 big.txt
"$MAZE" solve -a random-mouse --max-steps 2000000 big.txt -o bigpath.txt >big.sum || fail "random-mouse: no path in 2e6 steps"
expect 2 "solve: --max-steps is for -a random-mouse, not 'bfs'" "$MAZE" solve -a bfs --max-steps 5 loops.txt
expect 2 "--max-steps takes a whole number from 1" "$MAZE" solve -a random-mouse --max-steps 0 loops.txt

# ---- all-shortest ----
# The reference: cells c with dist(start, c) + dist(c, goal) = dist(start, goal),
# from two Dijkstra maps, as "x,y" lines.
"$MAZE" solve --distances csv --source 0,0 loops.txt >from.csv
"$MAZE" solve --distances csv --source 13,8 loops.txt >to.csv
paste -d, from.csv to.csv | awk -F, -v w=14 '{ for (x = 1; x <= w; x++) { a[NR-1, x-1] = $x; b[NR-1, x-1] = $(x + w) } }
  END { d = a[8, 13]; for (k in a) { split(k, p, SUBSEP); if (a[k] + b[k] == d) print p[2] "," p[1] } }' | sort >want
# The layer's cells from the svg's rectangles (--cell 10 --wall 2 --margin 10:
# a run of cells from x is x = 10 + 10 col + 2 wide 10 runs).
cells() {
  sed -n "s/.*<rect x=\"\([0-9]*\)\" y=\"\([0-9]*\)\" width=\"\([0-9]*\)\" height=\"10\" fill=\"#$2\".*/\1 \2 \3/p" "$1" |
    awk '{ for (i = 0; i < $3 / 10; i++) print ($1 - 12) / 10 + i "," ($2 - 12) / 10 }' | sort
}
"$MAZE" solve -a all-shortest loops.txt --show shortest --cell 10 --wall 2 --margin 10 -o layer.svg >/dev/null
cells layer.svg ffd700 >got
[ "$(wc -l <want)" -gt 23 ] || fail "the braided maze has one shortest path only: $(wc -l <want) cells"
cmp -s want got || fail "all-shortest's layer is not the two maps' cells: $(diff want got | head -5)"
# Drawn by default with the path; in the colour asked for; beside another solver's path.
"$MAZE" solve -a all-shortest loops.txt --color shortest=navy -o default.svg >/dev/null
[ "$(cells default.svg 000080 | wc -l)" -gt 0 ] || fail "all-shortest: no layer in --color shortest=navy"
grep -q 'stroke="#ff0000"' default.svg || fail "all-shortest: no path on the layer"
"$MAZE" solve -a astar loops.txt -o astar.svg >/dev/null
grep -q 'ffd700' astar.svg && fail "astar draws the shortest layer unasked"
"$MAZE" solve -a astar loops.txt --show path,shortest --cell 10 --wall 2 --margin 10 -o astar2.svg >/dev/null
cells astar2.svg ffd700 | cmp -s want - || fail "astar --show shortest: not the two maps' cells"
"$MAZE" solve -a all-shortest loops.txt -o layer.png >/dev/null
[ "$("$MAZE_BUILD_DIR/tests/pngcount" layer.png ffd700)" -gt 0 ] || fail "all-shortest: no layer in the png"
# The text picture has no layer: the path alone, as bfs draws it.
"$MAZE" solve -a all-shortest loops.txt >as.txt 2>/dev/null
"$MAZE" solve -a bfs loops.txt >bfs.txt 2>/dev/null
cmp -s as.txt bfs.txt || fail "all-shortest's text picture is not bfs's path"
# Another topology: every cell of the set filled in the layer's colour.
"$MAZE" generate --topology hex -W 8 -H 6 -s 2 --braid 1 -o h.cells
"$MAZE" solve -a all-shortest h.cells -o h.svg >/dev/null
grep -q 'fill:rgb(100%,84.3' h.svg || fail "all-shortest on hex: no layer"
expect 2 "--show shortest counts moves: 4 moves and no --costs" \
  "$MAZE" solve -a astar --moves 8 --show shortest -o m8.svg "$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map"
echo "teach_solvers: random-mouse walks by its seed and stops at --max-steps; all-shortest's $(wc -l <want) cells"
