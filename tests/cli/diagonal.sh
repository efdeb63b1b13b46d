#!/usr/bin/env bash
# diagonal.sh - `maze solve --diagonal RULE` on dao/arena and on a map made to
# tell the rules apart: each rule's path walks only moves the rule allows,
# astar, dijkstra and bidir agree on its cost, the rules order the costs,
# jps takes no-corner alone, and --moves that contradicts the rule is refused.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
command -v python3 >/dev/null || fail "python3 is missing"
arena=$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map
# a staircase of blocks touching at their corners: only always slips between
# them; a block in the middle of a 3 x 3 room: one-open cuts its corners
printf 'type octile\nheight 5\nwidth 5\nmap\n.@...\n@.@..\n.@.@.\n..@.@\n...@.\n' >stairs.map
printf 'type octile\nheight 3\nwidth 3\nmap\n...\n.@.\n...\n' >room.map
cost() { sed 's/.*"cost":\([^,]*\),.*/\1/' "$1"; }
check() { # MAP RULE FROM TO: the path obeys the rule, three solvers agree; prints the cost
  local map=$1 rule=$2 from=$3 to=$4
  for a in astar dijkstra bidir; do
    "$MAZE" solve -a "$a" --diagonal "$rule" --json --from "$from" --to "$to" "$map" >"$a.json" || true
  done
  python3 - "$map" "$rule" <<'PY' || fail "$map $rule $from -> $to: $(cat astar.json)"
import json, math, sys
rows = open(sys.argv[1]).read().split("map\n", 1)[1].split()
rule = sys.argv[2]
def open_(x, y):
    return 0 <= y < len(rows) and 0 <= x < len(rows[y]) and rows[y][x] == "."
docs = [json.load(open(a + ".json")) for a in ("astar", "dijkstra", "bidir")]
assert len({d["found"] for d in docs}) == 1
for d in docs:
    if not d["found"]:
        continue
    cost = 0
    for (x, y), (u, v) in zip(d["path"], d["path"][1:]):
        dx, dy = u - x, v - y
        assert max(abs(dx), abs(dy)) == 1 and open_(u, v), (x, y, u, v)
        if dx and dy:
            sides = open_(x + dx, y) + open_(x, y + dy)
            need = {"never": 3, "no-corner": 2, "one-open": 1, "always": 0}[rule]
            assert sides >= need, (rule, x, y, u, v)
        cost += math.sqrt(2) if dx and dy else 1
    assert abs(cost - d["cost"]) < 1e-6 and abs(d["cost"] - docs[0]["cost"]) < 1e-6, (cost, d["cost"])
PY
  if grep -q '"found":true' astar.json; then cost astar.json; else echo none; fi
}
for rule in never no-corner one-open; do
  [ "$(check stairs.map "$rule" 0,0 4,4)" = none ] || fail "$rule: a path through the staircase"
done
[ "$(check stairs.map always 0,0 4,4)" = 5.656854249 ] || fail "always: not 4 diagonals through the staircase"
[ "$(check room.map never 0,0 2,2)" = 4 ] || fail "never: the room is not 4 moves"
[ "$(check room.map no-corner 0,0 2,2)" = 4 ] || fail "no-corner: the room is not 4 moves"
[ "$(check room.map one-open 0,0 2,2)" = 3.414213562 ] || fail "one-open: the room's corner is not cut"
[ "$(check room.map always 0,0 2,2)" = 3.414213562 ] || fail "always: the room's corner is not cut"
prev=
for rule in never no-corner one-open always; do
  for q in "3,3 45,45" "2,40 40,2" "10,10 30,40"; do
    c=$(check "$arena" "$rule" "${q% *}" "${q#* }")
    echo "$q $c" >>"costs.$rule"
  done
  if [ -n "$prev" ]; then
    paste "costs.$prev" "costs.$rule" | awk '$3 == "none" || $6 == "none" { next } $6 > $3 + 1e-9 { exit 1 }' ||
      fail "$rule costs more than $prev on arena"
  fi
  prev=$rule
done
"$MAZE" solve -a jps --diagonal no-corner --from 3,3 --to 45,45 "$arena" 2>/dev/null >/dev/null || fail "jps refuses no-corner"
for rule in one-open always; do
  expect 2 "solve: solver 'jps' does not apply to this input" "$MAZE" solve -a jps --diagonal "$rule" "$arena"
done
expect 2 "solve: --moves 4 and --diagonal always do not agree" "$MAZE" solve --moves 4 --diagonal always "$arena"
expect 2 "solve: --moves 8 and --diagonal never do not agree" "$MAZE" solve --moves 8 --diagonal never "$arena"
expect 2 "--diagonal takes never, no-corner, one-open or always" "$MAZE" solve --diagonal sometimes "$arena"
"$MAZE" generate -W 4 -H 3 >m.txt
expect 2 "solve: --diagonal applies to block maps" "$MAZE" solve --diagonal never m.txt
"$MAZE" list | grep -E '^  jps .*no corner cutting\)$' >/dev/null || fail "maze list does not say jps needs no corner cutting"
echo "diagonal.sh: ok"
