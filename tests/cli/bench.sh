#!/usr/bin/env bash
# bench.sh - `maze bench` as a user runs it: dao/arena solved with every cost
# matching, the same figures whatever -j, map resolution by file name or
# --map, and each bad input with its exit status and a file:line message.
set -euo pipefail
S=$MAZE_SOURCE_DIR/tests/data/movingai
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T

# ---- the real file, every optimal 8-connected solver ----
out=$("$MAZE" bench "$S/dao/arena.map.scen")
echo "$out" | grep >/dev/null "queries=160 mismatches=0 " || fail "astar on arena: $out"
# (optimal or bounded ones: bench counts a cost over the bound as a mismatch)
solvers=$(names solver optimal '!moves4'; names solver bounded '!moves4')
[ -n "$solvers" ] || fail "no solver for 8 moves in 'maze list --names'"
for algo in $solvers; do
    st=0
    out=$("$MAZE" bench --algo "$algo" "$S/dao/arena.map.scen" 2>"$tmp/err") || st=$?
    [ $st = 2 ] && grep -q "cannot search 8-connected" "$tmp/err" && continue # not for 8 moves
    [ $st = 0 ] || fail "$algo on arena exited $st: $(cat "$tmp/err")"
    echo "$out" | grep >/dev/null "queries=160 mismatches=0 " || fail "$algo on arena: $out"
done

# ---- JSON ----
json=$("$MAZE" bench --json -j 2 "$S/dao/arena.map.scen")
echo "$json" | grep >/dev/null '"algo":"astar","threads":2' || fail "json head: $json"
echo "$json" | grep >/dev/null '"queries":160,"mismatches":0,"mean_us":' || fail "json file: $json"
echo "$json" | grep >/dev/null '"mismatches":0}$' || fail "json tail: $json"

# ---- map resolution: by file name next to the scenario, or --map ----
mkdir -p "$tmp/d"
cp "$S/dao/arena.map" "$tmp/d/arena.map"
head -11 "$S/dao/arena.map.scen" >"$tmp/d/ten.scen" # column says maps/dao/arena.map
out=$("$MAZE" bench "$tmp/d/ten.scen") # captured whole: grep -q would close the pipe early
grep -q "queries=10 mismatches=0 " <<<"$out" || fail "resolution by file name"
sed 's#maps/dao/arena.map#elsewhere.map#' "$tmp/d/ten.scen" >"$tmp/other.scen"
expect 3 "elsewhere.map" "$MAZE" bench "$tmp/other.scen"
out=$("$MAZE" bench --map "$tmp/d/arena.map" "$tmp/other.scen") # captured whole: grep -q would close the pipe early
grep -q "queries=10 mismatches=0 " <<<"$out" || fail "--map"
# version 1.0, space separated, 2 decimals; a CRLF map
{
    echo "version 1.0"
    tail -n +2 "$tmp/d/ten.scen" | awk -F'\t' '{printf "%s %s %s %s %s %s %s %s %.2f\n", $1, $2, $3, $4, $5, $6, $7, $8, $9}'
} >"$tmp/d/old.scen"
out=$("$MAZE" bench "$tmp/d/old.scen") # captured whole: grep -q would close the pipe early
grep -q "queries=10 mismatches=0 " <<<"$out" || fail "version 1.0 file"
sed 's/$/\r/' "$S/dao/arena.map" >"$tmp/crlf.map"
out=$("$MAZE" bench --map "$tmp/crlf.map" "$tmp/d/ten.scen") # captured whole: grep -q would close the pipe early
grep -q "mismatches=0 " <<<"$out" || fail "CRLF map"

# ---- same results whatever -j (expansions are per query, so their mean too) ----
# (--rows prints each query's cost and expansions; the times are cut off)
one=$("$MAZE" bench --rows -j 1 "$S/dao/arena.map.scen" "$tmp/d/ten.scen" | sed 's/ *[a-z]*_*us=.*//')
three=$("$MAZE" bench --rows -j3 "$S/dao/arena.map.scen" "$tmp/d/ten.scen" | sed 's/ *[a-z]*_*us=.*//')
[ "$one" = "$three" ] || fail "-j 1 and -j 3 differ"
[ "$(echo "$one" | grep -c 'cost=')" = $((160 + 10)) ] || fail "a --rows line per query expected"
echo "$one" | grep >/dev/null "arena.map.scen:161: cost=62.154" || fail "--rows: $(echo "$one" | grep 'arena.map.scen:161')"

