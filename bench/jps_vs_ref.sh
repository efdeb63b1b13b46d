#!/usr/bin/env bash
# bench/jps_vs_ref.sh - runs ref_astar (the shared textbook A* yardstick) and
# our solver side by side on every Moving AI scenario, alternating ROUNDS times
# and keeping each one's fastest mean (the least disturbed by other load), and
# prints the ratio table (ours / ref, lower is faster) with mismatch counts.
# Usage: bench/jps_vs_ref.sh [BUILD_DIR] [ALGO]
# env: ROUNDS=3; MAPS="dao/arena ..." (default: every map); MAX_QUERIES=400
# (each scenario is thinned to every k-th row so that at most that many
# queries run: the textbook A* needs minutes on the full maze files; both
# programs always get the same rows; 0 runs every row).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
algo=${2:-jps}
shared=${MAZE_SHARED:-$src/../shared}
[ -d "$shared" ] || shared=$src/../../shared  # a worktree in /work/wt/NAME
rounds=${ROUNDS:-3}
max=${MAX_QUERIES:-400}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ours=$build/bench/jps_vs_ref
ref=$build/bench/ref_astar
[ -x "$ours" ] && [ -x "$ref" ] || { echo "build first: cmake --build $build (needs $ours and $ref)" >&2; exit 2; }
maps=${MAPS:-$(cd "$shared/movingai" && ls */*.map | sed 's/\.map$//')}
mean() { sed -n 's/.*mean_us=\([0-9.]*\).*/\1/p'; }
field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
printf '%-24s %8s %12s %12s %9s %10s\n' map queries ref_us "${algo}_us" ratio mismatches
status=0
for m in $maps; do
    best_ref= best_ours= line=
    scen=$shared/movingai/$m.map.scen
    rows=$(($(wc -l < "$scen") - 1))
    if [ "$max" -gt 0 ] && [ "$rows" -gt "$max" ]; then
        k=$(((rows + max - 1) / max))
        awk -v k="$k" 'NR == 1 || (NR - 2) % k == 0' "$scen" > "$tmp/q.scen"
        scen=$tmp/q.scen
    fi
    for ((i = 0; i < rounds; i++)); do
        r=$("$ref" "$shared/movingai/$m.map" "$scen" || true)
        line=$("$ours" --algo "$algo" "$shared/movingai/$m.map" "$scen" || true)
        a=$(echo "$r" | mean) b=$(echo "$line" | mean)
        best_ref=$(echo "${best_ref:-$a} $a" | awk '{print ($2 < $1) ? $2 : $1}')
        best_ours=$(echo "${best_ours:-$b} $b" | awk '{print ($2 < $1) ? $2 : $1}')
    done
    bad=$(echo "$line" | field mismatches)
    [ "${bad:-1}" = 0 ] || status=1
    printf '%-24s %8s %12s %12s %9s %10s\n' "$m" "$(echo "$line" | field queries)" "$best_ref" "$best_ours" \
        "$(awk -v a="$best_ours" -v b="$best_ref" 'BEGIN{printf "%.4f", a / b}')" "$bad"
done
exit $status
