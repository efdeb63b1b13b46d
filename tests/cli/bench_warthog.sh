#!/usr/bin/env bash
# bench_warthog.sh - bench/warthog.sh without warthog: no WARTHOG says
# "skipped" and exits 0; a fake warthog (a script printing warthog's rows for
# a 4 x 4 map) has its times read by pass and its costs checked against the
# .scen, a wrong cost and a missing row each counted and listed; our
# --cost-only runs fill the search-alone tables.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
command -v cc >/dev/null || { echo "no C compiler: skipped"; exit 77; }
script=$MAZE_SOURCE_DIR/bench/warthog.sh
build=$MAZE_BUILD_DIR
unset MAZE_BENCH_REF_DIR

# ---- no warthog: skipped, exit 0 ----
for w in "" "$T/none"; do
    out=$(WARTHOG=$w MAZE_MOVINGAI_DIR=/nonexistent bash "$script" "$build") || fail "WARTHOG='$w': exit $?"
    grep -q "skipped" <<<"$out" || fail "WARTHOG='$w' did not say skipped: $out"
done

# ---- a 4 x 4 open map, four rows ----
mkdir -p "$T/data/t" "$T/w/extern/warthog-core"
printf 'type octile\nheight 4\nwidth 4\nmap\n....\n....\n....\n....\n' >"$T/data/t/tiny.map"
printf 'version 1\n0\ttiny.map\t4\t4\t0\t0\t3\t0\t3\n0\ttiny.map\t4\t4\t0\t0\t3\t3\t4.24264069\n0\ttiny.map\t4\t4\t0\t0\t1\t2\t2.41421356\n0\ttiny.map\t4\t4\t3\t3\t0\t1\t3.82842712\n\n' >"$T/data/t/tiny.map.scen"

# The fake: warthog's header and a row a query, each the .scen's optimum
# (printed to 6 digits as warthog does), 9000 ns a query in the first pass
# over the 4 rows and 5000 ns after; FAKE_WRONG=ALG adds 1 to row 2's cost,
# FAKE_SHORT=ALG leaves out the last row.
cat >"$T/w/warthog-jps" <<'EOF'
#!/usr/bin/env bash
while [ $# -gt 0 ]; do case $1 in --alg) alg=$2; shift ;; --scen) scen=$2; shift ;; esac; shift; done
echo "mapfile=x" >&2
awk -v alg="$alg" -v wrong="${FAKE_WRONG:-}" -v short="${FAKE_SHORT:-}" -v scen="$scen" '
    BEGIN { printf "id\talg\texpanded\tgenerated\treopen\tsurplus\theapops\tnanos\tplen\tpcost\tscost\tmap\n" }
    NR > 1 && NF >= 9 { r[n++] = $9 }
    END { for (i = 0; i < n - (short == alg); i++) {
        c = r[i] + (wrong == alg && i % 4 == 1)
        printf "%d\t%s\t3\t9\t0\t0\t9\t%d\t3\t%.6g\t%.6g\t%s\n", i, alg, i < 4 ? 9000 : 5000, c, r[i], scen } }' "$scen"
EOF
chmod +x "$T/w/warthog-jps"
cp "$T/w/warthog-jps" "$T/w/extern/warthog-core/warthog"

run() { # env assignments, then: runs the script on the tiny map; stdout in $T/out
    local st=0
    env "$@" WARTHOG="$T/w/warthog-jps" MAZE_MOVINGAI_DIR="$T/data" ROUNDS=2 \
        bash "$script" "$build" >"$T/out" 2>"$T/err" || st=$?
    echo $st
}
# column N of the map's line in the table whose header line matches $1
col() { awk -v h="$1" -v n="$2" '$0 ~ h { on = 1; next } on && $1 == "t/tiny" { print n == "NF" ? $NF : $n; exit }' "$T/out"; }
floor() { sed -n 's/.*taken off every mean): \([0-9.]*\) us/\1/p' "$T/out"; }
near() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; exit !(d < 2e-3 && d > -2e-3) }'; }

