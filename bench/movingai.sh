#!/usr/bin/env bash
# bench/movingai.sh - the one Moving AI speed driver: builds ref_astar from the
# reference folder MAZE_BENCH_REF_DIR (by path, with the command in its header;
# never copied), runs it and `maze bench --algo astar|jps` interleaved on the
# same rows of every map in the Moving AI folder MAZE_MOVINGAI_DIR, and prints
# the ratio table (ours / ref_astar, lower is faster) against the targets.
#
# Fairness: all three are separate processes that read the map and scenario
# first (not timed), then time each query alone with CLOCK_MONOTONIC around
# the search and print the mean over the same rows. Each round runs the three
# back to back, in an order that rotates from round to round; a ratio is taken
# within a round (same minutes, same load) and the table shows the median
# over rounds, with the lowest and highest round ratio beside it.
#
# Usage: bench/movingai.sh [BUILD_DIR]         (default BUILD_DIR: ./build)
#   env MAZE_MOVINGAI_DIR=DIR   the maps: DIR/SET/NAME.map, DIR/SET/NAME.map.scen
#                               (default: the build's MAZE_MOVINGAI_DIR, as CMake has it)
#       MAZE_BENCH_REF_DIR=DIR  the reference programs: DIR/ref_astar.c
#   env ROUNDS=N        rounds at least (default 3); more, up to MAX_ROUNDS
#                       (default 15), while a map has taken under MAP_SECONDS
#                       (default 30): cheap maps, whose differences are small
#                       beside the noise, get more rounds
#       MAX_QUERIES=N   keep every k-th row so that about N remain (the same rows
#                       for all three; default 200, 0 = every row: ref_astar
#                       then needs about an hour on the maze512 files)
#       MAPS="dao/arena ..."   maps (default: every $MAZE_MOVINGAI_DIR/*/*.map)
# Exit status: 0 when every target is met with zero mismatches, 1 otherwise,
# 2 on a setup failure.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
data=${MAZE_MOVINGAI_DIR:-$(sed -n 's/^MAZE_MOVINGAI_DIR:PATH=//p' "$build/CMakeCache.txt" 2>/dev/null || true)}
refdir=${MAZE_BENCH_REF_DIR:-}
[ -n "$data" ] && [ -d "$data" ] || { echo "movingai.sh: MAZE_MOVINGAI_DIR must name the Moving AI folder" >&2; exit 2; }
[ -f "$refdir/ref_astar.c" ] || { echo "movingai.sh: MAZE_BENCH_REF_DIR must name the folder of ref_astar.c" >&2; exit 2; }
rounds=${ROUNDS:-3}
max_rounds=${MAX_ROUNDS:-15}
budget=${MAP_SECONDS:-40}
min_cpu=${MIN_CPU:-0.3}
max=${MAX_QUERIES:-200}
maze=$build/maze
# shellcheck source=bench/lib.sh
source "$src/bench/lib.sh"
[ -x "$maze" ] || { echo "movingai.sh: build first (cmake --build $build): no $maze" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/ref_astar" "$refdir/ref_astar.c" -lm

# warthog JPS2's ratio to ref_astar: our jps target.
jps_target() {
    case $1 in
    mazes/maze512-1-0) echo 0.490 ;;
    mazes/maze512-4-0) echo 0.023 ;;
    mazes/maze512-32-0) echo 0.0011 ;;
    random/random512-10-0) echo 0.322 ;;
    rooms/16room_000) echo 0.018 ;;
    dao/arena) echo 0.038 ;;
    dao/den520d) echo 0.016 ;;
    cities/Berlin_0_256) echo 0.0079 ;;
    *) echo - ;; # a map with no published figure: ratio only
    esac
}
astar_target=0.5

# median / min / max of the numbers on stdin, one a line
stat() { sort -g | awk '{v[NR] = $1} END {m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
    printf "%s %s %s\n", m, v[1], v[NR]}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.5f", a / b }'; }
verdict() { awk -v r="$1" -v t="$2" -v bad="$3" 'BEGIN { print (t == "-" ? "-" : (r <= t && bad == 0) ? "met" : "missed") }'; }

# Thins a scenario to about $max rows, every k-th (or copies it).
scenario() {
    local rows
    rows=$(($(wc -l <"$1") - 1))
    if [ "$max" -le 0 ] || [ "$rows" -le "$max" ]; then cp "$1" "$2"; return; fi
    awk -v k=$(((rows + max - 1) / max)) 'NR == 1 || (NR - 2) % k == 0' "$1" >"$2"
}

# Sets cpu_v to the CPU seconds (user + system) of the children this shell
# has reaped: `times` must run in this shell, not in a $(...) subshell.
cpu() {
    times >"$work/t"
    cpu_v=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, a, "m"); s += a[1] * 60 + a[2] } print s }' "$work/t")
}

