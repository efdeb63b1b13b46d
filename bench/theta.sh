#!/usr/bin/env bash
# bench/theta.sh - theta (any-angle, Theta*) against astar on Moving AI maps:
# dao/arena from the tree and every map of MAZE_MOVINGAI_DIR when set, each
# on ROWS rows of its scenario taken evenly from the file (every bucket), the
# two run back to back in an order that alternates from round to round. The
# table gives the median over rounds of each one's mean microseconds a
# query and of the per-round ratio theta / astar, and the mean, least and
# greatest of theta's length over astar's optimal cost, row by row (below 1:
# shorter; never above 1), and the mismatches (a theta path longer than the
# file's optimum, or an astar cost off it; 0 expected).
#
# Usage: bench/theta.sh [BUILD_DIR]           (default BUILD_DIR: ./build)
#   env MAZE_MOVINGAI_DIR=DIR   more maps: DIR/SET/NAME.map, DIR/SET/NAME.map.scen
#       ROUNDS=N                rounds (default 5)
#       ROWS=N                  rows a map (default 300; 0: every row)
# Exit status: 0 with zero mismatches, 1 otherwise, 2 on a setup failure.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
maze=$build/maze
rounds=${ROUNDS:-5}
rows=${ROWS:-300}
[ -x "$maze" ] || { echo "theta.sh: no $maze (build first)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
scens=("$src/tests/data/movingai/dao/arena.map.scen")
if [ -n "${MAZE_MOVINGAI_DIR:-}" ]; then
  for s in "$MAZE_MOVINGAI_DIR"/*/*.map.scen; do
    [ "$(basename "$s")" = arena.map.scen ] || scens+=("$s")
  done
fi
echo "# bench/theta.sh: ROUNDS=$rounds ROWS=$rows, $(date -u '+%F %T UTC'), $(uptime | grep -o 'load average.*')"
printf '%-24s %5s %10s %10s %12s %9s %9s %9s %4s\n' map rows astar_us theta_us theta/astar len_mean len_min len_max bad
bad_all=0
for scen in "${scens[@]}"; do
  map=${scen%.scen}
  name=$(basename "$(dirname "$map")")/$(basename "$map" .map)
  # ROWS rows spread over the file (the first line is the version).
  total=$(($(grep -c . "$scen") - 1))
  step=$((rows > 0 && total > rows ? total / rows : 1))
  awk -v step="$step" -v rows="$rows" 'NR == 1 { print; next } NF && (NR - 2) % step == 0 && (rows == 0 || n++ < rows)' \
    "$scen" >"$tmp/q.scen"
  : >"$tmp/r"
  for r in $(seq "$rounds"); do
    order=(astar theta)
    [ $((r % 2)) = 0 ] && order=(theta astar)
    for a in "${order[@]}"; do
      "$maze" bench --rows -a "$a" --map "$map" "$tmp/q.scen" >"$tmp/$a.out" || true
      mm=$(grep -o 'mismatches=[0-9]*' "$tmp/$a.out" | cut -d= -f2)
      us=$(grep -o 'mean_us=[0-9.]*' "$tmp/$a.out" | cut -d= -f2)
      echo "$r $a ${mm:-1} ${us:-0}" >>"$tmp/r"
    done
  done
  # Length ratios from the last round's rows (the paths do not change).
  paste -d' ' <(grep -o 'cost=[0-9.-]*' "$tmp/astar.out") <(grep -o 'cost=[0-9.-]*' "$tmp/theta.out") |
    sed 's/cost=//g' >"$tmp/len"
  line=$(awk -v name="$name" -v lenfile="$tmp/len" '
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { us[$2, $1] = $4; bad += $3; if ($1 > R) R = $1 }
    END {
      for (r = 1; r <= R; r++) { a[r] = us["astar", r]; t[r] = us["theta", r]; x[r] = a[r] > 0 ? t[r] / a[r] : 0 }
      n = 0; lo = 9; hi = 0; sum = 0
      while ((getline l < lenfile) > 0) {
        split(l, f, " ")
        if (f[1] <= 0) continue                       # start == goal, or no path
        q = f[2] / f[1]; n++; sum += q; if (q < lo) lo = q; if (q > hi) hi = q
      }
      printf "%-24s %5d %10.3f %10.3f %12.3f %9.4f %9.4f %9.4f %4d\n", name, n, median(a, R), median(t, R),
             median(x, R), n ? sum / n : 0, n ? lo : 0, n ? hi : 0, bad
    }' "$tmp/r")
  echo "$line"
  bad_all=$((bad_all + $(awk '{print $NF}' <<<"$line")))
done
echo "# us: median over rounds of the mean a query; theta/astar: median of the per-round time ratios"
echo "# len: theta's length / astar's optimal cost, row by row (rows with a path of at least one move)"
echo "# done $(date -u '+%T UTC'), $(uptime | grep -o 'load average.*')"
[ "$bad_all" = 0 ]