# ---- a wrong optimum is a mismatch: exit 1, file and line named ----
awk -F'\t' -v OFS='\t' 'NR == 4 {$9 = $9 + 1} {print}' "$tmp/d/ten.scen" >"$tmp/d/wrong.scen"
expect 1 "wrong.scen:4: mismatch" "$MAZE" bench "$tmp/d/wrong.scen"
grep -q "queries=10 mismatches=1 " "$tmp/out" || fail "mismatch count: $(cat "$tmp/out")"

# ---- malformed scenario files: exit 3 naming file and line ----
bad() { # bad NAME LINE-NUMBER AWK-PROGRAM : a copy of ten.scen edited by awk
    awk -F'\t' -v OFS='\t' "$3" "$tmp/d/ten.scen" >"$tmp/d/$1.scen"
    expect 3 "$1.scen:$2: " "$MAZE" bench "$tmp/d/$1.scen"
}
bad fields 3 'NR == 3 {NF = 8} {print}'
bad extra 5 'NR == 5 {$10 = "x"} {print}'
bad sx 6 'NR == 6 {$5 = 49} {print}'
bad gy 7 'NR == 7 {$8 = 1000} {print}'
bad neg 2 'NR == 2 {$6 = -1} {print}'
bad len 9 'NR == 9 {$9 = "1.2.3"} {print}'
bad version 1 'NR == 1 {$0 = "version 3"} {print}'
bad blocked 3 'NR == 3 {$5 = 0; $6 = 0} {print}'   # (0,0) is a tree in arena
bad gblocked 4 'NR == 4 {$7 = 0; $8 = 0} {print}'
bad size 2 'NR == 2 {$3 = 50} {print}'            # row for a 50 x 49 map

# ---- malformed maps: exit 3 (4 when over the size limit), file and line ----
badmap() { # badmap STATUS LINE SED-PROGRAM
    sed "$3" "$S/dao/arena.map" >"$tmp/bad.map"
    expect "$1" "bad.map:$2: " "$MAZE" bench --map "$tmp/bad.map" "$tmp/d/ten.scen"
}
badmap 3 10 '10s/.$//'                 # short row
badmap 3 10 '10s/$/./'                 # long row
badmap 3 12 '12s/^./x/'                # bad character
badmap 3 53 '$d'                       # a row missing
badmap 3 2 '2s/.*/height 0/'
badmap 3 3 '3s/.*/width 4x/'
badmap 3 1 '1s/.*/type hex/'
badmap 4 4 '2s/.*/height 1000000/; 3s/.*/width 1000000/' # 1e12 cells: refused before allocating
badmap 4 2 '2s/.*/height 99999999999999999999/'
expect 4 "arena.map:4: .*limit" "$MAZE" bench --max-cells 2000 "$tmp/d/ten.scen"

# ---- usage and I/O errors ----
expect 2 "unknown solver" "$MAZE" bench --algo nope "$tmp/d/ten.scen"
expect 2 "cannot search 8-connected" "$MAZE" bench --algo bfs "$tmp/d/ten.scen"
expect 2 "no scenario file" "$MAZE" bench
expect 2 "-j takes" "$MAZE" bench -j 0 "$tmp/d/ten.scen"
expect 2 "unknown option" "$MAZE" bench --frobnicate "$tmp/d/ten.scen"
expect 2 "unknown heuristic" "$MAZE" bench --heuristic taxicab "$tmp/d/ten.scen"
expect 3 "nothere.scen" "$MAZE" bench "$tmp/nothere.scen"
out=$("$MAZE" bench --help) # captured whole: grep -q would close the pipe early
grep -q "usage: maze bench" <<<"$out" || fail "--help"
echo "bench.sh: ok"
