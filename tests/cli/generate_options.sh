#!/usr/bin/env bash
# generate_options.sh - `maze generate` --braid, --mask (text and PNG),
# --bias, --min-solution/--max-solution/--tries, --max-cells and --count 0,
# checked through `maze stats` and `maze solve`; how they combine with
# streaming generators (they force the in-memory path) and with --count; and
# the exit status of each error.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# field NAME WORD FILE: word WORD of the `maze stats` line starting with NAME;
# at NAME WORD: the same of the last field's `maze stats` (no run of its own).
at() { awk -v n="$1" -v w="$2" 'index($0, n) == 1 {print $w; exit}' "$T/stats"; }
field() { "$MAZE" stats "${@:3}" >"$T/stats"; at "$1" "$2"; }
gens=$(names generator)
[ -n "$gens" ] || fail "no generators in maze list"

# ---- --braid ----
"$MAZE" generate -a wilson -W 15 -H 10 -s 4 -f mask -o "$T/a.mask"
[ "$(field perfect 2 "$T/a.mask")" = yes ] || fail "plain wilson is not perfect"
de=$(at "dead ends" 3)
"$MAZE" generate -a wilson -W 15 -H 10 -s 4 --braid 1 -f mask -o "$T/b.mask"
[ "$(field "dead ends" 3 "$T/b.mask")" = 0 ] || fail "--braid 1 left dead ends"
[ "$(field loops 2 "$T/b.mask")" -gt 0 ] || fail "--braid 1 made no loop"
"$MAZE" generate -a wilson -W 15 -H 10 -s 4 --braid 0.5 -f mask -o "$T/c.mask"
half=$(field "dead ends" 3 "$T/c.mask")
gone=$((de - half)) want=$(((de + 1) / 2))
[ "$gone" -ge "$want" ] && [ "$gone" -le $((want + 1)) ] || fail "--braid 0.5 removed $gone of $de dead ends"
s1=$("$MAZE" solve -a astar --json "$T/b.mask" | grep -o '"moves":[0-9]*')
s2=$("$MAZE" solve -a bfs --json "$T/b.mask" | grep -o '"moves":[0-9]*')
[ -n "$s1" ] && [ "$s1" = "$s2" ] || fail "A* ($s1) and BFS ($s2) disagree on a braided maze"
# A streaming generator with --braid is made in memory, then braided.
"$MAZE" generate -a eller -W 15 -H 10 -s 4 --braid 1 -f mask -o "$T/e.mask"
[ "$(field loops 2 "$T/e.mask")" -gt 0 ] && [ "$(at "dead ends" 3)" = 0 ] || fail "eller --braid 1"
# --braid 0 changes nothing: the in-memory maze is the streamed one, bias included.
"$MAZE" generate -a binary-tree --bias SW -W 17 -H 9 -s 3 -f mask -o "$T/s1.mask"
"$MAZE" generate -a binary-tree --bias SW -W 17 -H 9 -s 3 --braid 0 -f mask -o "$T/s2.mask"
cmp -s "$T/s1.mask" "$T/s2.mask" || fail "streamed and in-memory binary-tree --bias SW differ"
expect 2 "--braid" "$MAZE" generate --braid 2
expect 2 "--braid" "$MAZE" generate --braid nan

# ---- --mask ----
# A ring around an island: two pieces (26 cells), a perfect maze in each, for
# every generator (the streaming ones too: a mask forces the in-memory path).
printf 'XXXXXXXXXX\nX........X\nX.######.X\nX.#....#.X\nX.######.X\nX........X\nXXXXXXXXXX\n' >"$T/ring.txt"
for a in $gens; do
  "$MAZE" generate -a "$a" --mask "$T/ring.txt" -s 2 -f mask -o "$T/m.mask"
  got="$(field cells 2 "$T/m.mask") $(at passages 2) $(at components 2)"
  [ "$got" = "26 24 2" ] || fail "$a on the ring mask: cells, passages, components = $got, want 26 24 2"
