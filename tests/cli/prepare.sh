#!/usr/bin/env bash
# prepare.sh - `maze prepare` and `maze bench --prepared` as a user runs
# them: dao/arena prepared by each method, every row of its scenario
# matching through the file (whatever -j), and a file for another map, a
# changed map, a damaged, truncated, foreign or unknown-method file refused
# with exit status 3 and a one-line message (a subgoal graph's file of
# version 2, before its levels were stored, and of version 3, before its
# lists were by direction, too); a failed write leaves no file.
set -euo pipefail
S=$MAZE_SOURCE_DIR/tests/data/movingai
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

out=$("$MAZE" prepare "$S/dao/arena.map" -o "$T/arena.prep")
grep -Eq 'arena.map: 49 x 49, prepared in [0-9.]+ ms, [0-9.]+ MiB \([0-9]+ bytes\) -> ' <<<"$out" || fail "prepare said: $out"
[ "$(stat -c %s "$T/arena.prep")" = $((48 + 16 * 49 * 49)) ] || fail "arena.prep is $(stat -c %s "$T/arena.prep") bytes"
for j in 1 2; do
  out=$("$MAZE" bench -j $j --prepared "$T/arena.prep" "$S/dao/arena.map.scen")
  grep -q "queries=160 mismatches=0 " <<<"$out" || fail "bench --prepared -j $j: $out"
done
json=$("$MAZE" bench --json --prepared "$T/arena.prep" "$S/dao/arena.map.scen")
grep -q '"algo":"prepared"' <<<"$json" && grep -q '"mismatches":0}$' <<<"$json" || fail "json: $json"
# the same expansions every run, and fewer than astar's
a=$("$MAZE" bench --prepared "$T/arena.prep" "$S/dao/arena.map.scen" | grep -o 'mean_expanded=.*')
b=$("$MAZE" bench --prepared "$T/arena.prep" "$S/dao/arena.map.scen" | grep -o 'mean_expanded=.*')
c=$("$MAZE" bench "$S/dao/arena.map.scen" | grep -o 'mean_expanded=.*')
[ "$a" = "$b" ] || fail "expansions differ between runs: $a, $b"
awk -v p="${a#*=}" -v q="${c#*=}" 'BEGIN { exit !(p < q) }' || fail "prepared expands $a, astar $c"

# the subgoal graph: every row through its file, fewer expansions than astar
out=$("$MAZE" prepare --method subgoal "$S/dao/arena.map" -o "$T/sg.prep")
grep -Eq 'arena.map: 49 x 49, prepared in [0-9.]+ ms' <<<"$out" || fail "prepare --method subgoal said: $out"
[ "$(od -An -tu1 -j12 -N1 "$T/sg.prep" | tr -d ' ')" = 2 ] || fail "sg.prep does not name method 2"
for j in 1 2; do
  out=$("$MAZE" bench -j $j --prepared "$T/sg.prep" "$S/dao/arena.map.scen")
  grep -q "queries=160 mismatches=0 " <<<"$out" || fail "bench --prepared sg.prep -j $j: $out"
done
a=$("$MAZE" bench --prepared "$T/sg.prep" "$S/dao/arena.map.scen" | grep -o 'mean_expanded=.*')
awk -v p="${a#*=}" -v q="${c#*=}" 'BEGIN { exit !(p < q) }' || fail "subgoal expands $a, astar $c"
"$MAZE" prepare --method jps+ "$S/dao/arena.map" -o "$T/jp.prep" >/dev/null
cmp -s "$T/jp.prep" "$T/arena.prep" || fail "--method jps+ is not the default's file"
expect 2 "unknown method 'theta'" "$MAZE" prepare --method theta "$S/dao/arena.map" -o "$T/x.prep"
cp "$T/sg.prep" "$T/m9.prep"
printf '\011' | dd of="$T/m9.prep" bs=1 seek=12 conv=notrunc 2>/dev/null
expect 3 'm9.prep: unknown preparation method 9 \(1 is JPS\+, 2 a subgoal graph\)' "$MAZE" bench --prepared "$T/m9.prep" "$S/dao/arena.map.scen"
cp "$T/sg.prep" "$T/sgbad.prep"
printf '\125' | dd of="$T/sgbad.prep" bs=1 seek=100 conv=notrunc 2>/dev/null
expect 3 'sgbad.prep: checksum mismatch: the file is damaged' "$MAZE" bench --prepared "$T/sgbad.prep" "$S/dao/arena.map.scen"
cp "$T/sg.prep" "$T/sgv2.prep"
printf '\002' | dd of="$T/sgv2.prep" bs=1 seek=8 conv=notrunc 2>/dev/null
expect 3 'sgv2.prep: a subgoal graph of version 2, without its levels; prepare the map again' "$MAZE" bench --prepared "$T/sgv2.prep" "$S/dao/arena.map.scen"
cp "$T/sg.prep" "$T/sgv3.prep"
printf '\003' | dd of="$T/sgv3.prep" bs=1 seek=8 conv=notrunc 2>/dev/null
expect 3 'sgv3.prep: a subgoal graph of version 3, its edges not by direction; prepare the map again' "$MAZE" bench --prepared "$T/sgv3.prep" "$S/dao/arena.map.scen"

