#!/usr/bin/env bash
# readers.sh - the readers as a user feeds them files made elsewhere: the Java
# article's printMap output, pictures with entrance and exit gaps, block maps
# through stats and solve, and numbers in options and files read as decimals.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

# ---- the Java article's printMap output: codes and a blank after each ----
# Made by the article's DFSCreate on 11 x 9 blocks and solved by its A*.
cat >"$T/java.txt" <<'GRID'
0 0 0 0 0 0 0 0 0 0 0 
0 2 0 4 4 6 6 6 6 6 0 
0 6 0 4 0 6 0 0 0 6 0 
0 6 0 4 0 6 6 6 0 6 0 
0 6 0 0 0 0 0 6 0 6 0 
0 6 6 6 0 6 6 6 0 6 0 
0 0 0 6 0 6 0 0 0 6 0 
0 4 4 6 6 6 0 4 4 3 0 
0 0 0 0 0 0 0 0 0 0 0 
GRID
sixes=$(grep -o 6 "$T/java.txt" | wc -l)
json=$("$MAZE" solve --json "$T/java.txt") || fail "solve refused the printMap output"
grep -q "\"moves\":$(((sixes + 1) / 2))," <<<"$json" || fail "printMap maze: $json, want $(((sixes + 1) / 2)) moves"
grep -q '"path":\[\[0,0\]' <<<"$json" || fail "the start mark (2) was not the start: $json"
tr -d ' ' <"$T/java.txt" >"$T/compact.txt"
cmp -s <("$MAZE" render -f mask "$T/java.txt") <("$MAZE" render -f mask "$T/compact.txt") ||
  fail "spaced and compact blocks read as different mazes"
sed '3s/0 4/04/' "$T/java.txt" >"$T/bad.txt"
expect 3 "bad.txt:3: expected one blank between blocks" "$MAZE" render "$T/bad.txt"

# ---- entrance and exit gaps: generate, solve and render --gaps, read back ----
"$MAZE" generate -W 9 -H 5 -s 4 --gaps >"$T/book.txt"
head -1 "$T/book.txt" | grep -q '^+  +--+' || fail "generate --gaps: no entrance above the first cell: $(head -1 "$T/book.txt")"
tail -1 "$T/book.txt" | grep -q '+  +$' || fail "generate --gaps: no exit below the last cell: $(tail -1 "$T/book.txt")"
grep -q '[SE]' "$T/book.txt" && fail "generate --gaps drew S or E letters besides the openings"
"$MAZE" generate -W 9 -H 5 -s 4 -f mask >"$T/book.mask"
cmp -s "$T/book.mask" <("$MAZE" render -f mask "$T/book.txt") || fail "a picture with gaps read as another maze"
cmp -s "$T/book.txt" <("$MAZE" render --gaps "$T/book.txt") || fail "render --gaps did not give the same picture back"
# As a book or an editor leaves it: blanks at the ends of the lines dropped.
sed 's/ *$//' "$T/book.txt" >"$T/stripped.txt"
"$MAZE" stats --json "$T/stripped.txt" | grep -q '"solution":{"from":\[0,0\],"to":\[8,4\],"found":true' ||
  fail "stats did not take the gaps as start and goal: $("$MAZE" stats --json "$T/stripped.txt")"
"$MAZE" solve --json "$T/stripped.txt" | grep -q '"path":\[\[0,0\].*\[8,4\]\]}' || fail "solve did not run gap to gap"
"$MAZE" solve --gaps --from 8,0 --to 0,4 "$T/book.txt" >"$T/rev.txt" 2>/dev/null
"$MAZE" stats --json "$T/rev.txt" | grep -q '"solution":{"from":\[8,0\],"to":\[0,4\]' ||
  fail "solve --gaps with the goal first lost which end is which"
"$MAZE" generate -W 9 -H 5 -s 4 --gaps -f unicode | "$MAZE" render -f text --gaps - | cmp -s - "$T/book.txt" ||
  fail "unicode with gaps did not read back"
# Pictures: the wall above the first cell is open (10-pixel cells, 2-pixel walls, 10 margin).
pngcount=$MAZE_BUILD_DIR/tests/pngcount
"$MAZE" generate -W 9 -H 5 -s 4 -o "$T/closed.png"
"$MAZE" generate -W 9 -H 5 -s 4 --gaps -o "$T/open.png"
[ "$("$pngcount" "$T/closed.png" 000000 12 10 20 12)" = 16 ] || fail "no wall above the first cell without --gaps"
[ "$("$pngcount" "$T/open.png" 000000 12 10 20 12)" = 0 ] || fail "generate --gaps -o x.png drew the entrance closed"
[ "$("$pngcount" "$T/open.png" 00ff00)" = 0 ] || fail "generate --gaps drew a start marker it was not asked for"
"$MAZE" generate -W 9 -H 5 -s 4 --gaps -f svg | grep -q '<path' || fail "generate --gaps -f svg"
expect 2 "--gaps draws openings in text, unicode, png and svg pictures, not in mask" \
  "$MAZE" generate -W 9 -H 5 --gaps -f mask
printf '****\n*A@*\n****\n' >"$T/p.txt"
expect 2 "--gaps opens the outer wall of a wall maze" "$MAZE" render --gaps "$T/p.txt"
printf '+  +  +\n|     |\n+--+  +\n' >"$T/three.txt"
expect 3 "three.txt:3: a third opening in the outer wall" "$MAZE" render "$T/three.txt"

