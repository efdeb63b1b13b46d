#!/usr/bin/env bash
# commands.sh - generate, solve, render and demo as a user runs them: every
# format, start/goal choices, JSON, the Perl trace, and each exit status with
# its one-line message (missing and malformed files, bad sizes, coordinates,
# names, unwritable outputs that must leave no file behind).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

# ---- generate: same seed same maze, every format reads back ----
"$MAZE" generate -W 12 -H 7 -s 42 -f mask >"$T/a.mask"
"$MAZE" generate --width 12 --height=7 --seed 42 --format mask >"$T/b.mask"
cmp -s "$T/a.mask" "$T/b.mask" || fail "same seed, different mazes"
"$MAZE" generate -W 12 -H 7 -s 43 -f mask >"$T/c.mask"
cmp -s "$T/a.mask" "$T/c.mask" && fail "seeds 42 and 43 gave the same maze"
[ "$(head -1 "$T/a.mask")" = "12 7" ] || fail "mask header is '$(head -1 "$T/a.mask")'"
[ "$(wc -l <"$T/a.mask")" = 8 ] || fail "mask has $(wc -l <"$T/a.mask") lines"
for f in text unicode blocks perl mask; do
  "$MAZE" generate -W 12 -H 7 -s 42 -f "$f" -o "$T/m.$f"
  [ -s "$T/m.$f" ] || fail "generate -f $f -o wrote nothing"
done
[ "$(wc -l <"$T/m.text")" = 15 ] || fail "text picture of 7 rows has $(wc -l <"$T/m.text") lines"
[ "$(head -1 "$T/m.blocks" | tr -d '\n' | wc -c)" = 25 ] || fail "blocks rows are not 2W+1 wide"
for f in text unicode blocks; do  # each reads back (detected) to the same masks
  "$MAZE" render -f mask "$T/m.$f" >"$T/back.mask"
  cmp -s "$T/a.mask" "$T/back.mask" || fail "$f did not read back to the same maze"
done
"$MAZE" render -f blocks "$T/a.mask" | "$MAZE" render -f mask - >"$T/chain.mask"
cmp -s "$T/a.mask" "$T/chain.mask" || fail "mask -> blocks -> mask changed the maze"
"$MAZE" generate -W 12 -H 7 -s 42 -o "$T/pic.txt"  # format from the file name
head -c 4 "$T/pic.txt" | grep >/dev/null '^+--+' || fail "-o pic.txt did not write a text picture"
"$MAZE" generate -W 1 -H 1 -f mask | cmp -s - <(printf '1 1\n0\n') || fail "1x1 maze mask"
[ -n "$(names generator)" ] || fail "no generators in 'maze list --names'"
for a in $(names generator); do
  "$MAZE" generate -a "$a" -W 9 -H 6 -s 3 -f mask >"$T/g.mask" || fail "generate -a $a failed"
  "$MAZE" solve --json "$T/g.mask" | grep >/dev/null '"found":true' || fail "no path through a '$a' maze"
done

# ---- solve: default corners, marks, dead ends, JSON checked move by move ----
"$MAZE" solve --json "$T/a.mask" >"$T/j"
python3 - "$T/j" "$T/a.mask" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
rows = open(sys.argv[2]).read().split("\n")
w, h = map(int, rows[0].split())
m = [list(map(int, rows[1 + y].split())) for y in range(h)]
p = r["path"]
assert r["found"] and r["moves"] == len(p) - 1 == r["cost"], r
assert p[0] == [0, 0] and p[-1] == [w - 1, h - 1], p
bits = {(0, -1): 1, (1, 0): 2, (0, 1): 4, (-1, 0): 8}
for (x, y), (x2, y2) in zip(p, p[1:]):
    assert m[y][x] & bits[(x2 - x, y2 - y)], ("wall crossed", x, y, x2, y2)
PY
"$MAZE" solve -a bfs --json "$T/a.mask" | grep >/dev/null "\"moves\":$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["moves"])' "$T/j")," ||
  fail "astar and bfs disagree on the length"
