#!/usr/bin/env bash
# distances_topology.sh - `maze solve --distances` and `--flow` on mazes of
# other topologies than rect, by cell number: on a braided hex and polar
# maze the distances equal a breadth-first search written here (the cells
# file's open sides, each topology's neighbours as maze.h describes them),
# from one source and from several; --flow's next cell is a neighbour
# through an open side one step nearer (or the source itself); json holds
# csv's numbers; every topology of the table gives a line a cell; pgm and
# bad sources are refused (status 2).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
command -v python3 >/dev/null || fail "python3 is missing"

# bfs.py CELLS SOURCE...: the distance of every cell from the nearest source,
# a line "C,D" each (D empty where none reaches), by the maze's open sides.
cat >bfs.py <<'PY'
import math, sys
lines = [l.strip() for l in open(sys.argv[1]) if l.strip()]
head = dict(l.split() for l in lines[1:] if l.split()[0] in ("topology", "width", "height", "rings"))
body = "".join(l for l in lines if not l.split()[0] in ("maze", "topology", "width", "height", "rings"))
topo = head["topology"]
if topo == "hex":
    W, H = int(head["width"]), int(head["height"])
    n = W * H
    def nb(c, s):
        x, y = c % W, c // W
        odd = y & 1
        d = [(1, 0), (odd, 1), (odd - 1, 1), (-1, 0), (odd - 1, -1), (odd, -1)][s]
        nx, ny = x + d[0], y + d[1]
        return ny * W + nx if 0 <= nx < W and 0 <= ny < H else None
else:  # polar: ring r keeps ring r-1's count or doubles it (ring 1: six)
    R = int(head["rings"])
    count, start = [1], [0, 1]
    for r in range(1, R):
        ratio = math.floor(2 * math.pi * r / count[-1] + 0.5)
        count.append(count[-1] * (ratio if r == 1 else 2 if ratio >= 2 else 1))
        start.append(start[-1] + count[-1])
    n = start[R]
    def ring(c):
        return max(r for r in range(R) if start[r] <= c)
    def nb(c, s):
        if c == 0:
            return 1 + s if R > 1 and s < count[1] else None
        r = ring(c); i = c - start[r]; k = count[r]
        if s == 0: return start[r] + (i + 1) % k
        if s == 1: return start[r] + (i - 1) % k
        if s == 2: return 0 if r == 1 else start[r - 1] + i * count[r - 1] // k
        if r + 1 == R: return None
        j = i * count[r + 1] // k + (s - 3)
        return start[r + 1] + j if s == 3 or count[r + 1] > k else None
digits = 2
sides = [int(body[digits * c:digits * c + digits], 16) for c in range(n)]
dist = [None] * n
queue = [int(a) for a in sys.argv[2:]]
for q in queue: dist[q] = 0
for c in queue:
    for s in range(8):
        if sides[c] >> s & 1:
            t = nb(c, s)
            if dist[t] is None:
                dist[t] = dist[c] + 1
                queue.append(t)
for c in range(n):
    print("%d,%s" % (c, "" if dist[c] is None else dist[c]))
PY

"$MAZE" generate --topology hex -W 9 -H 7 -s 5 --braid 0.5 -o hex.cells
"$MAZE" generate --topology polar --rings 7 -s 5 --braid 0.5 -o polar.cells
for m in hex polar; do
  # one source: the start (cell 0), then three
  "$MAZE" solve --distances csv "$m.cells" >one.csv
  python3 bfs.py "$m.cells" 0 >want.csv
  cmp -s one.csv want.csv || fail "$m: the distances from cell 0 are not the BFS's: $(diff one.csv want.csv | head -4)"
  "$MAZE" solve --distances csv --source 5,0 --source 30,0 --source 60,0 "$m.cells" >three.csv
  python3 bfs.py "$m.cells" 5 30 60 >want.csv
  cmp -s three.csv want.csv || fail "$m: three sources: $(diff three.csv want.csv | head -4)"
  awk -F, '$2 > 3' three.csv | grep -q . || fail "$m: no cell far from the sources"
  # --flow: every cell steps to a cell one nearer, through an open side
  "$MAZE" solve --distances csv --flow --source 5,0 --source 30,0 --source 60,0 "$m.cells" >flow.csv
  python3 - "$m.cells" three.csv flow.csv <<'PY' || fail "$m: --flow does not walk the distances"
import sys
d = {int(c): int(v) for c, v in (l.strip().split(",") for l in open(sys.argv[2]))}
for l in open(sys.argv[3]):
    c, t = l.strip().split(",")
    c = int(c)
    if t == "*":
        assert d[c] == 0, (c, d[c])
    else:
        assert d[int(t)] == d[c] - 1, (c, t, d[c], d[int(t)])
PY
  # json: the same numbers, the flow as the next cells' numbers
  "$MAZE" solve --distances json --flow --source 5,0 --source 30,0 --source 60,0 "$m.cells" >flow.json
  python3 - flow.json three.csv flow.csv "$m" <<'PY' || fail "$m: json differs from csv"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["topology"] == sys.argv[4] and j["way"] == "to" and j["sources"] == [5, 30, 60], j
d = [int(l.strip().split(",")[1]) for l in open(sys.argv[2])]
f = [l.strip().split(",")[1] for l in open(sys.argv[3])]
assert j["cells"] == len(d) == len(j["distances"]) == len(j["flow"])
assert j["distances"] == d
assert [str(c) if t == c else str(t) for c, t in enumerate(j["flow"])] == [str(c) if t == "*" else t for c, t in enumerate(f)]
PY
done

# every topology of the table: a line a cell, one source at 0
while read -r _ topo flags; do
  [ "$topo" = rect ] && continue
  args=()
  case ",$flags," in *,width,*) args+=(-W 5) ;; esac
  case ",$flags," in *,height,*) args+=(-H 4) ;; esac
  case ",$flags," in *,levels,*) args+=(-L 2) ;; esac
  case ",$flags," in *,rings,*) args+=(--rings 4) ;; esac
  "$MAZE" generate --topology "$topo" "${args[@]}" -s 2 -o t.cells
  "$MAZE" solve --distances csv t.cells >t.csv
  cells=$("$MAZE" solve --distances json t.cells | python3 -c 'import json,sys; print(json.load(sys.stdin)["cells"])')
  [ "$(wc -l <t.csv)" = "$cells" ] && [ "$(awk -F, '$2 == "0"' t.csv)" = "0,0" ] ||
    fail "$topo: $(wc -l <t.csv) lines for $cells cells, or not cell 0 alone at 0"
done < <("$MAZE" list --names | grep '^topology ')

# refusals, and the heat picture the pgm refusal names
expect 2 "pgm is a grid of rows, which a hex maze is not.*--show heat" "$MAZE" solve --distances pgm -o x.pgm hex.cells
expect 2 "--source 999,0 is not a cell of the polar maze" "$MAZE" solve --distances csv --source 999,0 polar.cells
expect 2 "--source 1,1 is not a cell of the hex maze" "$MAZE" solve --distances json --source 1,1 hex.cells
[ ! -e x.pgm ] || fail "a refused pgm left x.pgm"
"$MAZE" solve --show heat -o heat.png polar.cells >/dev/null
[ -s heat.png ] || fail "no heat picture of the polar maze"
echo "distances_topology.sh: ok"
