#!/usr/bin/env bash
# bench/solve_ratio.sh - issue 6's solving targets: bfs and astar from corner
# to corner, and maze stats (diameter), on a dfs maze, each as a ratio to
# generating that maze. Every round runs generation and the three solves one
# after the other (library through bench/maze_bench, then the CLI on a mask
# file), so each ratio compares runs made within the same minute; the table
# gives medians over the rounds, the largest peak RSS (/usr/bin/time) and the
# 1-minute load average seen in the rounds. Each round's figures go to stderr.
# Usage: bench/solve_ratio.sh [BUILD_DIR]
#   env ROUNDS=5 SIZE=10000x10000 SEED=1 CLI=1 (CLI=0: library only)
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
rounds=${ROUNDS:-5}
size=${SIZE:-10000x10000}
seed=${SEED:-1}
cli=${CLI:-1}
w=${size%x*} h=${size#*x}
bench=$build/bench/maze_bench maze=$build/maze
[ -x "$bench" ] && [ -x "$maze" ] || { echo "build first: cmake --build $build" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

declare -A secs rss loads
# timed KEY CMD...: runs CMD (stdout to $tmp/out) and appends its seconds,
# peak RSS and the load average before it. SECS_FROM_OUTPUT=1 takes the
# seconds maze_bench prints (the work alone) instead of the process time.
timed() {
    local key=$1 load s m
    shift
    load=$(cut -d' ' -f1 /proc/loadavg)
    if ! /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" >"$tmp/out" 2>/dev/null; then
        echo "solve_ratio: failed: $*" >&2
        exit 1
    fi
    read -r s m <"$tmp/time"
    if [ "${SECS_FROM_OUTPUT:-0}" = 1 ]; then s=$(sed -n 's/.*seconds=\([0-9.]*\).*/\1/p' "$tmp/out"); fi
    secs[$key]="${secs[$key]:-} $s"
    rss[$key]=$(awk -v a="${rss[$key]:-0}" -v b="$m" 'BEGIN{print (b > a) ? b : a}')
    loads[$key]="${loads[$key]:-} $load"
    printf '  %-12s %8.3f s %6.0f MiB  load %s\n' "$key" "$s" "$(awk -v k="$m" 'BEGIN{print k / 1024}')" "$load" >&2
}

for ((r = 1; r <= rounds; r++)); do
    echo "round $r ($(date -u +%H:%M:%S), $(uptime | sed 's/.*load/load/'))" >&2
    SECS_FROM_OUTPUT=1 timed lib:generate "$bench" generate dfs "$w" "$h" "$seed"
    for s in bfs astar stats; do SECS_FROM_OUTPUT=1 timed "lib:$s" "$bench" solve "$s" "$w" "$h" "$seed"; done
    [ "$cli" = 1 ] || continue
    timed cli:generate "$maze" generate -a dfs -W "$w" -H "$h" -s "$seed" -f mask -o "$tmp/m.mask"
    for s in bfs astar; do timed "cli:$s" "$maze" solve -a "$s" --json "$tmp/m.mask"; done
    timed cli:stats "$maze" stats "$tmp/m.mask"
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END{print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# ratios round by round (each solve over the generation of its own round)
ratios() {
    paste -d' ' <(echo "${secs[$1]}" | tr ' ' '\n' | grep .) <(echo "${secs[$2]}" | tr ' ' '\n' | grep .) |
        awk '{printf " %.4f", $1 / $2}'
}
echo "| $((w * h)) cells, $rounds rounds | median seconds | median x generation | peak RSS MiB | load average (min-max) |"
echo "|---|---:|---:|---:|---|"
for side in lib cli; do
    [ "$side" = lib ] || [ "$cli" = 1 ] || continue
    for s in generate bfs astar stats; do
        key=$side:$s
        ratio=-
        [ "$s" = generate ] || ratio=$(ratios "$key" "$side:generate" | median)
        range=$(echo "${loads[$key]}" | tr ' ' '\n' | grep . | sort -g | sed -n '1p;$p' | paste -sd-)
        printf '| %s | %.3f | %s | %.0f | %s |\n' "$key" "$(echo "${secs[$key]}" | median)" \
            "$([ "$ratio" = - ] && echo - || printf '%.2f' "$ratio")" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" "$range"
    done
done