# ---- stats on block maps: a wall maze written as perl or map, any map ----
"$MAZE" generate -W 11 -H 7 -s 5 -f mask >"$T/w.mask"
want=$("$MAZE" stats --json "$T/w.mask" | sed 's/"read_as":"maze",//')
for f in perl map blocks; do
  "$MAZE" generate -W 11 -H 7 -s 5 -f "$f" -o "$T/w.$f"
  got=$("$MAZE" stats --json -i "$f" "$T/w.$f") || fail "stats refused a wall maze written as $f"
  grep -q '"read_as":"blocks"' <<<"$got" || [ "$f" = blocks ] || fail "$f: not read as a block grid: $got"
  [ "$(sed 's/"read_as":"[a-z]*",//' <<<"$got")" = "$want" ] || fail "stats of the maze as $f differ: $got, want $want"
  "$MAZE" solve -i "$f" "$T/w.$f" >/dev/null 2>&1 || fail "solve refused the maze written as $f"
done
"$MAZE" stats "$T/w.perl" | grep -q "^read as  *the wall maze whose block grid the map is" || fail "no 'read as' line"
# The Perl article's own map is no maze's block grid: its open cells, 4-connected, A to @.
printf '************\n*    A     *\n*  #   #   *\n*      #   *\n*  #  #    *\n*     #    *\n*@    #    *\n************\n' >"$T/article.txt"
out=$("$MAZE" stats --json "$T/article.txt")
grep -q '"read_as":"cells","width":12,"height":8,"cells":53,' <<<"$out" || fail "article map stats: $out"
grep -q '"solution":{"from":\[5,1\],"to":\[1,6\],"found":true,"moves":9,' <<<"$out" || fail "article map solution: $out"
"$MAZE" solve --json "$T/article.txt" | grep -q '"moves":9,' || fail "solve on the article's map"

# ---- numbers: plain decimals in every option and file ----
mkdir "$T/count"
"$MAZE" generate -W 3 -H 2 --count 010 -o "$T/count/m.txt"
[ "$(ls "$T/count" | wc -l)" = 10 ] || fail "--count 010 made $(ls "$T/count" | wc -l) files, not ten"
cmp -s <("$MAZE" generate -W 5 -H 4 -s 08 -f mask) <("$MAZE" generate -W 5 -H 4 -s 8 -f mask) || fail "--seed 08 is not 8"
"$MAZE" generate -W 5 -H 4 -s 18446744073709551615 -f mask >/dev/null || fail "the largest seed was refused"
expect 2 "--seed: expected a non-negative integer in decimal digits, got '0x10'" "$MAZE" generate -s 0x10
expect 2 "--seed: expected a non-negative integer in decimal digits, got ' -1'" "$MAZE" generate -s " -1"
expect 2 "--seed: expected a non-negative" "$MAZE" generate -s -1
expect 2 "--seed: expected a non-negative" "$MAZE" generate -s +1
expect 2 "--seed: '18446744073709551616' is out of range \(the largest is 18446744073709551615\)" \
  "$MAZE" generate -s 18446744073709551616
expect 2 "--width: expected an integer" "$MAZE" generate -W " 5"
expect 2 "--width: expected an integer" "$MAZE" generate -W +5
expect 2 "--count: expected a non-negative" "$MAZE" generate --count 1e1 -o "$T/count/n.txt"
expect 2 "--braid: expected a number from 0 to 1, got '0x1p-1'" "$MAZE" generate --braid 0x1p-1
expect 2 "--braid: expected a number from 0 to 1, got ' 0.5'" "$MAZE" generate --braid " 0.5"
cmp -s <("$MAZE" generate -W 6 -H 6 --braid 5e-1 -f mask) <("$MAZE" generate -W 6 -H 6 --braid 0.50 -f mask) ||
  fail "--braid 5e-1 is not 0.50"
expect 2 "--from: expected X,Y" "$MAZE" solve --from " 1,1" "$T/book.txt"
expect 2 "--from: '1,2147483648' is out of range" "$MAZE" solve --from 1,2147483648 "$T/book.txt"
"$MAZE" solve --from 001,00 --to 2,1 "$T/book.txt" >/dev/null 2>&1 || fail "--from 001,00 was refused"
expect 2 "--cell: '0x10' is not a number in 1..1024" "$MAZE" render --cell 0x10 -o "$T/c.png" "$T/book.txt"
expect 2 "bad seed '010x': it is not a plain decimal number" "$MAZE" animate generate -s 010x -o "$T/a.html"
# Files: what detection takes, the reader takes (a tab after "type", zeros in front).
printf 'type\toctile\nheight 00000000003\nwidth\t3\nmap\n...\n.@.\n...\n' >"$T/tab.map"
"$MAZE" solve --from 0,0 --to 2,2 "$T/tab.map" >/dev/null 2>&1 || fail "a .map with a tab after type was refused"
printf 'type octile\nheight 99999999999999999999\nwidth 3\nmap\n' >"$T/big.map"
expect 4 "big.map:2: height is too large" "$MAZE" render "$T/big.map"
printf '\t3 2\n2 10 8\n0 0 0\n' >"$T/tab.mask"
"$MAZE" render -f mask "$T/tab.mask" >/dev/null || fail "a mask whose first line starts with a tab was refused"

echo "readers.sh: ok"