done
# A PNG mask: one pixel a cell, dark = no cell (8 x 5 with a dark 2 x 3 block).
python3 - "$T/shape.png" <<'EOF'
import struct, sys, zlib
w, h = 8, 5
rows = b"".join(b"\0" + bytes(0 if 3 <= x <= 4 and y <= 2 else 255 for x in range(w)) for y in range(h))
chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
EOF
"$MAZE" generate -a kruskal --mask "$T/shape.png" -s 5 -f mask -o "$T/p.mask"
[ "$(head -1 "$T/p.mask")" = "8 5" ] || fail "PNG mask size: $(head -1 "$T/p.mask")"
[ "$(field cells 2 "$T/p.mask") $(at perfect 2)" = "34 yes" ] || fail "PNG mask: not 34 cells, perfect"
expect 2 "leave out -W" "$MAZE" generate --mask "$T/ring.txt" -W 5
printf '...\n..\n' >"$T/ragged.txt"
expect 3 "ragged.txt:2" "$MAZE" generate --mask "$T/ragged.txt"
expect 3 "none.txt" "$MAZE" generate --mask "$T/none.txt"
expect 4 "ring.txt" "$MAZE" generate --mask "$T/ring.txt" --max-cells 50

# ---- --bias ----
"$MAZE" generate -a growing-tree --bias newest -W 40 -H 40 -s 3 -f mask -o "$T/gn.mask"
"$MAZE" generate -a growing-tree --bias random -W 40 -H 40 -s 3 -f mask -o "$T/gr.mask"
n=$(field "dead ends" 3 "$T/gn.mask") r=$(field "dead ends" 3 "$T/gr.mask")
[ "$n" -lt 250 ] && [ "$r" -gt 330 ] || fail "growing-tree newest/random dead ends $n/$r (about 160/430 expected)"
# binary-tree --bias SW: the bottom row is one corridor west, the west column one corridor south.
awk 'NR == 1 {h = $2} NR > 1 {y = NR - 2; for (x = 1; x <= NF; x++) {
       if (y == h - 1 && x > 1 && int($x / 8) % 2 == 0) bad = 1
       if (x == 1 && y < h - 1 && int($x / 4) % 2 == 0) bad = 1 } }
     END {exit bad}' "$T/s1.mask" || fail "binary-tree --bias SW lacks its corridors"
cmp -s "$T/s1.mask" <("$MAZE" generate -a binary-tree -W 17 -H 9 -s 3 -f mask) && fail "--bias SW is the default NE"
expect 2 "bad --bias 'sideways'" "$MAZE" generate -a growing-tree --bias sideways
expect 2 "takes no --bias" "$MAZE" generate -a dfs --bias newest

# ---- --min-solution / --max-solution / --tries ----
"$MAZE" generate -W 12 -H 12 -a kruskal --min-solution 40 --max-solution 44 -s 1 -f mask -o "$T/s.mask" 2>"$T/err"
grep -qE "^maze: generate: seed [0-9]+: solution of 4[0-4] moves \([0-9]+ tried\)$" "$T/err" || fail "seed report: $(cat "$T/err")"
seed=$(grep -oE "seed [0-9]+" "$T/err" | awk '{print $2}')
moves=$(field solution 2 "$T/s.mask")
[ "$moves" -ge 40 ] && [ "$moves" -le 44 ] || fail "maze stats gives $moves moves, outside 40..44"
"$MAZE" generate -W 12 -H 12 -a kruskal -s "$seed" -f mask | cmp -s - "$T/s.mask" || fail "the reported seed gives another maze"
# Every seed before the reported one was outside the range (under valgrind the
# first and the last of them, the same generation and stats; none when the
# first seed fitted). The search tried each of them and the reported one.
grep -q "($seed tried)" "$T/err" || fail "seed $seed reported, but not $seed seeds tried: $(cat "$T/err")"
ks=$(seq 1 $((seed - 1)))
! under_valgrind || ks=$(sed -n '1p;$p' <<<"$ks" | uniq)
for k in $ks; do
  m=$("$MAZE" generate -W 12 -H 12 -a kruskal -s $k -f mask | "$MAZE" stats - | awk '/^solution/ {print $2}')
  [ "$m" -lt 40 ] || [ "$m" -gt 44 ] || fail "seed $k ($m moves) fits but $seed was reported"
