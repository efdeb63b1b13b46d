#!/usr/bin/env bash
# example_scen_runner.sh - examples/scen_runner.c solves every query of a Moving
# AI scenario with the cost the file gives, reports a wrong optimum (exit 1)
# and a malformed file (exit 3).
set -euo pipefail
run=$MAZE_BUILD_DIR/examples/scen_runner
scen=$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map.scen
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
n=$(grep -cE '^[0-9]' "$scen")
solvers=$(names solver optimal '!moves4')
[ -n "$solvers" ] || fail "no optimal solver for 8 moves in 'maze list --names'"
for solver in $solvers; do
  out=$("$run" "$scen" "$solver") || fail "$solver: exit $? on $scen"
  grep -q ": $n queries, 0 mismatches, $solver," <<<"$out" || fail "$solver: unexpected summary: $out"
done
# A row whose optimum is made 1 longer must be reported, with its line.
cp "$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map" "$tmp/"
awk 'NR == 3 { $9 = $9 + 1 } { print }' OFS='\t' "$scen" >"$tmp/arena.map.scen"
set +e
out=$("$run" "$tmp/arena.map.scen"); st=$?
set -e
[ "$st" = 1 ] || fail "a wrong optimum gave exit $st, want 1"
grep -q "^line 3: cost" <<<"$out" || fail "the mismatch on line 3 is not reported: $out"
grep -q ", 1 mismatches," <<<"$out" || fail "want 1 mismatch: $out"
printf 'version 1\n0\tarena.map\t49\n' >"$tmp/bad.scen"
expect 3 "bad\.scen:2" "$run" "$tmp/bad.scen"
echo "scen_runner: $n queries matched"
