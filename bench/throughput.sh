#!/usr/bin/env bash
# bench/throughput.sh - generation and solving throughput, side by side with
# ../shared/bench/ref_backtracker (built by path, never copied): every
# generator at each size (aldous-broder only at the smallest), the streaming
# ones also streamed, then bfs and astar corner to corner and maze stats on a
# dfs maze as ratios to generating it. Each process runs ROUNDS times,
# interleaved with the reference, and keeps its fastest run (the least
# disturbed by other load); peak RSS is the largest seen (/usr/bin/time).
# Prints a markdown table. Usage: bench/throughput.sh [BUILD_DIR]
#   env ROUNDS=3 SMALL_ROUNDS=7 SIZES="1000x1000 10000x10000" ALGOS="dfs eller ..." SEED=1
# (runs of the first, small size last milliseconds: they get SMALL_ROUNDS)
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
shared=${MAZE_SHARED:-$src/../shared}
[ -d "$shared/bench" ] || shared=$src/../../shared # a worktree in /work/wt/NAME
rounds=${ROUNDS:-3}
small_rounds=${SMALL_ROUNDS:-7}
sizes=${SIZES:-1000x1000 10000x10000}
seed=${SEED:-1}
ours=$build/bench/maze_bench
[ -x "$ours" ] || { echo "build first: cmake --build $build (needs $ours)" >&2; exit 2; }
ref=$build/bench/ref_backtracker_cc
cc -O2 -o "$ref" "$shared/bench/ref_backtracker.c" # the command in its header
algos=${ALGOS:-$("$build/maze" list 2>/dev/null | awk '/^generators/{g=1;next} /^solvers/{g=0} g&&NF{print $1}' || true)}
[ -n "$algos" ] || algos="dfs bfs prim prim-simple kruskal wilson aldous-broder hunt-and-kill growing-tree division eller sidewinder binary-tree"
streaming="eller sidewinder binary-tree"

# run KEY CMD...: one timed run; records the best seconds and the largest RSS.
declare -A best rss cells
run() {
    local key=$1 out t
    shift
    t=$(mktemp)
    if ! out=$(/usr/bin/time -f "%M" -o "$t" "$@" 2>/dev/null); then
        rm -f "$t"
        echo "bench: failed: $*" >&2
        return 0
    fi
    local s c m
    s=$(echo "$out" | sed -n 's/.*seconds=\([0-9.]*\).*/\1/p')
    c=$(echo "$out" | sed -n 's/.*cells=\([0-9]*\).*/\1/p')
    m=$(tail -1 "$t")
    rm -f "$t"
    cells[$key]=$c
    best[$key]=$(awk -v a="${best[$key]:-$s}" -v b="$s" 'BEGIN{print (b < a) ? b : a}')
    rss[$key]=$(awk -v a="${rss[$key]:-0}" -v b="$m" 'BEGIN{print (b > a) ? b : a}')
}

small=${sizes%% *}
for size in $sizes; do
    w=${size%x*} h=${size#*x}
    n=$rounds
    [ "$size" = "$small" ] && [ "$small_rounds" -gt "$n" ] && n=$small_rounds
    for ((r = 0; r < n; r++)); do
        run "ref $size" "$ref" "$w" "$h" "$seed"
        for a in $algos; do
            [ "$a" = aldous-broder ] && [ "$size" != "$small" ] && continue
            run "$a $size" "$ours" generate "$a" "$w" "$h" "$seed"
            case " $streaming " in *" $a "*) run "$a(stream) $size" "$ours" stream "$a" "$w" "$h" "$seed" ;; esac
        done
        for s in bfs astar stats; do run "solve:$s $size" "$ours" solve "$s" "$w" "$h" "$seed"; done
    done
done

mcells() { awk -v c="$1" -v s="$2" 'BEGIN{printf "%.1f", c / s / 1e6}'; }
echo "| algorithm | cells | seconds | Mcells/s | peak RSS MiB | x ref_backtracker | time/cell vs $small |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for size in $sizes; do
    for key in "ref $size" $(for a in $algos; do echo "$a|$size"; case " $streaming " in *" $a "*) echo "$a(stream)|$size" ;; esac; done); do
        key=${key/|/ }
        [ -n "${best[$key]:-}" ] || continue
        name=${key% *} c=${cells[$key]} s=${best[$key]}
        [ "$name" = ref ] && name=ref_backtracker
        ratio=$(awk -v r="${best[ref $size]}" -v s="$s" -v rc="${cells[ref $size]}" -v c="$c" 'BEGIN{printf "%.2f", (c / s) / (rc / r)}')
        growth=-
        if [ "$size" != "$small" ] && [ -n "${best[${key% *} $small]:-}" ]; then
            growth=$(awk -v a="${best[${key% *} $small]}" -v ac="${cells[${key% *} $small]}" -v b="$s" -v bc="$c" \
                'BEGIN{printf "%.2f", (b / bc) / (a / ac)}')
        fi
        printf '| %s | %s | %.3f | %s | %.0f | %s | %s |\n' "$name" "$c" "$s" "$(mcells "$c" "$s")" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" "$ratio" "$growth"
    done
done
echo
echo "| solving a dfs maze | cells | seconds | peak RSS MiB | x dfs generation time |"
echo "|---|---:|---:|---:|---:|"
for size in $sizes; do
    for s in bfs astar stats; do
        key="solve:$s $size"
        [ -n "${best[$key]:-}" ] || continue
        printf '| %s | %s | %.3f | %.0f | %s |\n' "$s" "${cells[$key]}" "${best[$key]}" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" \
            "$(awk -v a="${best[$key]}" -v g="${best[dfs $size]:-0}" 'BEGIN{if (g > 0) printf "%.2f", a / g; else print "-"}')"
    done
done
