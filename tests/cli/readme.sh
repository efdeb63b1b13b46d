#!/usr/bin/env bash
# readme.sh - README.md opens with the two commands a new user runs: the
# first builds and runs `./build/maze demo`, the second runs every test. The
# demo must work as the README says (a maze, its path, the length).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
readme=$MAZE_SOURCE_DIR/README.md
cmds=$(awk '/^```sh$/ {on = 1; next} /^```$/ {on = 0} on' "$readme")
first=$(sed -n 1p <<<"$cmds")
second=$(sed -n 2p <<<"$cmds")
[[ "$first" == *"cmake --build build && ./build/maze demo" ]] || fail "first README command is '$first'"
[ "$second" = "bash scripts/test.sh" ] || fail "second README command is '$second'"
out=$("$MAZE" demo 2>&1) # the maze on stdout, length and path on stderr
grep -q '^+--+--+' <<<"$out" || fail "demo drew no maze"
grep -q '^length: [0-9]* moves' <<<"$out" || fail "demo printed no length"
grep -q '^path: ' <<<"$out" || fail "demo printed no path"
echo "readme.sh: ok"
