#!/usr/bin/env bash
# tests/cli/stats.sh - `maze stats` as a user runs it: figures of small mazes
# worked out by hand (text and JSON), start/goal choice, and each error status.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T

# A corridor of 9 cells snaking from (0,0) to (2,2) (PHP masks: 1 N, 2 E, 4 S, 8 W).
printf '3 3\n2 10 12\n6 10 9\n3 10 8\n' > "$tmp/serp.txt"
out=$("$MAZE" stats "$tmp/serp.txt") || fail "stats exits $?"
grep -q "^perfect *yes" <<<"$out" || fail "serpentine is perfect"
grep -q "^dead ends *2 (22.22%)" <<<"$out" || fail "2 dead ends of 9 cells"
grep -q "^corridor cells *7" <<<"$out" || fail "7 corridor cells"
grep -q "^diameter *8 moves" <<<"$out" || fail "diameter 8"
grep -q "^solution *8 moves from (0,0) to (2,2), 0 branches" <<<"$out" || fail "solution corner to corner"
grep -q "^straight runs *5, mean 1.600" <<<"$out" || fail "5 runs, mean 1.6"
grep -q "^branch lengths *8-15: 2" <<<"$out" || fail "histogram"
out=$("$MAZE" stats --from 0,0 --to 2,1 "$tmp/serp.txt")
grep -q "^solution *3 moves from (0,0) to (2,1), 1 branches" <<<"$out" || fail "--from/--to"
json=$("$MAZE" stats --json < "$tmp/serp.txt")
grep -q "\"perfect\":true" <<<"$json" || fail "json perfect"
grep -q "\"solution\":{\"from\":\[0,0\],\"to\":\[2,2\],\"found\":true,\"moves\":8,\"branches\":0}" <<<"$json" || fail "json solution"
grep -q "\"branch_histogram\":\[{\"min\":8,\"max\":15,\"count\":2}\]" <<<"$json" || fail "json histogram"
[ "$(grep -o "{" <<<"$json" | wc -l)" = "$(grep -o "}" <<<"$json" | wc -l)" ] || fail "json braces balance"
# The difficulty: the corridor has nothing to decide; from (2,1) to (0,0)
# the start has two ways on, the wrong one with the other 5 cells behind it
# (one dead end): score log2(6), the walker meets 0.5 dead ends in 3 + 5 moves.
grep -q "^difficulty *0.00: 0 decisions on the solution, 4 turns, the solution 100.0% of the cells" <<<"$("$MAZE" stats "$tmp/serp.txt")" ||
  fail "difficulty of the corridor"
grep -q '"difficulty":{"score":0.0000,"decisions":0,"turns":4,"solution_share":1.0000,"branch_cells":0,' <<<"$json" ||
  fail "json difficulty of the corridor"
json=$("$MAZE" stats --json --from 2,1 --to 0,0 "$tmp/serp.txt")
grep -q '"difficulty":{"score":2.5850,"decisions":1,"turns":1,"solution_share":0.4444,"branch_cells":5,"branch_dead_ends":1,"longest_wrong":5,"expected_dead_ends":0.5000,"expected_moves":8.0000}' <<<"$json" ||
  fail "json difficulty from (2,1): $json"

# A ring of 4 cells: one loop, not perfect, no dead end.
printf '2 2\n6 12\n3 9\n' > "$tmp/ring.txt"
out=$("$MAZE" stats "$tmp/ring.txt")
grep -q "^perfect *no" <<<"$out" && grep -q "^loops *1" <<<"$out" || fail "ring has a loop"
grep -q "^dead ends *0 " <<<"$out" && grep -q "^diameter *2 moves" <<<"$out" || fail "ring figures"

# Errors: bad goal 2, unknown option 2, garbage 3, missing file 3; help 0.
expect 2 "not a cell" "$MAZE" stats --to 5,5 "$tmp/serp.txt"
expect 2 "unknown option '--bogus'" "$MAZE" stats --bogus "$tmp/serp.txt"
echo garbage > "$tmp/bad.txt"
expect 3 "bad\.txt" "$MAZE" stats "$tmp/bad.txt"
expect 3 "none\.txt" "$MAZE" stats "$tmp/none.txt"
"$MAZE" stats --help >/dev/null || fail "help exits $?"
expect 4 "serp\.txt" "$MAZE" stats --max-cells 8 "$tmp/serp.txt"
"$MAZE" stats --max-cells 9 --input-format mask "$tmp/serp.txt" >/dev/null || fail "--max-cells 9, --input-format: exit $?"
expect 2 "nosuch" "$MAZE" stats -i nosuch "$tmp/serp.txt"
expect 2 "--from" "$MAZE" stats --from 1 "$tmp/serp.txt"
echo "stats: ok"
