#!/usr/bin/env bash
# bench/solve_ratio.sh - the solving goals (each under 3x generation): bfs and astar from corner
# to corner, and maze stats (diameter), on a dfs maze, each as a ratio to
# generating that maze. Every round runs generation and the three solves one
# after the other (library through bench/maze_bench, then the CLI on a mask
# file), and each ratio divides a solve by the generation of its own round.
# The table gives medians over the rounds of the wall-clock and the CPU
# seconds (CPU time moves less with other people's load on a shared machine),
# the largest peak RSS (/usr/bin/time) and the range of the 1-minute load
# average seen before each run. Each run's figures go to stderr as they come.
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

declare -A wall cpu rss loads
# timed KEY CMD...: runs CMD (stdout to $tmp/out) and appends its wall and CPU
# seconds, peak RSS and the load average before it. maze_bench prints the
# wall (seconds=) and CPU (cpu=) seconds of the work alone, not its setup:
# those are taken when present.
timed() {
    local key=$1 load e u s m
    shift
    load=$(cut -d' ' -f1 /proc/loadavg)
    if ! /usr/bin/time -f "%e %U %S %M" -o "$tmp/time" "$@" >"$tmp/out" 2>/dev/null; then
        echo "solve_ratio: failed: $*" >&2
        exit 1
    fi
    read -r e u s m <"$tmp/time"
    local c
    c=$(awk -v u="$u" -v s="$s" 'BEGIN{print u + s}')
    if grep -q ' cpu=' "$tmp/out"; then
        e=$(sed -n 's/.* seconds=\([0-9.]*\).*/\1/p' "$tmp/out")
        c=$(sed -n 's/.* cpu=\([0-9.]*\).*/\1/p' "$tmp/out")
    fi
    wall[$key]="${wall[$key]:-} $e"
    cpu[$key]="${cpu[$key]:-} $c"
    rss[$key]=$(awk -v a="${rss[$key]:-0}" -v b="$m" 'BEGIN{print (b > a) ? b : a}')
    loads[$key]="${loads[$key]:-} $load"
    printf '  %-14s %8.3f s wall %8.3f s cpu %6.0f MiB  load %s\n' "$key" "$e" "$c" \
        "$(awk -v k="$m" 'BEGIN{print k / 1024}')" "$load" >&2
}

for ((r = 1; r <= rounds; r++)); do
    echo "round $r ($(date -u +%H:%M:%S), $(uptime | sed 's/.*load/load/'))" >&2
    timed lib:generate "$bench" generate dfs "$w" "$h" "$seed"
    for s in bfs astar stats; do timed "lib:$s" "$bench" solve "$s" "$w" "$h" "$seed"; done
    [ "$cli" = 1 ] || continue
    timed cli:generate "$maze" generate -a dfs -W "$w" -H "$h" -s "$seed" -f mask -o "$tmp/m.mask"
    for s in bfs astar; do timed "cli:$s" "$maze" solve -a "$s" --json "$tmp/m.mask"; done
    timed cli:stats "$maze" stats "$tmp/m.mask"
done

list() { tr ' ' '\n' | grep .; }
median() { list | sort -g | awk '{a[NR]=$1} END{print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# median over the rounds of (solve / generation of the same round)
ratio() { paste -d' ' <(echo "$1" | list) <(echo "$2" | list) | awk '{print $1 / $2}' | median; }
echo "| $((w * h)) cells, $rounds rounds | wall s | x generation | CPU s | x generation (CPU) | peak RSS MiB | load average |"
echo "|---|---:|---:|---:|---:|---:|---|"
for side in lib cli; do
    [ "$side" = lib ] || [ "$cli" = 1 ] || continue
    for s in generate bfs astar stats; do
        k=$side:$s g=$side:generate rw=- rc=-
        if [ "$s" != generate ]; then
            rw=$(printf '%.2f' "$(ratio "${wall[$k]}" "${wall[$g]}")")
            rc=$(printf '%.2f' "$(ratio "${cpu[$k]}" "${cpu[$g]}")")
        fi
        printf '| %s | %.3f | %s | %.3f | %s | %.0f | %s |\n' "$k" "$(echo "${wall[$k]}" | median)" "$rw" \
            "$(echo "${cpu[$k]}" | median)" "$rc" "$(awk -v k="${rss[$k]}" 'BEGIN{print k / 1024}')" \
            "$(echo "${loads[$k]}" | list | sort -g | sed -n '1p;$p' | paste -sd- -)"
    done
done
