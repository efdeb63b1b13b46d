#!/usr/bin/env bash
# bench_cost_only.sh - `maze bench --cost-only`: no cells listed, each row's
# cost and expansions the listing run's (astar, jps, both prepared methods),
# and the summary says cost_only=1 (JSON "cost_only":true), a listing run not.
set -euo pipefail
S=$MAZE_SOURCE_DIR/tests/data/movingai
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
scen=$S/dao/arena.map.scen

"$MAZE" prepare "$S/dao/arena.map" -o "$T/jp.prep" >/dev/null
"$MAZE" prepare --method subgoal "$S/dao/arena.map" -o "$T/sg.prep" >/dev/null
for how in "-a astar" "-a jps" "--prepared $T/jp.prep" "--prepared $T/sg.prep"; do
    # shellcheck disable=SC2086 # $how is two words
    whole=$("$MAZE" bench --rows $how "$scen")
    # shellcheck disable=SC2086
    cost=$("$MAZE" bench --rows --cost-only $how "$scen")
    grep -q "queries=160 mismatches=0 .* cost_only=1$" <<<"$cost" || fail "$how --cost-only summary: $(tail -1 <<<"$cost")"
    ! grep -q "cost_only" <<<"$whole" || fail "$how without --cost-only says cost_only: $(tail -1 <<<"$whole")"
    # the rows without their times: the same costs and expansions
    [ "$(sed 's/ us=.*//' <<<"$whole" | grep cost=)" = "$(sed 's/ us=.*//' <<<"$cost" | grep cost=)" ] ||
        fail "$how: --cost-only rows differ from the listing run's"
    [ "$(grep -c ' us=[0-9.]*$' <<<"$cost")" = 160 ] || fail "$how --cost-only: not a time a row"
done
json=$("$MAZE" bench --json --cost-only -a jps "$scen")
grep -q '^{"algo":"jps","threads":1,"cost_only":true,"files":' <<<"$json" || fail "json head: $json"
grep -q '"mismatches":0}$' <<<"$json" || fail "json tail: $json"
! "$MAZE" bench --json "$scen" | grep -q cost_only || fail "a listing run's JSON says cost_only"
csv=$("$MAZE" bench --csv --cost-only "$scen" 2>"$T/err")
[ "$(wc -l <<<"$csv")" = 161 ] || fail "--csv --cost-only: $(head -3 <<<"$csv")"
grep -q "cost_only=1$" "$T/err" || fail "--csv --cost-only summary: $(cat "$T/err")"
# a wrong optimum is still a mismatch without the cells
sed '2s/\t[0-9.]*$/\t1.5/' "$scen" >"$T/bad.scen"
expect 1 "mismatch" "$MAZE" bench --cost-only --map "$S/dao/arena.map" "$T/bad.scen"
"$MAZE" bench --help | grep -q -- "--cost-only" || fail "--help does not name --cost-only"
