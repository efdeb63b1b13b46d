#!/usr/bin/env bash
# solve_topology.sh - `maze solve` and `maze stats` on a cells file of every
# topology of 'maze list' but rect: on perfect mazes of several generators
# and seeds each solver flagged for every topology prints a path that
# tests/cellpath finds a chain of open sides from start to goal, bfs and
# astar and stats agree on its length, and every complete solver finds the
# one path there is; with loops (--braid) the optimal solvers agree on the
# length. Start and goal, --from/--to as C,0, --dead-ends, --ends diameter,
# a picture with the path, and the refusals that stay (jps, grid
# heuristics, text pictures, a point off the maze), each with its status.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
read_tables
cellpath=$MAZE_BUILD_DIR/tests/cellpath
[ -x "$cellpath" ] || fail "no $cellpath (build the tests' tools)"
topos=$(names topology)
solvers=$(names solver topologies)
complete=$(names solver topologies complete)
optimal=$(names solver topologies optimal)
turning=$(names solver topologies turns) # counts turns: not where cells have arcs or levels
if [ -z "$topos" ] || [ -z "$solvers" ] || [ -z "$optimal" ]; then fail "no topologies or solvers in 'maze list --names'"; fi
# The size options of topology $1.
size() { topo_size "$1" 7 5 3 5; }
# Whether topology $1's cells have arcs or levels (no turns to count).
bent() { awk -v t="$1" '$1 == "topology" && $2 == t && $3 ~ /(^|,)(arcs|marks)(,|$)/ {f = 1} END {exit !f}' <<<"$TABLES"; }
# The number of cells of the maze whose stats --json are in file $1.
maze_cells() { sed 's/.*"cells":\([0-9]*\).*/\1/' "$1"; }
# The path of `maze solve --json` in $T/out as cell numbers, one line.
path_cells() { sed 's/.*"path":\[//; s/\]}$//; s/\[\([0-9]*\),0\]/\1/g; s/,/ /g' "$T/out"; }
# The value of "moves" of the JSON object in $T/out.
moves() { sed 's/.*"moves":\([0-9]*\).*/\1/' "$T/out"; }
# Solves $1 with solver $2 (more options after), checks the path and leaves
# it in $T/path.$2 and its moves in $T/moves.$2.
solve() {
  local f=$1 a=$2
  shift 2
  "$MAZE" solve -a "$a" --json "$@" "$f" >"$T/out" || fail "solve -a $a $* $f failed"
  grep -q '"found":true' "$T/out" || fail "solve -a $a $f: no path: $(cat "$T/out")"
  path_cells >"$T/path.$a"
  # shellcheck disable=SC2046
  "$cellpath" "$f" $(cat "$T/path.$a") >/dev/null || fail "solve -a $a $f: not a path: $(cat "$T/out")"
  moves >"$T/moves.$a"
  [ "$(wc -w <"$T/path.$a")" = $(($(cat "$T/moves.$a") + 1)) ] || fail "solve -a $a $f: moves and path disagree"
}
# The perfect mazes solved: three generators, three seeds each; under
# valgrind one maze a topology, on which every solver still runs (the
# solvers' code is the same on the nine, and memcheck took 17 minutes).
mazes="dfs-1 dfs-2 dfs-3 wilson-1 wilson-2 wilson-3 kruskal-1 kruskal-2 kruskal-3"
under_valgrind && mazes="dfs-1"
# The maze with loops and the heuristics: under valgrind bfs (the reference)
# and astar with euclidean on every topology, each other solver and each other
# solver and heuristic pair on one topology in turn (each solver's handling of
# loops is its own code, the same on every topology; the topology's part is
# the neighbours and the cells' places, which the runs kept meet on each one).
# mine K: whether the K-th of these runs on this topology.
nt=$(($(wc -w <<<"$topos") - 1)) ti=-1
mine() { ! under_valgrind || [ $(($1 % nt)) = $((ti % nt)) ]; }
runs=0
for t in $topos; do
  [ "$t" = rect ] && continue
  ti=$((ti + 1))
  for gs in $mazes; do
    g=${gs%-*} seed=${gs#*-}
    f=$T/$t-$g-$seed.cells
    # shellcheck disable=SC2046
    "$MAZE" generate --topology "$t" $(size "$t") -a "$g" -s "$seed" -o "$f"
    "$MAZE" stats --json "$f" >"$f.stats" # checked against the solves below
    last=$(($(maze_cells "$f.stats") - 1))
    for a in $solvers; do
      bent "$t" && grep -qx -- "$a" <<<"$turning" && continue
      solve "$f" "$a"
      runs=$((runs + 1))
    done
    [ "$(awk '{print $1}' "$T/path.bfs")" = 0 ] || fail "$f: the path does not start at cell 0"
    [ "$(awk '{print $NF}' "$T/path.bfs")" = "$last" ] || fail "$f: the path does not end at the last cell $last"
    [ "$(cat "$T/moves.astar")" = "$(cat "$T/moves.bfs")" ] || fail "$f: astar and bfs disagree"
    for a in $complete; do
      cmp -s "$T/path.$a" "$T/path.bfs" || fail "$f: $a's path is not bfs's, in a perfect maze: $(cat "$T/path.$a")"
    done
    cp "$f.stats" "$T/stats"
    grep -q '"perfect":true' "$T/stats" || fail "$f: stats: not perfect"
    grep -q "\"topology\":\"$t\"" "$T/stats" || fail "$f: stats names no topology $t"
    grep -q "\"solution\":{\"from\":\\[0,0\\],\"to\":\\[$last,0\\],\"found\":true,\"moves\":$(cat "$T/moves.bfs")," \
      "$T/stats" || fail "$f: stats' solution is not bfs's $(cat "$T/moves.bfs") moves: $(cat "$T/stats")"
    grep -q '"difficulty":{"score":' "$T/stats" || fail "$f: stats without its difficulty"
  done
  # With loops: the optimal solvers agree on the length, the others find a path.
  # shellcheck disable=SC2046
  "$MAZE" generate --topology "$t" $(size "$t") -s 4 --braid 1 -o "$T/loops.cells"
  "$MAZE" stats --json "$T/loops.cells" | grep -q '"perfect":false' || fail "$t --braid 1 is still perfect"
  k=0 looped=
  for a in $solvers; do
    # not past loops: the wall followers, and Pledge (not complete either)
    [ "$a" = wall-follower ] || [ "$a" = wall-follower-right ] || [ "$a" = pledge ] && continue
    k=$((k + 1))
    [ "$a" = bfs ] || mine "$k" || continue
    solve "$T/loops.cells" "$a" --from 1,0 --to 9,0
    looped="$looped $a"
  done
  for a in $optimal; do
    case "$looped " in *" $a "*) ;; *) continue ;; esac
    cmp -s "$T/moves.$a" "$T/moves.bfs" || fail "$t with loops: $a's $(cat "$T/moves.$a") moves, bfs's $(cat "$T/moves.bfs")"
  done
  [ "$(awk '{print $1}' "$T/path.bfs")" = 1 ] || fail "$t: --from 1,0 is not where the path starts"
  k=0
  for a in astar bidir weighted-astar; do
    for h in euclidean zero; do
      k=$((k + 1))
      [ "$a $h" = "astar euclidean" ] || mine "$k" || continue
      solve "$T/loops.cells" "$a" --heuristic "$h" --from 1,0 --to 9,0
      [ "$a" = weighted-astar ] || cmp -s "$T/moves.$a" "$T/moves.bfs" || fail "$t: $a --heuristic $h not optimal"
    done
  done
  # The ends the options pick: two dead ends, the diameter's ends.
  f=$T/$t-dfs-1.cells
  solve "$f" bfs --dead-ends -s 5
  solve "$f" bfs --ends diameter
  grep -q "\"diameter\":{\"moves\":$(cat "$T/moves.bfs")," "$f.stats" || fail "$t: --ends diameter is not the diameter"
  # The text outputs and the refusals: under valgrind those whose code is the
  # same on every topology (the topology only named in the line) each on one
  # topology in turn, K in mine K numbering them; the pledge refusals, whose
  # reasons are the topology's own, and weave's text refusal on their own.
  # Text output: the summary alone without -f or -o, to stdout.
  if mine 1; then
    "$MAZE" solve "$f" >"$T/sum" 2>"$T/err" || fail "solve $f failed"
    grep -qE "^astar: [0-9]+ moves from 0,0 to [0-9]+,0" "$T/sum" || fail "$t: no summary on stdout: $(cat "$T/sum")"
    [ ! -s "$T/err" ] || fail "$t: solve wrote on stderr: $(cat "$T/err")"
  fi
  ! mine 2 || "$MAZE" stats "$f" | grep -qx "topology *$t" || fail "$t: stats' text names no topology"
  # The refusals that stay, each one line and its status.
  ! mine 3 || expect 2 "solve: solver 'jps' does not run on a $t maze" "$MAZE" solve -a jps "$f"
  case $t in
    polar) expect 2 "solve: solver 'pledge' does not run on a polar maze: it counts turns, and a cell's arcs" \
      "$MAZE" solve -a pledge "$f" ;;
    3d) expect 2 "solve: solver 'pledge' does not run on a 3d maze: it counts turns, and moving up or down" \
      "$MAZE" solve -a pledge "$f" ;;
    weave) expect 2 "solve: solver 'pledge' does not run on a weave maze: it counts turns, and a jump under" \
      "$MAZE" solve -a pledge "$f" ;;
    *) "$MAZE" solve -a pledge --json "$f" >/dev/null || [ $? = 1 ] || fail "$t: solve -a pledge failed" ;;
  esac
  ! mine 4 || expect 2 "solve: --heuristic manhattan measures a grid, not a $t maze" "$MAZE" solve --heuristic manhattan "$f"
  if [ "$t" = weave ]; then # weave's text is its own (weave.sh)
    expect 2 "solve: blocks does not draw a weave maze \\(png, svg and pdf do, and text and unicode\\)" "$MAZE" solve -f blocks "$f"
  elif mine 5; then
    expect 2 "solve: text does not draw a $t maze \\(png, svg and pdf do\\)" "$MAZE" solve -f text "$f"
  fi
  ! mine 6 || expect 2 "solve: --from 1,1 is not a cell of the $t maze" "$MAZE" solve --from 1,1 "$f"
  ! mine 7 || expect 2 "solve: --to $((last + 1)),0 is not a cell of the $t maze" "$MAZE" solve --to $((last + 1)),0 "$f"
  ! mine 8 || expect 2 "stats: start \\(0,0\\) or goal \\(0,3\\) is not a cell of the maze" "$MAZE" stats --to 0,3 "$f"
  ! mine 9 || expect 2 "the drawing options .* apply to png, svg and pdf" "$MAZE" solve --show path "$f"
  ! mine 10 || expect 2 "solve: --distances pgm is a grid of rows, which a $t maze is not" "$MAZE" solve --distances pgm -o "$T/d.pgm" "$f"
  # A picture with the path.
  "$MAZE" solve "$f" -o "$T/p.svg" >/dev/null || fail "$t: solve -o p.svg failed"
  grep -q '<svg' "$T/p.svg" || fail "$t: solve -o p.svg wrote no SVG"
done
echo "solve_topology: $runs solves on perfect mazes checked"
