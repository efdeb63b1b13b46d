#!/usr/bin/env bash
# default_ends.sh - one rule for the default start and goal in every command:
# the first and the last enabled (wall maze) or open (block map) cell in
# reading order, even when the corners are masked out or blocked; marks in
# the file (S/E, 2/3, A/@) still win; --from/--to win over both. solve,
# animate solve, stats and generate's solution range agree on the ends and
# on the length. An input with no open cell has no default end: exit 3
# saying so, in each of them.
set -euo pipefail
source "$(dirname "$0")/lib/expect.sh"
# moves_of FILE: the solution length `maze solve --json` reports.
moves_of() { "$MAZE" solve --json "$@" | sed -n 's/.*"moves":\([0-9]*\),.*/\1/p'; }
# ends_of ARGS: "x0,y0 x1,y1", the first and last cells of solve's path.
ends_of() { "$MAZE" solve --json "$@" 2>/dev/null | python3 -c 'import sys, json
try: p = json.load(sys.stdin)["path"]
except ValueError: sys.exit("no JSON")
print("%d,%d %d,%d" % (p[0][0], p[0][1], p[-1][0], p[-1][1]))' || true; }
# animated FILE: "MOVES" from animate solve's report.
animated() { "$MAZE" animate solve "$@" -o "$T/a.html" 2>&1 >/dev/null | sed -n 's/.*: \([0-9]*\) moves,.*/\1/p'; }

# ---- a wall maze whose corners are masked out ----
printf '#....\n.....\n.....\n....#\n' >"$T/mask.txt"
"$MAZE" generate --mask "$T/mask.txt" -s 3 >"$T/m.txt"
[ "$(ends_of "$T/m.txt")" = "1,0 3,3" ] || fail "solve on a masked maze: ends $(ends_of "$T/m.txt" 2>&1), want 1,0 3,3"
m=$(moves_of "$T/m.txt")
[ "$(moves_of --from 1,0 --to 3,3 "$T/m.txt")" = "$m" ] || fail "default ends are not 1,0 and 3,3"
[ "$(animated "$T/m.txt")" = "$m" ] || fail "animate solve on a masked maze: $(animated "$T/m.txt" 2>&1) moves, solve $m"
"$MAZE" stats "$T/m.txt" | grep -q "^solution *$m moves from (1,0) to (3,3)" || fail "stats: not the same solution"
# generate's solution range measures the same path: a range of exactly $m accepts seed 3 at once.
"$MAZE" generate --mask "$T/mask.txt" -s 3 --min-solution "$m" --max-solution "$m" 2>"$T/err" >"$T/g.txt"
grep -q "seed 3: solution of $m moves (1 tried)" "$T/err" || fail "--min-solution measured another path: $(cat "$T/err")"
# A mask whose first row is all gone: the first cell is on the second row.
printf '#####\n#...#\n.....\n' >"$T/mask2.txt"
"$MAZE" generate --mask "$T/mask2.txt" -s 5 >"$T/m2.txt"
[ "$(ends_of "$T/m2.txt")" = "1,1 4,2" ] || fail "solve: ends $(ends_of "$T/m2.txt"), want 1,1 4,2"
[ "$(animated "$T/m2.txt")" = "$(moves_of "$T/m2.txt")" ] || fail "animate solve disagrees on the second mask"

# ---- a block map with blocked corners ----
printf '0111\n1101\n1110\n' >"$T/b.txt"
[ "$(ends_of "$T/b.txt")" = "1,0 2,2" ] || fail "solve on a block map: ends $(ends_of "$T/b.txt")"
[ "$(animated "$T/b.txt")" = 3 ] || fail "animate solve on a block map with blocked corners: $(animated "$T/b.txt" 2>&1)"

# ---- no open cell at all: no default start or goal to name ----
# (not "start 0,0 is a blocked cell", a usage error for a cell nobody chose)
printf '000\n000\n' >"$T/none.txt"
printf 'type octile\nheight 2\nwidth 2\nmap\n@@\n@@\n' >"$T/none.map"
printf '***\n*#*\n***\n' >"$T/none.perl"
for f in none.txt none.map none.perl; do
  expect 3 "solve: .*$f: no open cell, so no start or goal" "$MAZE" solve "$T/$f"
  expect 3 "solve: .*$f: no open cell, so no start or goal" "$MAZE" solve --to 0,0 "$T/$f"
  expect 3 "stats: .*$f: no open cell, so no start or goal" "$MAZE" stats "$T/$f"
  expect 3 "animate: .*$f: no open cell, so no start or goal" "$MAZE" animate solve "$T/$f" -o "$T/none.html"
  [ ! -e "$T/none.html" ] || fail "animate solve wrote a page for $f"
done
# an end the user named is still checked as such
expect 2 "solve: --from 1,1 is a blocked cell" "$MAZE" solve --from 1,1 --to 0,0 "$T/none.map"

# ---- marks win, --from/--to win over marks ----
"$MAZE" solve --from 2,1 --to 0,2 -f text -o "$T/marked.txt" "$T/m.txt" >/dev/null
[ "$(ends_of "$T/marked.txt")" = "2,1 0,2" ] || fail "solve ignored the file's marks"
mm=$(moves_of "$T/marked.txt")
[ "$(animated "$T/marked.txt")" = "$mm" ] || fail "animate solve ignored the file's marks"
"$MAZE" stats "$T/marked.txt" | grep -q "^solution *$mm moves from (2,1) to (0,2)" || fail "stats ignored the marks"
[ "$(ends_of --from 4,1 "$T/marked.txt")" = "4,1 0,2" ] || fail "--from does not win over the S mark"

# ---- unmasked: the corners, as before ----
"$MAZE" generate -W 7 -H 4 -s 2 >"$T/plain.txt"
[ "$(ends_of "$T/plain.txt")" = "0,0 6,3" ] || fail "an unmasked maze's ends are not its corners"
[ "$(animated -W 7 -H 4 -s 2)" = "$(moves_of "$T/plain.txt")" ] || fail "animate solve of a generated maze"
echo "default_ends: ok"
