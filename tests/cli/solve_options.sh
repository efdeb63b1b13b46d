#!/usr/bin/env bash
# solve_options.sh - maze solve's solver options as a user runs them: --moves 8,
# --heuristic, --weight, --costs (a cost map routes the path around expensive
# cells), and each bad value's exit status and message.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
json() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(d[sys.argv[1]])' "$1"; }

printf '*******\n*     *\n*     *\n*     *\n*******\n' >"$T/room.txt"
# 4 moves: 6 steps; 8 moves: 2 diagonals and 2 straight, cost 2+2*sqrt2.
[ "$("$MAZE" solve --json --from 1,1 --to 5,3 "$T/room.txt" | json moves)" = 6 ] || fail "4-move length"
c=$("$MAZE" solve --json --moves 8 --from 1,1 --to 5,3 "$T/room.txt" | json cost)
python3 -c "import sys; sys.exit(abs($c - (2 + 2 * 2 ** 0.5)) > 1e-6)" || fail "8-move cost $c"
c8=$c
for a in astar dijkstra bidir; do
  for h in default octile euclidean chebyshev zero; do
    c2=$("$MAZE" solve --json -a "$a" --heuristic "$h" --moves 8 --from 1,1 --to 5,3 "$T/room.txt" | json cost)
    [ "$c2" = "$c" ] || fail "$a --heuristic $h: cost $c2, want $c"
  done
done

# Costs: the middle row costs 9 to enter, so 4 moves pay it once (14).
printf '# middle row expensive\n1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n1 9 9 9 9 9 1\n1 1 1 1 1 1 1\n1,1,1,1,1,1,1\n' >"$T/room.costs"
for a in astar dijkstra bidir; do
  [ "$("$MAZE" solve --json -a "$a" --costs "$T/room.costs" --from 1,1 --to 5,3 "$T/room.txt" | json cost)" = 14 ] ||
    fail "$a with costs: not 14"
done
c=$("$MAZE" solve --json -a weighted-astar --weight 3 --costs "$T/room.costs" --moves 8 --from 1,1 --to 5,3 "$T/room.txt" | json cost)
python3 -c "import sys; sys.exit(not $c <= 3 * (12 + 2 ** 0.5) + 1e-9)" || fail "weighted-astar over its bound: $c"

# --moves is a number read by the number rule (leading zeros as any numeric
# option takes them), and only 4 and 8 are moves.
for arg in "--moves 08" "--moves 0008" "--moves=08"; do
  # shellcheck disable=SC2086 # the option and its value, split on purpose
  c2=$("$MAZE" solve --json $arg --from 1,1 --to 5,3 "$T/room.txt" | json cost) || fail "$arg refused"
  [ "$c2" = "$c8" ] || fail "$arg: cost $c2, want the 8-move $c8"
done
[ "$("$MAZE" solve --json --moves 04 --from 1,1 --to 5,3 "$T/room.txt" | json moves)" = 6 ] || fail "--moves 04 is not 4 moves"
for v in 6 0 5 -8 +8 " 8" "8 " 0x8 8.0 8e0 4,8 ٨ 18446744073709551624 99999999999999999999999999; do
  expect 2 "--moves takes 4 or 8" "$MAZE" solve --moves "$v" "$T/room.txt"
done

# Bad values.
expect 2 "unknown heuristic 'far'" "$MAZE" solve --heuristic far "$T/room.txt"
expect 2 "--weight takes a number" "$MAZE" solve -a weighted-astar --weight 0.5 "$T/room.txt"
expect 2 "does not apply" "$MAZE" solve -a bfs --moves 8 "$T/room.txt"
printf '1 1 1 1 1 1 1\n1 1\n' >"$T/short.costs"
expect 3 "short\.costs:2: 2 costs in the row, expected 7" "$MAZE" solve --costs "$T/short.costs" "$T/room.txt"
printf '1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n1 1 0.5 1 1 1 1\n1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n' >"$T/low.costs"
expect 3 "low\.costs:3: column 3: cost must be in \[1, 1e30\]" "$MAZE" solve --costs "$T/low.costs" "$T/room.txt"
expect 3 "nope\.costs" "$MAZE" solve --costs "$T/nope.costs" "$T/room.txt"
"$MAZE" generate -W 4 -H 3 -f mask -o "$T/m.mask"
expect 2 "--costs applies to block maps" "$MAZE" solve --costs "$T/room.costs" "$T/m.mask"
expect 2 "--moves 8 applies to block maps" "$MAZE" solve --moves 8 "$T/m.mask"
echo "solve options: ok"
