#!/usr/bin/env bash
# movingai_set.sh - `maze bench` on the larger Moving AI set that
# MAZE_MOVINGAI_DIR names (every SET/NAME.map.scen with its map beside it):
# about 40 rows spread over each file, astar and jps, every cost as the file
# gives it, the same with -j 2. Skipped (exit 77) when no folder is named.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
if [ -z "${MAZE_MOVINGAI_DIR:-}" ]; then
  echo "skipped: MAZE_MOVINGAI_DIR names no Moving AI folder"
  exit 77
fi
[ -d "$MAZE_MOVINGAI_DIR" ] || fail "MAZE_MOVINGAI_DIR=$MAZE_MOVINGAI_DIR is not a folder"
files=0
for scen in "$MAZE_MOVINGAI_DIR"/*/*.map.scen; do
  [ -e "$scen" ] || continue
  map=${scen%.scen}
  rows=$(grep -c '^[0-9]' "$scen")
  step=$((rows / 40 + 1))
  # the version line, then every step-th row
  awk -v k=$step 'NR == 1 || (NR - 2) % k == 0' "$scen" >"$T/part.scen"
  want=$(($(wc -l <"$T/part.scen") - 1))
  for algo in astar jps; do
    for j in 1 2; do
      out=$("$MAZE" bench --algo $algo -j $j --map "$map" "$T/part.scen") ||
        fail "bench --algo $algo -j $j on ${scen#"$MAZE_MOVINGAI_DIR"/} exited $?: $out"
      grep -q "queries=$want mismatches=0 " <<<"$out" ||
        fail "bench --algo $algo -j $j on ${scen#"$MAZE_MOVINGAI_DIR"/}: $out"
    done
  done
  echo "${scen#"$MAZE_MOVINGAI_DIR"/}: $want of $rows rows match (astar, jps; -j 1 and 2)"
  files=$((files + 1))
done
[ "$files" -gt 0 ] || fail "no SET/NAME.map.scen files in $MAZE_MOVINGAI_DIR"
echo "movingai_set.sh: $files scenario files ok"
