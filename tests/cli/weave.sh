#!/usr/bin/env bash
# weave.sh - maze generate --topology weave: every generator of 'maze list'
# that runs on every topology makes a perfect weave maze, all but bfs with
# crossings, which stats counts (text and JSON); every solver that searches
# cells finds the goal, the optimal ones in the moves bfs finds; the ends,
# the solution range, --count and --braid work as on the other topologies;
# a row generator and a file with a jump under no corridor are refused.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
num() { grep -o "\"$1\":[^,}]*" "$T/s.json" | head -1 | cut -d: -f2; }
read_tables
optimal=$(names solver topologies optimal)

for g in $(names generator topologies); do
  "$MAZE" generate --topology weave -a "$g" -W 16 -H 12 -s 3 -o "$T/$g.cells" || fail "$g: generate failed"
  head -2 "$T/$g.cells" | tail -1 | grep -qx 'topology weave' || fail "$g: the file is not a weave maze"
  "$MAZE" stats --json "$T/$g.cells" >"$T/s.json" || fail "$g: stats failed"
  [ "$(num perfect)" = true ] && [ "$(num cells)" = 192 ] || fail "$g: not a perfect maze of 192 cells: $(cat "$T/s.json")"
  x=$(num crossings)
  [ -n "$x" ] || fail "$g: stats --json has no crossings"
  [ "$g" = bfs ] || [ "$x" -gt 0 ] || fail "$g: no crossing in a 16 x 12 weave maze"
  # the text line too (under valgrind for the first generator alone: the
  # same printing of another count)
  if ! under_valgrind || [ "$g" = "$(names generator topologies | head -1)" ]; then
    "$MAZE" stats "$T/$g.cells" | grep -qx "crossings *$x" || fail "$g: stats does not print its $x crossings"
  fi
done

# the solvers of cell graphs, from the first cell to the last of the dfs maze
want=$("$MAZE" solve -a bfs --json "$T/dfs.cells" | grep -o '"moves":[0-9]*' | cut -d: -f2)
[ "$want" -gt 0 ] || fail "bfs found no path"
for s in $(names solver topologies '!turns'); do
  "$MAZE" solve -a "$s" --json "$T/dfs.cells" >"$T/s.json" || fail "$s: solve failed"
  [ "$(num found)" = true ] || fail "$s: no path: $(cat "$T/s.json")"
  if grep -qx -- "$s" <<<"$optimal"; then
    [ "$(num moves)" = "$want" ] || fail "$s: $(num moves) moves, bfs $want"
  fi
done

# a solver that counts turns is refused: a jump goes straight on by a side of its own
for s in $(names solver topologies turns); do
  expect 2 "solver '$s' does not run on a weave maze: it counts turns, and a jump under" "$MAZE" solve -a "$s" "$T/dfs.cells"
done

# a crossing joins only the two cells it claims: from 3 the jump to 5 is one move
printf 'maze cells 1\ntopology weave\nwidth 3\nheight 3\n001000\n081180\n000100\n' >"$T/x.cells"
"$MAZE" solve -a bfs --from 3,0 --to 5,0 --json "$T/x.cells" | grep -q '"moves":1,' || fail "the jump from 3 to 5 is not one move"
"$MAZE" solve -a bfs --from 3,0 --to 4,0 "$T/x.cells" >/dev/null 2>&1 && fail "cell 3 reaches the cell it passes under"
"$MAZE" stats "$T/x.cells" | grep -qx 'crossings *1' || fail "the hand-made crossing is not counted"

# ends, solution range, --count and braid as elsewhere
"$MAZE" generate --topology weave -W 12 -H 9 -s 2 --ends diameter -o "$T/d.cells" 2>"$T/err" || fail "--ends diameter failed"
"$MAZE" generate --topology weave -W 12 -H 9 --min-solution 40 --count 2 -o "$T/r.cells" 2>"$T/err" || fail "--min-solution --count failed"
[ "$(grep -c 'solution of' "$T/err")" = 2 ] || fail "--count 2: $(cat "$T/err")"
for f in "$T/r-1.cells" "$T/r-2.cells"; do
  "$MAZE" stats --json "$f" >"$T/s.json"
  [ "$(num moves)" -ge 40 ] || fail "$f: a solution of $(num moves) moves, under --min-solution 40"
done
"$MAZE" generate --topology weave -W 12 -H 9 --braid 1 -o "$T/b.cells"
"$MAZE" stats --json "$T/b.cells" >"$T/s.json"
[ "$(num loops)" -gt 0 ] && [ "$(num components)" = 1 ] || fail "--braid 1 made no loop: $(cat "$T/s.json")"

