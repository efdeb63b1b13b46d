#!/usr/bin/env bash
# distances.sh - `maze solve --distances`: the Dijkstra map of dao/arena from
# one source equals `maze solve --json`'s cost to each cell sampled (8 moves,
# and 4 with a cost map), a map of three sources is the least of the three
# single-source maps, --flow's steps walk from every cell to a source at the
# cell's cost, json holds the same numbers as csv, pgm's pixels follow the
# csv (0 at the source, 255 unreached), and bad sources are usage errors.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
arena=$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map
command -v python3 >/dev/null || fail "python3 is missing"

# ---- one source against the solver, 8 moves and 4 with costs ----
# (a cell in 37 and in 53 checked; under valgrind, where each check is a run
# of `maze` under memcheck on the same map, a cell in 259 and in 371: 9 and 6
# runs, blocked cells among them, for 64 and 45; arena leaves no open cell
# unreached from 3,3, so an empty field is a blocked one here)
every=37 every_cost=53
! under_valgrind || every=259 every_cost=371
"$MAZE" solve --moves 8 --distances csv --from 3,3 "$arena" >one.csv
[ "$(wc -l <one.csv)" = 49 ] || fail "arena: $(wc -l <one.csv) rows, not 49"
awk -F, 'NF != 49 { exit 1 }' one.csv || fail "a row without 49 fields"
awk -F, '{ for (i = 1; i <= NF; i++) print i - 1, NR - 1, $i }' one.csv >cells
[ "$(awk '$3 == 0' cells)" = "3 3 0" ] || fail "the source is not the one 0: $(awk '$3 == 0' cells)"
awk -v k=$every 'NR % k == 0' cells | while read -r x y d; do
  if [ -z "$d" ]; then # no path (1) or a blocked cell (2): not any failure, such as valgrind's 99
    st=0
    "$MAZE" solve --moves 8 --json --from 3,3 --to "$x,$y" "$arena" >j 2>/dev/null || st=$?
    [ "$st" = 1 ] || [ "$st" = 2 ] || fail "$x,$y: empty field, but solve exits $st, not 1 or 2: $(cat j)"
    continue
  fi
  c=$("$MAZE" solve --moves 8 -a dijkstra --json --from 3,3 --to "$x,$y" "$arena" | sed 's/.*"cost":\([^,]*\),.*/\1/')
  awk -v a="$c" -v b="$d" 'BEGIN { exit !(a - b < 1e-6 && b - a < 1e-6) }' || fail "$x,$y: distance $d, dijkstra $c"
done
awk -F, '{ for (i = 1; i <= NF; i++) printf "%d%s", (i * 7 + NR) % 5 + 1, i < NF ? " " : "\n" }' one.csv >costs.txt
"$MAZE" solve --costs costs.txt --distances csv --from 10,20 "$arena" >cost.csv
awk -F, '{ for (i = 1; i <= NF; i++) print i - 1, NR - 1, $i }' cost.csv | awk -v k=$every_cost '$3 != "" && NR % k == 0' |
  while read -r x y d; do
    c=$("$MAZE" solve --costs costs.txt -a astar --json --from 10,20 --to "$x,$y" "$arena" | sed 's/.*"cost":\([^,]*\),.*/\1/')
    awk -v a="$c" -v b="$d" 'BEGIN { exit !(a - b < 1e-6 && b - a < 1e-6) }' || fail "costs: $x,$y: distance $d, astar $c"
  done

# ---- three sources: the least of the three maps ----
srcs=("3,3" "40,10" "20,45")
for s in "${srcs[@]}"; do "$MAZE" solve --moves 8 --distances csv --source "$s" "$arena" >"s$s.csv"; done
"$MAZE" solve --moves 8 --distances csv --source 3,3 --source 40,10 --source 20,45 "$arena" >multi.csv
python3 - "${srcs[@]}" <<'PY' || fail "three sources are not the least of the three maps"
import sys
def grid(name):
    return [[float(v) if v else None for v in line.rstrip("\n").split(",")] for line in open(name)]