# ---- refused files ----
# the arena with one more wall: same size, another map
sed '10s/^\(.\{20\}\)./\1@/' "$S/dao/arena.map" >"$T/arena.map"
cmp -s "$T/arena.map" "$S/dao/arena.map" && fail "the changed map is the same"
cp "$S/dao/arena.map.scen" "$T/arena.map.scen"
expect 3 'arena.prep: prepared for another map of this size' "$MAZE" bench --prepared "$T/arena.prep" "$T/arena.map.scen"
expect 3 'sg.prep: prepared for another map of this size' "$MAZE" bench --prepared "$T/sg.prep" "$T/arena.map.scen"
"$MAZE" prepare "$S/dao/arena.map" -o "$T/big.prep" >/dev/null
printf 'type octile\nheight 2\nwidth 3\nmap\n...\n...\n' >"$T/small.map"
printf 'version 1\n0\tsmall.map\t3\t2\t0\t0\t2\t1\t2.41421356\n' >"$T/small.map.scen"
expect 3 'prepared for a 49 x 49 map, not this 3 x 2 one' "$MAZE" bench --prepared "$T/big.prep" "$T/small.map.scen"
cp "$T/arena.prep" "$T/bad.prep"
printf '\125' | dd of="$T/bad.prep" bs=1 seek=3000 conv=notrunc 2>/dev/null
expect 3 'bad.prep: checksum mismatch: the file is damaged' "$MAZE" bench --prepared "$T/bad.prep" "$S/dao/arena.map.scen"
head -c 1000 "$T/arena.prep" >"$T/cut.prep"
expect 3 'cut.prep: the table is 952 bytes' "$MAZE" bench --prepared "$T/cut.prep" "$S/dao/arena.map.scen"
expect 3 'not a prepared map file \(it starts with "type oct"\)' "$MAZE" bench --prepared "$S/dao/arena.map" "$S/dao/arena.map.scen"
printf 'MAZEPREP\002\000\000\000' | cat - <(tail -c +13 "$T/arena.prep") >"$T/v2.prep"
expect 3 'version 2; this library reads version 1' "$MAZE" bench --prepared "$T/v2.prep" "$S/dao/arena.map.scen"
expect 3 'nothing.prep' "$MAZE" bench --prepared "$T/nothing.prep" "$S/dao/arena.map.scen"

# ---- prepare's own failures ----
expect 2 'prepare: -o FILE is needed' "$MAZE" prepare "$S/dao/arena.map"
expect 2 'prepare: no map file' "$MAZE" prepare -o "$T/x.prep"
printf 'type octile\nheight 2\nwidth 3\nmap\n..\n' >"$T/broken.map"
expect 3 'broken.map:5' "$MAZE" prepare "$T/broken.map" -o "$T/x.prep"
expect 3 'no/such/dir/x.prep' "$MAZE" prepare "$S/dao/arena.map" -o "$T/no/such/dir/x.prep"
[ ! -e "$T/x.prep" ] || fail "a failed prepare left $T/x.prep"
[ -z "$(ls "$T" | grep -v -e '\.prep$' -e '\.map' -e '\.scen$' -e '^out$' -e '^err$')" ] || fail "left: $(ls "$T")"
echo "prepare.sh: prepared, searched, and every bad file refused"
