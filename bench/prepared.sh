#!/usr/bin/env bash
# bench/prepared.sh - the prepared searches (`maze bench --prepared`: JPS+
# and the subgoal graph) against jps and astar on every map of a Moving AI
# folder: each map is prepared once by each method (`maze prepare`, its time
# and memory shown), then every round runs the four on every row of its
# scenario back to back, in an order that rotates from round to round. The
# table gives the median over rounds of each one's mean microseconds a query
# and of the per-round ratios prepared / jps and subgoal / jps (lower is
# faster), the mean expansions a query of each (the same every round), and
# the mismatches of all rounds (0 expected).
#
# Usage: bench/prepared.sh [BUILD_DIR]        (default BUILD_DIR: ./build)
#   env MAZE_MOVINGAI_DIR=DIR   the maps: DIR/SET/NAME.map, DIR/SET/NAME.map.scen
#       ROUNDS=N                rounds (default 5)
#       ASTAR=0                 leave astar out (its column shows -): it takes
#                               seconds a round on the 512 x 512 mazes
# Exit status: 0 with zero mismatches, 1 otherwise, 2 on a setup failure.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
maze=$build/maze
dir=${MAZE_MOVINGAI_DIR:-}
rounds=${ROUNDS:-5}
astar=${ASTAR:-1}
# shellcheck source=bench/lib.sh
source "$src/bench/lib.sh"
[ -x "$maze" ] || { echo "prepared.sh: no $maze (build first)" >&2; exit 2; }
[ -d "$dir" ] || { echo "prepared.sh: MAZE_MOVINGAI_DIR names no folder" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "# bench/prepared.sh: ROUNDS=$rounds, $(date -u '+%F %T UTC'), $(uptime | grep -o 'load average.*')"
printf '%-24s %6s %10s %9s %11s %8s %8s %11s %9s %10s %9s %8s %8s %8s %8s %4s\n' map rows prep_ms prep_MiB prepared_us sg_ms sg_MiB subgoal_us jps_us astar_us prep/jps sg/jps exp_prep exp_sg exp_jps bad
bad_all=0
for scen in "$dir"/*/*.map.scen; do
  map=${scen%.scen}
  name=$(basename "$(dirname "$map")")/$(basename "$map" .map)
  bench_prepare "$maze" jps+ "$map" "$tmp/p"
  ms=$prep_ms mib=$prep_mib
  bench_prepare "$maze" subgoal "$map" "$tmp/s"
  sms=$prep_ms smib=$prep_mib
  : >"$tmp/r"
  all=(prepared subgoal jps)
  [ "$astar" = 0 ] || all+=(astar)
  for r in $(seq "$rounds"); do
    order=("${all[@]}")
    for k in $(seq 0 $(((r - 1) % ${#all[@]} - 1))); do order=("${order[@]:1}" "${order[0]}"); done
    for a in "${order[@]}"; do
      if [ "$a" = prepared ]; then o=$("$maze" bench --prepared "$tmp/p" "$scen" || true)
      elif [ "$a" = subgoal ]; then o=$("$maze" bench --prepared "$tmp/s" "$scen" || true)
      else o=$("$maze" bench -a "$a" "$scen" || true); fi
      q=$(bench_field queries <<<"$o") mm=$(bench_field mismatches <<<"$o")
      us=$(bench_field mean_us <<<"$o") ex=$(bench_field mean_expanded <<<"$o")
      echo "$r $a ${q:-0} ${mm:-1} ${us:-0} ${ex:-0}" >>"$tmp/r"
    done
  done
  line=$(awk -v name="$name" -v ms="$ms" -v mib="$mib" -v sms="$sms" -v smib="$smib" '
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { us[$2, $1] = $5; ex[$2] = $6; seen[$1, $2] = 1; q = $3; bad += $4; if ($1 > R) R = $1 }
    END {
      for (r = 1; r <= R; r++) { p[r] = us["prepared", r]; j[r] = us["jps", r]; s[r] = us["astar", r];
                                 g[r] = us["subgoal", r]; x[r] = j[r] > 0 ? p[r] / j[r] : 0;
                                 y[r] = j[r] > 0 ? g[r] / j[r] : 0 }
      a = (R, "astar") in seen ? sprintf("%10.3f", median(s, R)) : sprintf("%10s", "-")
      printf "%-24s %6d %10s %9s %11.3f %8s %8s %11.3f %9.3f %s %9.3f %8.3f %8.1f %8.1f %8.1f %4d\n", name, q, ms,
             mib, median(p, R), sms, smib, median(g, R), median(j, R), a, median(x, R), median(y, R),
             ex["prepared"], ex["subgoal"], ex["jps"], bad
    }' "$tmp/r")
  echo "$line"
  bad_all=$((bad_all + $(awk '{print $NF}' <<<"$line")))
done
echo "# us: median over rounds of the mean a query (every row); prep/jps, sg/jps: medians of the per-round ratios"
echo "# done $(date -u '+%T UTC'), $(uptime | grep -o 'load average.*')"
[ "$bad_all" = 0 ]
