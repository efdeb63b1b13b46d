#!/usr/bin/env bash
# bench_rows.sh - `maze bench` on many rows: a map named by many directories
# (or interleaved with another) is read once, and answered as it is named
# once; a .scen over --max-rows is refused (exit 4, the limit and how to raise
# it said), at the limit it runs, blank lines are not rows, and stdin is
# capped the same way. bench/scen_rows.sh measures the time per row.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
command -v strace >/dev/null || fail "strace is missing (scripts/deps.sh installs it)"
cd "$T"
printf 'type octile\nheight 3\nwidth 3\nmap\n...\n...\n...\n' >tiny.map
printf 'type octile\nheight 3\nwidth 3\nmap\n...\n.@.\n...\n' >ring.map
row() { printf '0\t%s\t3\t3\t0\t0\t2\t2\t%s\n' "$1" "${2:-2.82842712}"; }

# ---- one map, 200 names: one read of it; two maps interleaved: one read each ----
{ echo "version 1"; for i in $(seq 200); do row "d$i/sub/tiny.map"; done; } >dirs.scen
{ echo "version 1"; for i in $(seq 100); do row "a$i/tiny.map"; row "b$i\\ring.map" 4; done; } >mixed.scen
opens() { # how many times `maze bench ARGS` opens the file named $1
  local name=$1
  shift
  strace -f -qq -e trace=open,openat -o "$T/trace" "$MAZE" bench "$@" >"$T/out"
  grep -c "\"[^\"]*$name\"" "$T/trace" || true
}
[ "$(opens tiny.map dirs.scen)" = 1 ] || fail "200 names of tiny.map: read $(opens tiny.map dirs.scen) times"
grep -q "queries=200 mismatches=0 " out || fail "dirs.scen: $(cat out)"
[ "$(opens tiny.map mixed.scen)" = 1 ] || fail "interleaved: tiny.map read $(opens tiny.map mixed.scen) times"
[ "$(opens ring.map mixed.scen)" = 1 ] || fail "interleaved: ring.map read more than once"
grep -q "queries=200 mismatches=0 " out || fail "mixed.scen: $(cat out)"
# --rows keeps the file's order whatever the grouping
"$MAZE" bench --rows mixed.scen >rows.out
awk -F: '/^mixed.scen:[0-9]+:/{ if ($2 != NR + 1) bad = 1 } END { exit bad }' rows.out || fail "--rows out of order"
# a query check names the row's own line and the map file it was read from
{ echo "version 1"; row "x/tiny.map"; row "y/ring.map" 4; printf '0\tz/ring.map\t3\t3\t1\t1\t2\t2\t2\n'; } >bad.scen
expect 3 "bad.scen:4: map ring.map: start 1,1 is a blocked cell" "$MAZE" bench bad.scen

# ---- the row cap ----
{ echo "version 1"; for i in 1 2 3; do row tiny.map; done; } >three.scen
expect 4 "three.scen: more than 2 rows \(--max-rows N raises the limit; a row takes about [0-9]+ bytes\)" \
  "$MAZE" bench --max-rows 2 three.scen
"$MAZE" bench --max-rows 3 three.scen | grep -q "queries=3 mismatches=0 " || fail "3 rows at --max-rows 3"
{ echo "version 1"; row tiny.map; printf '\n  \t\r\n\n'; row tiny.map; echo; } >blank.scen
"$MAZE" bench --max-rows 2 blank.scen | grep -q "queries=2 mismatches=0 " || fail "blank lines counted as rows"
expect 4 "<stdin>: more than 1 rows" sh -c "'$MAZE' bench --max-rows 1 - <three.scen"
expect 2 "--max-rows takes a positive count" "$MAZE" bench --max-rows 0 three.scen
"$MAZE" bench --help | grep -q -- "--max-rows N .*default 1000000; a row takes" || fail "--help lacks --max-rows"
# the default: one row more than 1000000 is refused (tests/cli/huge.sh: the memory of ten million)
awk 'BEGIN { print "version 1"; for (i = 0; i < 1000001; i++) print "0\ttiny.map\t3\t3\t0\t0\t0\t0\t0" }' >big.scen
expect 4 "big.scen: more than 1000000 rows \(--max-rows N raises" "$MAZE" bench big.scen
echo "bench_rows.sh: ok"
