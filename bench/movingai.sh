#!/usr/bin/env bash
# bench/movingai.sh - the Moving AI speed table of issue 4: for every map in
# the shared movingai/ folder, runs ref_astar (the shared textbook A*, built
# here from ../shared/bench by path, never copied) and `maze bench --algo
# astar` and `--algo jps` side by side in one run, and prints mean us/query,
# ratios to ref_astar (lower is faster) and the warthog ratios from the issue.
# Usage: bench/movingai.sh [BUILD_DIR]
#   env ROUNDS=N       runs per program, interleaved; the fastest mean is kept (default 1)
#       MAPS="a/b ..." maps to run (default: every movingai/*/*.map)
#       MAX_QUERIES=N  thin each scenario to about N rows (every k-th row, the
#                      same rows for all three programs; default: all rows)
#       ALGOS="astar jps" our solvers to run
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
shared=${MAZE_SHARED:-$src/../shared}
[ -d "$shared/movingai" ] || shared=$src/../../shared # a worktree in /work/wt/NAME
rounds=${ROUNDS:-1}
algos=${ALGOS:-astar jps}
maze=$build/maze
[ -x "$maze" ] || { echo "movingai.sh: build first (cmake --build $build): no $maze" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The yardstick, built with the command in its header.
cc -O2 -o "$work/ref_astar" "$shared/bench/ref_astar.c" -lm

# warthog's ratios to ref_astar (A*, JPS2, JPS2+), as measured for issue 4.
warthog() {
    case $1 in
    mazes/maze512-1-0) echo "1.103 0.490 0.476" ;;
    mazes/maze512-4-0) echo "0.888 0.023 0.019" ;;
    mazes/maze512-32-0) echo "0.769 0.0011 0.0002" ;;
    random/random512-10-0) echo "0.718 0.322 0.278" ;;
    rooms/16room_000) echo "0.657 0.018 0.0078" ;;
    dao/arena) echo "0.658 0.038 0.026" ;;
    dao/den520d) echo "0.678 0.016 0.0078" ;;
    cities/Berlin_0_256) echo "0.486 0.0079 0.0046" ;;
    *) echo "- - -" ;;
    esac
}
field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" | head -1; }
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0) printf "%.4f", a / b; else print "-" }'; }

# Thins a scenario to about MAX_QUERIES rows (or copies it).
scenario() {
    local in=$1 out=$2 rows
    rows=$(($(wc -l <"$in") - 1))
    if [ -z "${MAX_QUERIES:-}" ] || [ "$rows" -le "$MAX_QUERIES" ]; then cp "$in" "$out"; return; fi
    awk -v k=$(((rows + MAX_QUERIES - 1) / MAX_QUERIES)) 'NR == 1 || (NR - 2) % k == 0' "$in" >"$out"
}

maps=${MAPS:-$(cd "$shared/movingai" && ls */*.map | sed 's/\.map$//')}
{
    printf '%-22s %7s %10s' map queries ref_us
    for a in $algos; do printf ' %10s %9s' "${a}_us" "$a/ref"; done
    printf ' %8s %8s %8s %s\n' wA* wJPS2 wJPS2+ mismatches
}
status=0
for m in $maps; do
    map=$shared/movingai/$m.map
    scen=$work/$(basename "$m").scen
    scenario "$map.scen" "$scen"
    declare -A best=()
    bad=0 queries=
    for ((r = 0; r < rounds; r++)); do
        line=$("$work/ref_astar" "$map" "$scen" || true)
        best[ref]=$(min "${best[ref]:-}" "$(echo "$line" | field mean_us)")
        bad=$((bad + $(echo "$line" | field mismatches)))
        for a in $algos; do
            line=$("$maze" bench --algo "$a" --map "$map" "$scen" 2>>"$work/err" || true)
            [ -n "$line" ] || { echo "movingai.sh: maze bench --algo $a failed on $m: $(tail -1 "$work/err")" >&2; exit 1; }
            best[$a]=$(min "${best[$a]:-}" "$(echo "$line" | field mean_us)")
            bad=$((bad + $(echo "$line" | field mismatches)))
            queries=$(echo "$line" | field queries)
        done
    done
    [ "$bad" = 0 ] || status=1
    {
        printf '%-22s %7s %10s' "$m" "$queries" "${best[ref]}"
        for a in $algos; do printf ' %10s %9s' "${best[$a]}" "$(ratio "${best[$a]}" "${best[ref]}")"; done
        read -r wa wj wp <<<"$(warthog "$m")"
        printf ' %8s %8s %8s %s\n' "$wa" "$wj" "$wp" "$bad"
    }
    unset best
done
exit $status