"$MAZE" solve --from 3,2 --to 11,0 --json "$T/a.mask" | grep >/dev/null '"path":\[\[3,2\],.*\[11,0\]\]}' || fail "--from/--to ignored"
"$MAZE" solve --dead-ends -s 5 --json "$T/a.mask" >"$T/d1"
"$MAZE" solve --dead-ends -s 5 --json "$T/a.mask" >"$T/d2"
cmp -s "$T/d1" "$T/d2" || fail "--dead-ends is not reproducible for a seed"
"$MAZE" solve "$T/m.text" 2>&1 >/dev/null | grep -c '^astar: [0-9]* moves from 0,0 to 11,6' >/dev/null || fail "solve summary line"
"$MAZE" solve "$T/m.text" | grep -c '\*' >/dev/null || fail "solve picture has no path marks"
"$MAZE" solve -f blocks "$T/a.mask" | grep -c 6 >/dev/null || fail "blocks picture has no path (6)"
# S and E marks in a picture are the default start and goal.
"$MAZE" solve --from 2,1 --to 9,5 -f text -o "$T/marked.txt" "$T/a.mask" >/dev/null
"$MAZE" solve --json "$T/marked.txt" | grep >/dev/null '"path":\[\[2,1\],.*\[9,5\]\]}' || fail "S/E marks not used"

# ---- the Perl article's map: 4-connected block map, its DEBUG trace ----
printf '%s\n' '************' '*   #A     *' '*  #       *' '*@##       *' '*          *' '*          *' \
  '*          *' '************' >"$T/perl.txt"
"$MAZE" solve -a dfs --trace "$T/perl.txt" >"$T/trace" 2>&1 # the trace on stderr, then the picture
head -8 "$T/trace" | cmp -s - <(printf '%s\n' 'path[0]:0' ' (y,x):(1,5)' ' step:0 p_step->{direct}:2' ' (y,x):(1,4)' \
  ' step:0 p_step->{direct}:3' ' (y,x):(2,5)' 'path[1]:1' ' (y,x):(2,5)') || fail "dfs trace differs from the article: $(head -8 "$T/trace")"
grep -q '^path\[8\]:8$' "$T/trace" || fail "trace does not end at path[8]"
grep -q '^\*I##D      \*$' "$T/trace" || fail "Perl labels wrong: $(cat "$T/trace")"
"$MAZE" solve --json "$T/perl.txt" | grep >/dev/null '"moves":8,' || fail "astar on the Perl map is not 8 moves"
"$MAZE" render -f blocks "$T/perl.txt" | "$MAZE" solve --json - | grep >/dev/null '"moves":8,' || fail "perl -> blocks map lost the marks"

# ---- demo (README's first command) ----
"$MAZE" demo >"$T/demo" 2>&1 # the picture on stdout, the lines after it on stderr
grep -q '^length: [0-9]* moves' "$T/demo" || fail "demo prints no length"
grep -q '^path: [0-9]*,[0-9]* -> ' "$T/demo" || fail "demo prints no path"
[ "$(grep -c '^+' "$T/demo")" = 21 ] || fail "demo maze is not 20 rows"
grep -q 'S' "$T/demo" && grep -q 'E' "$T/demo" || fail "demo marks no S/E"
"$MAZE" demo -s 7 2>&1 | cmp -s - <("$MAZE" demo --seed 7 2>&1) || fail "demo is not reproducible"

# ---- --help everywhere ----
for c in generate solve render demo list; do
  "$MAZE" "$c" --help | grep -c "^usage: maze $c" >/dev/null || fail "$c --help"
done

