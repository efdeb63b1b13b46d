#!/usr/bin/env bash
# bench_table.sh - `maze bench --csv` and `--json --rows`: a record a query,
# machine-readable. On dao/arena every row of the .scen is there in file
# order with its bucket, start, goal and optimum as written, a cost that
# matches, and expansions equal to `maze solve --json`'s for the same query;
# CSV and JSON agree on everything but the time; a wrong optimum is a row
# with match 0 (and exit 1); a file name with a comma and a quote stays one
# CSV field.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
command -v python3 >/dev/null || fail "python3 is missing"
cp "$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map" "$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map.scen" .
"$MAZE" bench --csv arena.map.scen >rows.csv 2>summary
grep -q "^arena.map.scen: queries=160 mismatches=0 " summary || fail "--csv: the summary is not on stderr: $(cat summary)"
"$MAZE" bench --json --rows arena.map.scen >rows.json
"$MAZE" bench --csv -a jps arena.map.scen >jps.csv 2>/dev/null
# expansions of a few rows by maze solve, one query each
for line in 2 50 100 161; do
  read -r _ _ _ _ sx sy gx gy _ < <(sed -n "${line}p" arena.map.scen)
  "$MAZE" solve --moves 8 --json --from "$sx,$sy" --to "$gx,$gy" arena.map | sed "s/^/$line /" >>solved
done
python3 - <<'PY' || fail "the rows do not follow arena.map.scen"
import csv, json
scen = [l.split() for l in open("arena.map.scen").read().splitlines()[1:] if l.strip()]
rows = list(csv.DictReader(open("rows.csv")))
doc = json.load(open("rows.json"))
jrows = doc["files"][0]["rows"]
assert len(rows) == len(scen) == len(jrows) == 160, (len(rows), len(jrows))
for i, (r, j, s) in enumerate(zip(rows, jrows, scen)):
    line = i + 2
    assert r["file"] == "arena.map.scen" and int(r["line"]) == line == j["line"], (r, j)
    assert [int(r[k]) for k in ("bucket", "start_x", "start_y", "goal_x", "goal_y")] == [int(v) for v in s[0:1] + s[4:8]]
    assert [j["bucket"]] + j["start"] + j["goal"] == [int(v) for v in s[0:1] + s[4:8]]
    assert r["optimal"] == s[8] and float(j["optimal"]) == float(s[8])
    assert abs(float(r["cost"]) - float(s[8])) < 1e-3 and r["match"] == "1" and j["match"] is True
    assert float(r["cost"]) == j["cost"] and int(r["expanded"]) == j["expanded"] and float(r["us"]) >= 0
solved = {}
for l in open("solved"):
    line, text = l.split(" ", 1)
    solved[int(line)] = json.loads(text)
for line, d in solved.items():
    assert int(rows[line - 2]["expanded"]) == d["expanded"], (line, rows[line - 2], d)
    assert abs(float(rows[line - 2]["cost"]) - d["cost"]) < 1e-6
jps = list(csv.DictReader(open("jps.csv")))
assert all(a["match"] == "1" and a["cost"] == b["cost"] for a, b in zip(jps, rows))
PY

# ---- a wrong optimum; an awkward file name ----
{ head -1 arena.map.scen; sed -n 2p arena.map.scen; sed -n 3p arena.map.scen | awk -F'\t' -v OFS='\t' '{ $9 = $9 + 5; print }'; } >'we,ird "x".scen'
status=0
"$MAZE" bench --csv 'we,ird "x".scen' >bad.csv 2>/dev/null || status=$?
[ "$status" = 1 ] || fail "a mismatch under --csv exits $status, not 1"
python3 - <<'PY' || fail "the mismatch row or the quoted name is wrong: $(cat bad.csv)"
import csv
rows = list(csv.DictReader(open("bad.csv")))
assert len(rows) == 2 and all(r["file"] == 'we,ird "x".scen' for r in rows), rows
assert rows[0]["match"] == "1" and rows[1]["match"] == "0", rows
PY
expect 2 "bench: --csv and --json exclude each other" "$MAZE" bench --csv --json arena.map.scen
echo "bench_table.sh: ok"