# the text picture: a crossing as the corridor above unbroken between the halves of the one below
printf '  o\n  |\no-|-o\n  |\n  o\n' >"$T/want"
"$MAZE" render "$T/x.cells" >"$T/got" && cmp -s "$T/got" "$T/want" || fail "render -f text of the crossing: $(cat "$T/got")"
printf '  \u2577\n  \u2502\n\u2576\u2500\u2502\u2500\u2574\n  \u2502\n  \u2575\n' >"$T/want"
"$MAZE" render -f unicode "$T/x.cells" >"$T/got" && cmp -s "$T/got" "$T/want" || fail "render -f unicode of the crossing: $(cat "$T/got")"
printf 'maze cells 1\ntopology weave\nwidth 3\nheight 3\n002000\n044440\n000200\n' >"$T/v.cells" # 1 to 7 under 3-4-5
printf '  o\n  |\no---o\n  |\n  o\n' >"$T/want"
"$MAZE" render "$T/v.cells" >"$T/got" && cmp -s "$T/got" "$T/want" || fail "render of a crossing north-south: $(cat "$T/got")"
"$MAZE" render "$T/dfs.cells" -o "$T/dfs.txt"
[ "$(wc -l <"$T/dfs.txt")" = 23 ] && grep -q -- '-|-' "$T/dfs.txt" || fail "render of the dfs maze: $(cat "$T/dfs.txt")"
"$MAZE" generate --topology hex -W 4 -H 3 -o "$T/h.cells"
expect 2 "text does not draw a hex maze" "$MAZE" render "$T/h.cells"

# solve draws the same picture with its path: S, E and * (unicode a bullet)
# on the path's cells, under a crossing and over it
printf '  o\n  |\nS-|-E\n  |\n  o\n' >"$T/want"
"$MAZE" solve -f text --from 3,0 --to 5,0 "$T/x.cells" >"$T/got" 2>/dev/null && cmp -s "$T/got" "$T/want" ||
  fail "solve -f text under the crossing: $(cat "$T/got")"
printf '  S\n  |\no-*-o\n  |\n  E\n' >"$T/want"
"$MAZE" solve -f text --from 1,0 --to 7,0 "$T/x.cells" >"$T/got" 2>/dev/null && cmp -s "$T/got" "$T/want" ||
  fail "solve -f text over the crossing: $(cat "$T/got")"
printf '  S\n  \u2502\n\u2576\u2500\u2022\u2500\u2574\n  \u2502\n  E\n' >"$T/want"
"$MAZE" solve -f unicode --from 1,0 --to 7,0 "$T/x.cells" >"$T/got" 2>/dev/null && cmp -s "$T/got" "$T/want" ||
  fail "solve -f unicode over the crossing: $(cat "$T/got")"
"$MAZE" solve -a bfs "$T/dfs.cells" -o "$T/path.txt" >/dev/null
[ "$(grep -o '[*]' "$T/path.txt" | wc -l)" = $((want - 1)) ] && [ "$(grep -c '[SE]' "$T/path.txt")" -ge 1 ] ||
  fail "solve -o x.txt of the dfs maze: not $((want - 1)) cells marked between S and E: $(cat "$T/path.txt")"
# away from the path, the picture is render's
sed 's/[*SE]/?/g' "$T/path.txt" >"$T/a"
paste -d '\n' "$T/dfs.txt" "$T/a" | awk 'NR % 2 {r = $0; next} { n = length(r) > length($0) ? length(r) : length($0)
  for (i = 1; i <= n; i++) { c = substr($0, i, 1); if (c != "?" && c != substr(r, i, 1)) { print "line " NR / 2 ": " r " / " $0; exit 1 } } }' ||
  fail "solve's text picture differs from render's away from the path"
"$MAZE" solve -f unicode "$T/dfs.cells" | grep -q $'\u2022' || fail "solve -f unicode of the dfs maze marks no cell"

expect 2 "eller does not run on weave" "$MAZE" generate --topology weave -a eller -W 5 -H 5
printf 'maze cells 1\ntopology weave\nwidth 3\nheight 3\n000000\n080080\n000000\n' >"$T/bad.cells"
expect 3 "cell 3 jumps under a cell that is not a corridor" "$MAZE" stats "$T/bad.cells"
expect 3 "cell 3 jumps under" "$MAZE" solve "$T/bad.cells"
echo "weave: generators, stats, solvers, ends and refusals checked"