# ---- exit statuses and messages ----
expect 1 "no path from 1,1 to 3,1" "$MAZE" solve --from 1,1 --to 3,1 <(printf '*****\n* # *\n*****\n')
[ -z "$(cat "$T/out")" ] || fail "no path printed a picture"
expect 1 "no path" "$MAZE" solve --json --from 1,1 --to 3,1 <(printf '*****\n* # *\n*****\n')
grep -q '"found":false' "$T/out" || fail "no path --json"
expect 2 "unknown option '--bogus'" "$MAZE" generate --bogus
expect 2 "unknown algorithm 'nope'" "$MAZE" generate -a nope
expect 2 "unknown algorithm 'nope'" "$MAZE" solve -a nope "$T/a.mask"
expect 2 "unknown format 'nope'" "$MAZE" generate -f nope
expect 2 "unknown format 'nope'" "$MAZE" render -f nope "$T/a.mask"
expect 2 "-i nope: unknown format" "$MAZE" render -i nope "$T/a.mask"
expect 2 "at least 1" "$MAZE" generate -W 0
expect 2 "at least 1" "$MAZE" generate -H -5
expect 2 "expected an integer" "$MAZE" generate -W 12abc
expect 2 "--width: .99999999999999999999. is out of range" "$MAZE" generate -W 99999999999999999999
expect 4 "too large" "$MAZE" generate -W 4294967296 -H 1
expect 4 "too large" "$MAZE" generate -W 2000000000 -H 2000000000
expect 2 "needs a value" "$MAZE" generate -W
expect 2 "outside the 12 x 7 maze" "$MAZE" solve --from 12,0 "$T/a.mask"
expect 2 "outside the 12 x 7 maze" "$MAZE" solve --to 0,7 "$T/a.mask"
expect 2 "expected X,Y" "$MAZE" solve --from -1,0 "$T/a.mask"
expect 2 "blocked cell" "$MAZE" solve --from 0,0 "$T/perl.txt"
expect 2 "needs a wall maze" "$MAZE" solve --dead-ends "$T/perl.txt"
expect 2 "cannot draw a block map" "$MAZE" render -f mask "$T/perl.txt"
expect 2 "unexpected argument" "$MAZE" solve "$T/a.mask" "$T/a.mask"
expect 3 "$T/missing.mask: No such file" "$MAZE" solve "$T/missing.mask"
expect 3 "$T/missing.mask: No such file" "$MAZE" render "$T/missing.mask"
printf '3 2\n2 8 0\n0 0 5\n' >"$T/bad.mask"
expect 3 "$T/bad.mask:3: mask 5" "$MAZE" solve "$T/bad.mask"
printf '3 2\n2 8 0\n' >"$T/short.mask"
expect 3 "$T/short.mask:3: expected 2 rows" "$MAZE" render "$T/short.mask"
printf 'hello\n' >"$T/junk"
expect 3 "$T/junk:1: unrecognised format" "$MAZE" render "$T/junk"
: >"$T/empty"
expect 3 "$T/empty: empty input" "$MAZE" solve "$T/empty"
printf '+--+--+\n|  |  |\n+--+\n' >"$T/ragged.txt"
expect 3 "$T/ragged.txt:3:" "$MAZE" solve "$T/ragged.txt"
printf '1 1\n0\n' >"$T/one.mask"
expect 3 "fewer than 2 dead ends" "$MAZE" solve --dead-ends "$T/one.mask"
printf '50000 50000\n0\n' >"$T/huge.mask"
expect 4 "$T/huge.mask:1: .*over the size limit" "$MAZE" solve "$T/huge.mask"
expect 4 "over the size limit" "$MAZE" render --max-cells 10 "$T/a.mask"
# An unwritable output leaves no file, and an old file survives a failure.
expect 3 "$T/nodir/x.txt: cannot write" "$MAZE" generate -o "$T/nodir/x.txt"
[ ! -e "$T/nodir" ] || fail "a failed write left something behind"
mkdir "$T/ro" && chmod 555 "$T/ro"
if [ ! -w "$T/ro" ]; then  # root can write anywhere
  expect 3 "$T/ro/x.txt: cannot write" "$MAZE" generate -o "$T/ro/x.txt"
  [ -z "$(ls -A "$T/ro")" ] || fail "a failed write left $(ls -A "$T/ro")"
fi
chmod 755 "$T/ro"
echo old >"$T/keep.txt"
expect 2 "unknown format" "$MAZE" generate -f nope -o "$T/keep.txt"
[ "$(cat "$T/keep.txt")" = old ] || fail "a failed generate changed the output file"
if [ -w /dev/full ]; then
  expect 3 "write error|cannot write" "$MAZE" generate -W 200 -H 200 -o /dev/full
  expect 3 "write error" sh -c "'$MAZE' generate -W 200 -H 200 >/dev/full"
fi
ls "$T" | grep >/dev/null '\.tmp' && fail "temporary files left: $(ls "$T")"
echo "commands.sh: ok"
