#!/usr/bin/env bash
# bench/throughput.sh - generation and solving throughput, side by side with
# ../shared/bench/ref_backtracker (built by path, never copied): every
# generator at each size (aldous-broder only at the smallest), the streaming
# ones also streamed, then bfs and astar corner to corner and maze stats on a
# dfs maze as ratios to generating it. Each round runs the reference and then
# every program of ours (A B A B ...); each figure is the median over the
# rounds (wall seconds as the programs report them, and CPU seconds, user +
# sys of the whole process, from /usr/bin/time), next to the median 1-minute
# load average (/proc/loadavg) seen as its runs started. Peak RSS is the
# largest seen. Prints markdown tables. Usage: bench/throughput.sh [BUILD_DIR]
#   env ROUNDS=3 SMALL_ROUNDS=7 SIZES="1000x1000 10000x10000" ALGOS="dfs eller ..." SEED=1
#   SOLVE=0 leaves out the solving runs
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

# run KEY CMD...: one timed run; appends its wall seconds, CPU seconds and
# the load average to the key's lists and keeps the largest RSS.
declare -A wall cpu load rss cells
run() {
    local key=$1 out t l
    shift
    t=$(mktemp)
    l=$(cut -d' ' -f1 /proc/loadavg)
    if ! out=$(/usr/bin/time -f "%M %U %S" -o "$t" "$@" 2>/dev/null); then
        rm -f "$t"
        echo "bench: failed: $*" >&2
        return 0
    fi
    local s c m u
    s=$(echo "$out" | sed -n 's/.*seconds=\([0-9.]*\).*/\1/p')
    c=$(echo "$out" | sed -n 's/.*cells=\([0-9]*\).*/\1/p')
    read -r m u < <(tail -1 "$t" | awk '{print $1, $2 + $3}')
    rm -f "$t"
    cells[$key]=$c
    wall[$key]="${wall[$key]:-} $s"
    cpu[$key]="${cpu[$key]:-} $u"
    load[$key]="${load[$key]:-} $l"
    rss[$key]=$(awk -v a="${rss[$key]:-0}" -v b="$m" 'BEGIN{print (b > a) ? b : a}')
}

# median LIST: the median of the numbers in LIST.
median() { echo "$1" | tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{v[NR] = $1} END{print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

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
        [ "${SOLVE:-1}" = 0 ] && continue
        for s in bfs astar stats; do run "solve:$s $size" "$ours" solve "$s" "$w" "$h" "$seed"; done
    done
done

mcells() { awk -v c="$1" -v s="$2" 'BEGIN{if (s > 0) printf "%.1f", c / s / 1e6; else print "-"}'; }
# per_ref REF_SECONDS REF_CELLS SECONDS CELLS: our cells per second over the
# reference's; "-" when a time is below the clock's resolution (CPU seconds
# from /usr/bin/time come in hundredths).
per_ref() { awk -v r="$1" -v rc="$2" -v s="$3" -v c="$4" 'BEGIN{if (r > 0 && s > 0) printf "%.2f", (c / s) / (rc / r); else print "-"}'; }
echo "Medians of $rounds rounds ($small_rounds at $small), reference and ours interleaved; load = 1-minute load average (median) as the runs started."
echo
echo "| algorithm | cells | seconds | Mcells/s | peak RSS MiB | x ref_backtracker | x ref (CPU s) | time/cell vs $small | load |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for size in $sizes; do
    for key in "ref $size" $(for a in $algos; do echo "$a|$size"; case " $streaming " in *" $a "*) echo "$a(stream)|$size" ;; esac; done); do
        key=${key/|/ }
        [ -n "${wall[$key]:-}" ] || continue
        name=${key% *} c=${cells[$key]} s=$(median "${wall[$key]}") u=$(median "${cpu[$key]}")
        rs=$(median "${wall[ref $size]}") ru=$(median "${cpu[ref $size]}") rc=${cells[ref $size]}
        [ "$name" = ref ] && name=ref_backtracker
        ratio=$(per_ref "$rs" "$rc" "$s" "$c")
        cratio=$(per_ref "$ru" "$rc" "$u" "$c")
        growth=-
        if [ "$size" != "$small" ] && [ -n "${wall[${key% *} $small]:-}" ]; then
            growth=$(awk -v a="$(median "${wall[${key% *} $small]}")" -v ac="${cells[${key% *} $small]}" -v b="$s" -v bc="$c" \
                'BEGIN{if (a > 0) printf "%.2f", (b / bc) / (a / ac); else print "-"}')
        fi
        printf '| %s | %s | %.3f | %s | %.0f | %s | %s | %s | %s |\n' "$name" "$c" "$s" "$(mcells "$c" "$s")" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" "$ratio" "$cratio" "$growth" "$(median "${load[$key]}")"
    done
done
echo
echo "| solving a dfs maze | cells | seconds | peak RSS MiB | x dfs generation time | load |"
echo "|---|---:|---:|---:|---:|---:|"
for size in $sizes; do
    for s in bfs astar stats; do
        key="solve:$s $size"
        [ -n "${wall[$key]:-}" ] || continue
        t=$(median "${wall[$key]}") g=$(median "${wall[dfs $size]:-0}")
        printf '| %s | %s | %.3f | %.0f | %s | %s |\n' "$s" "${cells[$key]}" "$t" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" \
            "$(awk -v a="$t" -v g="$g" 'BEGIN{if (g > 0) printf "%.2f", a / g; else print "-"}')" "$(median "${load[$key]}")"
    done
done