maps = [grid("s%s.csv" % s) for s in sys.argv[1:]]
multi = grid("multi.csv")
for y, row in enumerate(multi):
    for x, v in enumerate(row):
        vals = [m[y][x] for m in maps if m[y][x] is not None]
        want = min(vals) if vals else None
        if (v is None) != (want is None) or (v is not None and abs(v - want) > 1e-9):
            sys.exit("%d,%d: %r, want %r" % (x, y, v, want))
PY

# ---- the flow field: walk every cell's steps to a source ----
"$MAZE" solve --moves 8 --distances csv --flow --source 3,3 --source 40,10 --source 20,45 "$arena" >flow.csv
"$MAZE" solve --moves 8 --distances json --flow --source 3,3 --source 40,10 --source 20,45 "$arena" >flow.json
python3 - <<'PY' || fail "the flow field does not walk to the sources at the distances"
import json, math, sys
steps = [line.rstrip("\n").split(",") for line in open("flow.csv")]
dist = [[float(v) if v else None for v in line.rstrip("\n").split(",")] for line in open("multi.csv")]
doc = json.load(open("flow.json"))
assert doc["way"] == "to" and doc["sources"] == [[3, 3], [40, 10], [20, 45]], doc["sources"]
move = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (-1, -1)}
walked = 0
for y, row in enumerate(steps):
    for x, s in enumerate(row):
        assert (doc["flow"][y][x] or "") == s, (x, y)
        assert doc["distances"][y][x] == dist[y][x] or abs(doc["distances"][y][x] - dist[y][x]) < 1e-9, (x, y)
        if dist[y][x] is None:
            assert s == "", (x, y, s)
            continue
        cx, cy, cost = x, y, 0.0
        for _ in range(2500):
            if steps[cy][cx] == "*":
                break
            dx, dy = move[steps[cy][cx]]
            cx, cy, cost = cx + dx, cy + dy, cost + (math.sqrt(2) if dx and dy else 1)
        assert steps[cy][cx] == "*" and abs(cost - dist[y][x]) < 1e-6, (x, y, cost, dist[y][x])
        walked += 1
assert walked > 1000, walked
PY

# ---- pgm: a pixel a cell, following the csv ----
"$MAZE" solve --moves 8 --distances pgm --from 3,3 -o heat.pgm "$arena"
python3 - <<'PY' || fail "heat.pgm does not follow one.csv"
data = open("heat.pgm", "rb").read()
head = b"P5\n49 49\n255\n"
assert data.startswith(head) and len(data) == len(head) + 49 * 49, data[:20]
px = data[len(head):]
d = [float(v) if v else None for line in open("one.csv") for v in line.rstrip("\n").split(",")]
far = max(v for v in d if v is not None)
for i, v in enumerate(d):
    want = 255 if v is None else round(254 * v / far)
    assert abs(px[i] - want) <= 1, (i, px[i], want)
assert px[3 * 49 + 3] == 0
PY

# ---- refusals ----
expect 2 "solve: --source 1,0 is a blocked cell" "$MAZE" solve --distances csv --source 1,0 "$arena"
expect 2 "solve: --source 49,0 is outside the 49 x 49 map" "$MAZE" solve --distances csv --source 49,0 "$arena"
expect 2 "solve: --source takes X,Y" "$MAZE" solve --distances csv --source 1 "$arena"
expect 2 "solve: --flow goes with --distances" "$MAZE" solve --flow "$arena"
expect 2 "solve: --source goes with --distances" "$MAZE" solve --source 3,3 "$arena"
expect 2 "solve: --flow is written as csv or json, not pgm" "$MAZE" solve --distances pgm --flow -o x.pgm "$arena"
expect 2 "--distances takes csv, json or pgm" "$MAZE" solve --distances png "$arena"
expect 2 "solve: --distances writes the map: not with --json" "$MAZE" solve --distances csv --json "$arena"
[ ! -e x.pgm ] || fail "a refused pgm was written"
echo "distances.sh: ok"
