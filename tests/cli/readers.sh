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

echo "readers.sh: ok"
