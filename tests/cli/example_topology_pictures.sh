#!/usr/bin/env bash
# example_topology_pictures.sh - examples/topology_pictures.c draws every
# topology of the table: each a PNG that libpng reads, with the path's red and
# both markers in it, the same bytes on a second run; and docs/pictures/
# (scripts/pictures.sh) has a picture of each, noted when it is missing or
# out of date.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
run=$MAZE_BUILD_DIR/examples/topology_pictures
pngcount=$MAZE_BUILD_DIR/tests/pngcount
mkdir "$T/a" "$T/b"
"$run" "$T/a" 1 >"$T/out" || fail "exit $?: $(cat "$T/out")"
"$run" "$T/b" 1 >/dev/null || fail "second run: exit $?"
n=0
while read -r line; do
  name=${line%%:*}
  png=$T/a/$name.png
  [ -f "$png" ] || fail "$name: no picture ($line)"
  "$pngcount" "$png" >/dev/null || fail "$name.png does not decode"
  [ "$("$pngcount" "$png" ff0000)" -gt 100 ] || fail "$name.png: no path drawn"
  [ "$("$pngcount" "$png" 00a000)" -gt 10 ] || fail "$name.png: no start marker"
  [ "$("$pngcount" "$png" 0000ff)" -gt 10 ] || fail "$name.png: no goal marker"
  cmp -s "$png" "$T/b/$name.png" || fail "$name.png: other bytes on a second run"
  doc=$MAZE_SOURCE_DIR/docs/pictures/$name.png
  if [ ! -f "$doc" ]; then echo "note: docs/pictures/$name.png is missing: run scripts/pictures.sh"
  elif ! cmp -s "$png" "$doc"; then echo "note: docs/pictures/$name.png is out of date: run scripts/pictures.sh"; fi
  n=$((n + 1))
done <"$T/out"
[ "$n" -ge 2 ] || fail "pictures of $n topologies, want every one of the table"
echo "topology_pictures: $n topologies drawn"