done
# A streaming generator with a range is made in memory.
"$MAZE" generate -a sidewinder -W 10 -H 10 --max-solution 20 -f mask -o "$T/sw.mask" 2>/dev/null
[ "$(field solution 2 "$T/sw.mask")" -le 20 ] || fail "sidewinder --max-solution 20"
# --count with a range: the first N seeds that fit, one file each, whatever -j.
mkdir "$T/j1" "$T/j3"
"$MAZE" generate -W 9 -H 9 -a wilson --braid 0.3 --min-solution 20 --count 4 -j 1 -f mask -o "$T/j1/m.mask" 2>"$T/err1"
"$MAZE" generate -W 9 -H 9 -a wilson --braid 0.3 --min-solution 20 --count 4 -j 3 -f mask -o "$T/j3/m.mask" 2>"$T/err3"
diff -r "$T/j1" "$T/j3" >/dev/null || fail "--count with a range: -j 1 and -j 3 wrote different files"
[ "$(wc -l <"$T/err1")" = 4 ] || fail "--count 4 with a range reported $(wc -l <"$T/err1") seeds"
prev=0
while read -r _ _ name _ s _ _ mv _; do
  s=${s%:}
  [ "$s" -gt "$prev" ] || fail "--count seeds not increasing: $(cat "$T/err1")"
  prev=$s
  [ "$mv" -ge 20 ] || fail "$name: $mv moves"
  "$MAZE" generate -W 9 -H 9 -a wilson --braid 0.3 -s "$s" -f mask | cmp -s - "${name%:}" || fail "${name%:} is not seed $s"
done <"$T/err1"
expect 1 "none of the 10000 seeds 1..10000 gives a solution of at least 1000 moves" \
  "$MAZE" generate -W 5 -H 5 --min-solution 1000
expect 1 "none of the 7 seeds 3..9" "$MAZE" generate -W 5 -H 5 -s 3 --max-solution 2 --tries 7
[ ! -s "$T/out" ] || fail "a failed search wrote a maze"
printf '...\nXXX\n...\n' >"$T/apart.txt"
expect 3 "different pieces" "$MAZE" generate --mask "$T/apart.txt" --min-solution 1
expect 2 "above --max-solution" "$MAZE" generate --min-solution 9 --max-solution 3
expect 2 "--min-solution" "$MAZE" generate --min-solution x
expect 2 "--max-solution" "$MAZE" generate --max-solution -3
expect 2 "--tries goes with" "$MAZE" generate --tries 5
expect 2 "--tries" "$MAZE" generate --min-solution 3 --tries 0

# ---- --count with --mask and --braid: file K is the maze of seed SEED+K-1 ----
"$MAZE" generate -a hunt-and-kill --mask "$T/ring.txt" --braid 0.5 -s 10 --count 3 -f mask -o "$T/k.mask"
for k in 1 2 3; do
  "$MAZE" generate -a hunt-and-kill --mask "$T/ring.txt" --braid 0.5 -s $((9 + k)) -f mask | cmp -s - "$T/k-$k.mask" ||
    fail "--count with a mask: file $k is not seed $((9 + k))"
done
expect 2 "--count must be at least 1" "$MAZE" generate --count 0 -o "$T/z.txt"
# more than a billion files is a usage error naming the range, not an
# allocation per file that fails (or, with a solution range, one of 16 bytes
# a maze) and no run until the disk is full
for n in 1000000001 4294967297 18446744073709551615; do
  expect 2 "--count: '$n' is out of range \(0\.\.1000000000\)" "$MAZE" generate --count $n -o "$T/z.txt"
  expect 2 "--count: '$n' is out of range" "$MAZE" generate --count $n --min-solution 3 -o "$T/z.txt"
done
[ ! -e "$T/z-1.txt" ] && [ ! -e "$T/z.txt" ] || fail "--count 0 wrote a file"

# ---- --max-cells ----
expect 4 "over --max-cells 1000000000" "$MAZE" generate -W 40000 -H 25001 -o "$T/big.txt"
expect 4 "over --max-cells 399" "$MAZE" generate -W 20 -H 20 --max-cells 399
"$MAZE" generate -W 20 -H 20 --max-cells 400 >/dev/null || fail "--max-cells 400 refused 20 x 20"
# Streamed rows hold only the width against the limit; in memory the whole maze.
"$MAZE" generate -a eller -W 20 -H 2000 --max-cells 100 -f mask -o "$T/tall.mask" || fail "streamed 20 x 2000 refused"
expect 4 "width over 10" "$MAZE" generate -a eller -W 20 -H 5 --max-cells 10 -f mask
expect 4 "over --max-cells 100" "$MAZE" generate -a eller -W 20 -H 2000 --max-cells 100 --braid 0 -f mask
expect 2 "--max-cells must be at least 1" "$MAZE" generate --max-cells 0
[ ! -e "$T/big.txt" ] || fail "a refused maze left a file"
echo "generate_options.sh: ok"
