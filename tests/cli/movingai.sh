#!/usr/bin/env bash
# movingai.sh - Moving AI .map files through `maze solve` (--moves, --heuristic,
# costs matching the scenario file, bad maps with file:line messages) and
# `maze generate -f map` (block grid of the maze, solvable, streaming too).
set -euo pipefail
S=$MAZE_SOURCE_DIR/tests/data/movingai
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
cost() { sed -n 's/.*"cost":\([0-9.e+-]*\),.*/\1/p'; }
near() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; exit !(d < 1e-4 && d > -1e-4) }'; }

# ---- solve an arena row (line 161: 1,7 -> 47,46, optimal 62.1543) with 8 moves ----
optimal=$(names solver optimal) bounded=$(names solver bounded)
[ -n "$optimal" ] || fail "no optimal solver in 'maze list --names'"
for algo in $(names solver); do
    st=0
    json=$("$MAZE" solve -a "$algo" --moves 8 --from 1,7 --to 47,46 --json "$S/dao/arena.map" 2>"$tmp/err") || st=$?
    if [ $st = 2 ] && grep -q "does not apply" "$tmp/err"; then continue; fi # a 4-move solver
    [ $st = 0 ] || fail "solve -a $algo --moves 8 exited $st: $(cat "$tmp/err")"
    c=$(echo "$json" | cost)
    if grep -qx -- "$algo" <<<"$optimal"; then
        near "$c" 62.1543 || fail "$algo: cost $c, optimal 62.1543"
    elif grep -qx -- "$algo" <<<"$bounded"; then # within its default weight, 2
        awk -v c="$c" 'BEGIN { exit !(c >= 62.154 && c <= 2 * 62.1544) }' || fail "$algo cost $c"
    fi # otherwise any path
done
# 4 moves: the same cells, a longer path (no diagonals)
json=$("$MAZE" solve --moves 4 --from 1,7 --to 47,46 --json "$S/dao/arena.map")
c=$(echo "$json" | cost)
[ "$c" = 85 ] || fail "4-move cost $c, expected 85 (46 + 39 straight moves)"
# the default picture of a solved .map is text with the path drawn
pic=$("$MAZE" solve --moves 8 --from 1,7 --to 47,46 "$S/dao/arena.map") # whole: no early-closed pipe
grep -q '^##S ' <<<"$pic" || fail "text picture with S"
# heuristics: all admissible ones give the optimum; zero expands more
e_oct=$("$MAZE" solve --moves 8 --heuristic octile --from 1,7 --to 47,46 --json "$S/dao/arena.map" |
    sed -n 's/.*"expanded":\([0-9]*\).*/\1/p')
for h in euclidean chebyshev zero; do
    json=$("$MAZE" solve --moves 8 --heuristic $h --from 1,7 --to 47,46 --json "$S/dao/arena.map")
    near "$(echo "$json" | cost)" 62.1543 || fail "--heuristic $h: not optimal"
done
e_zero=$(echo "$json" | sed -n 's/.*"expanded":\([0-9]*\).*/\1/p')
[ "$e_zero" -gt "$e_oct" ] || fail "zero heuristic expanded $e_zero, octile $e_oct"
# a CRLF map (as the city maps are): the diagonal step from 0,1 to 1,0 would
# cut the corner at 0,0, so the path goes round it: cost 2
printf 'type octile\r\nheight 2\r\nwidth 2\r\nmap\r\n@.\r\n..\r\n' >"$tmp/corner.map"
json=$("$MAZE" solve --moves 8 --from 0,1 --to 1,0 --json "$tmp/corner.map")
near "$(echo "$json" | cost)" 2 || fail "a diagonal step around a corner costs 2, not $(echo "$json" | cost)"

# ---- bad options and bad maps ----
expect 2 "--moves takes 4 or 8" "$MAZE" solve --moves 6 "$S/dao/arena.map"
expect 2 "unknown heuristic" "$MAZE" solve --heuristic taxicab "$S/dao/arena.map"
expect 2 "--weight takes" "$MAZE" solve --weight 0.5 "$S/dao/arena.map"
expect 2 "blocked" "$MAZE" solve --moves 8 --from 0,0 --to 47,46 "$S/dao/arena.map"
expect 2 "outside" "$MAZE" solve --moves 8 --from 1,7 --to 49,46 "$S/dao/arena.map"
sed '20s/.$//' "$S/dao/arena.map" >"$tmp/short.map"
expect 3 "short.map:20: " "$MAZE" solve "$tmp/short.map"
sed '2s/.*/height 3000000000/' "$S/dao/arena.map" >"$tmp/huge.map"
expect 4 "huge.map:2: height is too large" "$MAZE" solve "$tmp/huge.map"
sed '2s/.*/height 2000000000/' "$S/dao/arena.map" >"$tmp/huge.map"
expect 4 "huge.map:4: .*exceeds the limit" "$MAZE" solve "$tmp/huge.map"
"$MAZE" generate -W 4 -H 3 -f text >"$tmp/wall.txt"
expect 2 "--moves 8 applies to block maps" "$MAZE" solve --moves 8 "$tmp/wall.txt"

# ---- maze generate -f map: the maze's block grid, readable and solvable ----
"$MAZE" generate -a dfs -W 30 -H 20 -s 9 -f map -o "$tmp/g.map"
head -4 "$tmp/g.map" | tr '\n' ' ' | grep >/dev/null "^type octile height 41 width 61 map $" || fail "generate -f map header"
"$MAZE" generate -a dfs -W 30 -H 20 -s 9 -o "$tmp/g2.map" # format from the file name
cmp -s "$tmp/g.map" "$tmp/g2.map" || fail "-o x.map differs from -f map"
"$MAZE" generate -a dfs -W 30 -H 20 -s 9 -f blocks | tr 01 '@.' >"$tmp/g.blocks"
tail -n +5 "$tmp/g.map" | cmp -s - "$tmp/g.blocks" || fail "the .map rows are not the block grid"
json=$("$MAZE" solve --from 1,1 --to 59,39 --json "$tmp/g.map")
echo "$json" | grep >/dev/null '"found":true' || fail "generated .map: no path"
# a streaming generator writes the same .map as its in-memory maze would
"$MAZE" generate -a eller -W 50 -H 400 -s 3 -f map -o "$tmp/e.map"
[ "$(wc -l <"$tmp/e.map")" = $((4 + 801)) ] || fail "eller .map rows"
out=$("$MAZE" solve --from 1,1 --to 99,799 --json "$tmp/e.map") # captured whole: grep -q would close the pipe early
grep -q '"found":true' <<<"$out" || fail "eller .map: no path"
echo "movingai.sh: ok"