# One program ($1) on scenario $2: sets t (CPU seconds), b (mismatches), q (queries).
run() {
    cpu
    local c0=$cpu_v
    case $1 in
    ref) "$work/ref_astar" "$map" "$2" >"$work/out" 2>>"$work/err" || true ;;
    *) "$maze" bench --algo "$1" --map "$map" "$2" >"$work/out" 2>>"$work/err" || true ;;
    esac
    cpu
    t=$(awk -v a="$c0" -v b="$cpu_v" 'BEGIN { print b - a }')
    b=$(bench_field mismatches <"$work/out") q=$(bench_field queries <"$work/out")
    [ -n "$q" ] || { echo "movingai.sh: $1 failed on $m: $(tail -1 "$work/err")" >&2; exit 2; }
}

# Microseconds of CPU per query of program $1 with $2 passes over the rows:
# the run's CPU time less that of a run of as many rows with the goal set to
# the start (optimum 0): what is left is the searches alone, without process
# start, reading the map and scenario, parsing rows, or building the graph.
# Sets us and spent (the searches' CPU seconds), and adds its mismatches to bad.
per_query() {
    bench_passes "$2" "$scen" "$work/p.scen"
    awk -F'\t' -v OFS='\t' 'NR > 1 { $7 = $5; $8 = $6; $9 = 0 } { print }' "$work/p.scen" >"$work/z.scen"
    run "$1" "$work/z.scen"
    local base=$t
    run "$1" "$work/p.scen"
    bad=$((bad + b)) rows=$((q / $2))
    us=$(awk -v t="$t" -v b="$base" -v q="$q" 'BEGIN { printf "%.4f", (t - b) * 1e6 / q }')
    spent=$(awk -v t="$t" -v b="$base" 'BEGIN { print t - b }')
}

# Passes that make program $1's searches take about MIN_CPU seconds, at
# most a million rows a run (2 tries; the second only when the first fell
# well short).
calibrate() {
    local p=1 n
    for _ in 1 2; do
        per_query "$1" "$p"
        n=$(awk -v p="$p" -v t="$spent" -v m="$min_cpu" -v r="$rows" 'BEGIN { n = int(p * m / (t > 0.002 ? t : 0.002)) + 1;
            cap = int(1e6 / r); print (n < p ? p : (n > cap ? cap : n)) }')
        awk -v t="$spent" -v m="$min_cpu" 'BEGIN { exit !(t >= m / 2) }' && break
        p=$n
    done
    echo "$p"
}

maps=${MAPS:-$(cd "$data" && ls */*.map | sed 's/\.map$//')}
progs=(ref astar jps)
echo "# bench/movingai.sh: ROUNDS=$rounds MAX_QUERIES=$max, $(date -u '+%F %T') UTC, $(uptime | sed 's/.*load/load/')"
printf '%-22s %5s %6s %10s %10s %9s %17s %10s %9s %17s %7s %3s %-6s %-6s %s\n' map rows rounds ref_us astar_us \
    astar/ref '(min-max)' jps_us jps/ref '(min-max)' target bad astar jps load
status=0
for m in $maps; do
    map=$data/$m.map
    scen=$work/$(basename "$m").scen
    scenario "$map.scen" "$scen"
    head -2 "$scen" >"$work/one.scen"
    load0=$(bench_load)
    bad=0
    declare -A np=()
    for p in "${progs[@]}"; do np[$p]=$(calibrate "$p"); done
    : >"$work/astar.r" && : >"$work/jps.r" && : >"$work/us.ref" && : >"$work/us.astar" && : >"$work/us.jps"
    t0=$SECONDS
    for ((r = 0; r < rounds || (r < max_rounds && SECONDS - t0 < budget); r++)); do
        declare -A u=()
        for ((i = 0; i < 3; i++)); do # rotated order: ref first, then astar first, ...
            p=${progs[$(((i + r) % 3))]}
            per_query "$p" "${np[$p]}"
            u[$p]=$us
            echo "$us" >>"$work/us.$p"
        done
        echo "$(ratio "${u[astar]}" "${u[ref]}")" >>"$work/astar.r"
        echo "$(ratio "${u[jps]}" "${u[ref]}")" >>"$work/jps.r"
        unset u
    done
    read -r ar amin amax <<<"$(stat <"$work/astar.r")"
    read -r jr jmin jmax <<<"$(stat <"$work/jps.r")"
    t=$(jps_target "$m")
    va=$(verdict "$ar" "$astar_target" "$bad") vj=$(verdict "$jr" "$t" "$bad")
    [ "$va" = met ] && [ "$vj" != missed ] || status=1
    printf '%-22s %5s %6s %10s %10s %9s %17s %10s %9s %17s %7s %3s %-6s %-6s %s\n' "$m" "$rows" "$r" \
        "$(stat <"$work/us.ref" | cut -d' ' -f1)" "$(stat <"$work/us.astar" | cut -d' ' -f1)" "$ar" "($amin-$amax)" \
        "$(stat <"$work/us.jps" | cut -d' ' -f1)" "$jr" "($jmin-$jmax)" "$t" "$bad" "$va" "$vj" "$load0-$(bench_load)"
    unset np
done
echo "# ratios: median of the per-round ratios (ours / ref_astar, same rows, same round); us: median over rounds"
echo "# targets: astar <= $astar_target, jps <= target (warthog JPS2), bad (mismatches of all three) = 0"
echo "# done $(date -u '+%T') UTC, $(uptime | sed 's/.*load/load/')"
exit $status