# ---- right costs: exit 0, no mismatch, warthog's passes read apart ----
st=$(run CLOCK=wall)
[ "$st" = 0 ] || fail "fake warthog, right costs: exit $st: $(cat "$T/out" "$T/err")"
f=$(floor)
[ -n "$f" ] || fail "no timer floor in: $(cat "$T/out")"
# warm table: map rows rnd ref astar w_astar jps w_jps2 jps+ sg w_jps2+ load bad
[ "$(col 'mean us a query after' 2)" = 4 ] || fail "rows: $(cat "$T/out")"
[ "$(col 'mean us a query after' 4)" = - ] || fail "ref_astar ran without MAZE_BENCH_REF_DIR"
for n in 6 8 11; do
    v=$(col 'mean us a query after' $n)
    near "$v" "$(awk -v f="$f" 'BEGIN { print 5 - f }')" || fail "warm column $n: $v, want 5 - $f: $(cat "$T/out")"
    v=$(col '^# cold' $n)
    near "$v" "$(awk -v f="$f" 'BEGIN { print 9 - f }')" || fail "cold column $n: $v, want 9 - $f: $(cat "$T/out")"
done
[ "$(col 'mean us a query after' 13)" = 0 ] || fail "mismatches with right costs: $(cat "$T/out")"
! grep -q '^# mismatch' "$T/out" || fail "a mismatch listed: $(cat "$T/out")"

# the search alone: our four with --cost-only (means, alone/whole, bad),
# and their ratios to warthog's timer
num() { awk -v v="$1" 'BEGIN { exit !(v + 0 == v && v >= 0) }'; }
for n in 4 5 6 7; do
    v=$(col '^# search alone' $n)
    num "$v" || fail "search-alone column $n is '$v': $(cat "$T/out")"
done
# (alone/whole is "-" where the whole call is under the timer's floor, as
# the tiny map's can be: a ratio or "-", then bad, the last field)
grep -q '^map .* astar-c  *jps-c  *jps+-c  *sg-c sg-c/sg  *jps+-c/jps+  *bad$' "$T/out" ||
    fail "no search-alone header: $(cat "$T/out")"
[ "$(col '^# search alone' NF)" = 0 ] || fail "search-alone mismatches: $(cat "$T/out")"
for n in 2 4 6 8; do
    v=$(col '^# search-alone ratios' $n)
    num "$v" || fail "search-alone ratio column $n is '$v': $(cat "$T/out")"
done
grep -q '^map  *sg-c/w_jps2+  *jps+-c/w_jps2+  *jps-c/w_jps2  *astar-c/w_astar *$' "$T/out" ||
    fail "no search-alone ratio header: $(cat "$T/out")"

# ---- a wrong cost (row 2, both passes, both rounds) and a missing row ----
st=$(run CLOCK=wall FAKE_WRONG=jps2 FAKE_SHORT=jps2+)
[ "$st" = 1 ] || fail "wrong cost: exit $st, want 1: $(cat "$T/out" "$T/err")"
[ "$(col 'mean us a query after' 13)" = "w_jps2:4,w_jps2+:2" ] || fail "bad column: $(cat "$T/out")"
grep -q '^# mismatch: w_jps2 t/tiny row 2 (0,0 -> 3,3): cost 5.24264, optimum 4.24264069$' "$T/out" ||
    fail "the wrong cost is not listed: $(cat "$T/out")"
grep -q '^# mismatch: w_jps2+ t/tiny row 4 (3,3 -> 0,1): no answer$' "$T/out" ||
    fail "the missing row is not listed: $(cat "$T/out")"

# ---- the CPU clock (the default): our searches' figures read through it ----
st=$(run PASSES=1)
[ "$st" = 0 ] || fail "CLOCK=cpu: exit $st: $(cat "$T/out" "$T/err")"
for n in 5 7 9 10; do
    v=$(col 'mean us a query' $n)
    awk -v v="$v" 'BEGIN { exit !(v + 0 == v && v >= 0) }' || fail "CLOCK=cpu: column $n is '$v': $(cat "$T/out")"
done
! grep -q '^# cold' "$T/out" || fail "PASSES=1 printed a cold table"
