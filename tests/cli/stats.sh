#!/usr/bin/env bash
# tests/cli/stats.sh - `maze stats` as a user runs it: figures of small mazes
# worked out by hand (text and JSON), start/goal choice, and each error status.
set -u
fail=0; pass=0
ok() { if eval "$1"; then pass=$((pass+1)); else echo "FAIL: $2" >&2; fail=$((fail+1)); fi; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# A corridor of 9 cells snaking from (0,0) to (2,2) (PHP masks: 1 N, 2 E, 4 S, 8 W).
printf '3 3\n2 10 12\n6 10 9\n3 10 8\n' > "$tmp/serp.txt"
out=$("$MAZE" stats "$tmp/serp.txt"); rc=$?
ok '[ $rc = 0 ]' "stats exits 0"
ok 'grep -q "^perfect *yes" <<<"$out"' "serpentine is perfect"
ok 'grep -q "^dead ends *2 (22.22%)" <<<"$out"' "2 dead ends of 9 cells"
ok 'grep -q "^corridor cells *7" <<<"$out"' "7 corridor cells"
ok 'grep -q "^diameter *8 moves" <<<"$out"' "diameter 8"
ok 'grep -q "^solution *8 moves from (0,0) to (2,2), 0 branches" <<<"$out"' "solution corner to corner"
ok 'grep -q "^straight runs *5, mean 1.600" <<<"$out"' "5 runs, mean 1.6"
ok 'grep -q "^branch lengths *8-15: 2" <<<"$out"' "histogram"
out=$("$MAZE" stats --from 0,0 --to 2,1 "$tmp/serp.txt")
ok 'grep -q "^solution *3 moves from (0,0) to (2,1), 1 branches" <<<"$out"' "--from/--to"
json=$("$MAZE" stats --json < "$tmp/serp.txt")
ok 'grep -q "\"perfect\":true" <<<"$json"' "json perfect"
ok 'grep -q "\"solution\":{\"from\":\[0,0\],\"to\":\[2,2\],\"found\":true,\"moves\":8,\"branches\":0}" <<<"$json"' "json solution"
ok 'grep -q "\"branch_histogram\":\[{\"min\":8,\"max\":15,\"count\":2}\]" <<<"$json"' "json histogram"
ok '[ "$(grep -o "{" <<<"$json" | wc -l)" = "$(grep -o "}" <<<"$json" | wc -l)" ]' "json braces balance"

# A ring of 4 cells: one loop, not perfect, no dead end.
printf '2 2\n6 12\n3 9\n' > "$tmp/ring.txt"
out=$("$MAZE" stats "$tmp/ring.txt")
ok 'grep -q "^perfect *no" <<<"$out" && grep -q "^loops *1" <<<"$out"' "ring has a loop"
ok 'grep -q "^dead ends *0 " <<<"$out" && grep -q "^diameter *2 moves" <<<"$out"' "ring figures"

# Errors: bad goal 2, unknown option 2, garbage 3, missing file 3; help 0.
"$MAZE" stats --to 5,5 "$tmp/serp.txt" 2>"$tmp/err"; ok '[ $? = 2 ] && grep -q "not a cell" "$tmp/err"' "goal outside: 2"
"$MAZE" stats --bogus "$tmp/serp.txt" 2>/dev/null; ok '[ $? = 2 ]' "unknown option: 2"
echo garbage > "$tmp/bad.txt"
"$MAZE" stats "$tmp/bad.txt" 2>"$tmp/err"; ok '[ $? = 3 ] && grep -q "bad.txt" "$tmp/err"' "garbage: 3 naming the file"
"$MAZE" stats "$tmp/none.txt" 2>/dev/null; ok '[ $? = 3 ]' "missing file: 3"
"$MAZE" stats --help >/dev/null; ok '[ $? = 0 ]' "help"
"$MAZE" stats --max-cells 8 "$tmp/serp.txt" 2>"$tmp/err"; ok '[ $? = 4 ] && grep -q "serp.txt" "$tmp/err"' "over --max-cells: 4 naming the file"
"$MAZE" stats --max-cells 9 --input-format mask "$tmp/serp.txt" >/dev/null; ok '[ $? = 0 ]' "--max-cells 9, --input-format"
"$MAZE" stats -i nosuch "$tmp/serp.txt" 2>/dev/null; ok '[ $? = 2 ]' "unknown -i format: 2"
"$MAZE" stats --from 1 "$tmp/serp.txt" 2>/dev/null; ok '[ $? = 2 ]' "bad --from: 2"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
