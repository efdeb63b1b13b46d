#!/usr/bin/env bash
# bench_moves.sh - `maze bench --moves 4` on dao/arena: the file's optima are
# 8-connected, so each row is held to its 4-connected optimum from a
# Dijkstra map, and the output says so; those optima and every optimal
# solver's costs equal a breadth-first search written here in Python, a
# solver that misses them (dfs) has exactly its wrong rows counted as
# mismatches (exit 1), any-angle theta is held to at most the optimum on 8
# moves, and --moves 4 with --prepared or jps is refused.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
command -v python3 >/dev/null || fail "python3 is missing"
scen=$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map.scen

check() { # ALGO WANT_STATUS: --rows against the Python BFS; prints the rows wrong by it
  local st=0
  "$MAZE" bench --moves 4 --rows -a "$1" "$scen" >rows.txt 2>err.txt || st=$?
  [ "$st" = "$2" ] || fail "bench --moves 4 -a $1 exited $st, want $2: $(cat err.txt)"
  python3 - "$scen" <<'PY' || fail "bench --moves 4 -a $1: the rows disagree with a BFS (above)"
import collections, re, sys
scen = sys.argv[1]
rows = open(scen[:-len(".scen")]).read().split("map\n", 1)[1].split()
h, w = len(rows), len(rows[0])
def bfs(sx, sy):
    d = {(sx, sy): 0}
    q = collections.deque([(sx, sy)])
    while q:
        x, y = q.popleft()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < w and 0 <= ny < h and rows[ny][nx] == "." and (nx, ny) not in d:
                d[nx, ny] = d[x, y] + 1
                q.append((nx, ny))
    return d
queries = [l.split("\t") for l in open(scen).read().splitlines()[1:] if l.strip()]
got = [re.match(r".*:(\d+): cost=(\S+) optimal=(\S+) expanded", l) for l in open("rows.txt") if ": cost=" in l]
assert len(got) == len(queries) == 160, (len(got), len(queries))
wrong = 0
for q, m in zip(queries, got):
    sx, sy, gx, gy = map(int, q[4:8])
    want = bfs(sx, sy).get((gx, gy))
    assert float(m.group(3)) == want, ("optimal", m.group(1), m.group(3), want)
    wrong += abs(float(m.group(2)) - want) > 1e-6
summary = [l for l in open("rows.txt") if "queries=" in l][0]
assert "moves=4 optimal=dijkstra" in summary, summary
assert ("mismatches=%d " % wrong) in summary, (wrong, summary)
print(wrong)
PY
}
[ "$(check astar 0)" = 0 ] || fail "astar misses 4-connected optima"
[ "$(check bfs 0)" = 0 ] || fail "bfs misses 4-connected optima"
[ "$(check dijkstra 0)" = 0 ] || fail "dijkstra misses 4-connected optima"
wrong=$(check dfs 1)
[ "$wrong" -gt 0 ] || fail "dfs matched every 4-connected optimum: the check cannot fail"
grep -q "mismatch: cost .* (4-connected, by a Dijkstra map)" err.txt || fail "the mismatch lines: $(cat err.txt)"

# JSON and CSV say where the optima come from; 8 moves stays as it was.
"$MAZE" bench --moves 4 --json "$scen" >b.json
grep -q '"algo":"astar","threads":1,"moves":4,"optimal":"dijkstra","files":' b.json || fail "json: $(cat b.json)"
"$MAZE" bench --json "$scen" >b8.json
! grep -q '"moves"' b8.json || fail "8-move json changed: $(cat b8.json)"
"$MAZE" bench --moves 4 --csv "$scen" >b.csv 2>/dev/null
[ "$(sed -n 2p b.csv | cut -d, -f8)" = 1.000000 ] || fail "csv optimal: $(sed -n 2p b.csv)"

# theta on 8 moves: shorter than the file's optima, never longer: no mismatch.
out=$("$MAZE" bench -a theta --rows "$scen")
echo "$out" | grep -q "queries=160 mismatches=0 " || fail "theta on arena: $out"
echo "$out" | awk -F'[ =]' '/: cost=/ { if ($3 + 0 < $5 - 1e-3) n++ } END { exit !(n > 80) }' ||
  fail "theta is shorter than the 8-connected optimum on too few rows"

expect 2 "prepared searches 8-connected maps: not with --moves 4" "$MAZE" bench --moves 4 --prepared x "$scen"
expect 2 "moves takes 4 or 8" "$MAZE" bench --moves 6 "$scen"
expect 2 "solver 'jps' cannot search 4-connected uniform-cost maps" "$MAZE" bench --moves 4 -a jps "$scen"
echo "bench_moves: 4-connected optima by Dijkstra against a BFS, mismatches counted, theta at most the optimum"
