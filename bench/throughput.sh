#!/usr/bin/env bash
# bench/throughput.sh - generation and solving throughput, side by side with
# ref_backtracker from the reference folder MAZE_BENCH_REF_DIR (built by path
# from DIR/ref_backtracker.c, never copied): every
# generator of `maze list --names` at each size (those flagged slow only at
# the smallest), the streaming ones (flag rows) also streamed, then bfs and
# astar corner to corner and maze stats on a
# dfs maze as ratios to generating it. Each round runs the reference and then
# every program of ours (A B A B ...); each figure is the median over the
# rounds (wall seconds as the programs report them, and CPU seconds, user +
# sys of the whole process, from /usr/bin/time), next to the median 1-minute
# load average (/proc/loadavg) seen as its runs started. Peak RSS is the
# largest seen. The growth of the time per cell from the first size uses the
# CPU seconds maze_bench measures around the timed part (wall times of short
# runs under load mostly measure the wait for a core). Prints markdown tables. Usage: bench/throughput.sh [BUILD_DIR]
#   env ROUNDS=3 SMALL_ROUNDS=7 SIZES="1000x1000 10000x10000" ALGOS="dfs eller ..." SEED=1
#   SOLVE=0 leaves out the solving runs
# (runs of the first, small size last milliseconds: they get SMALL_ROUNDS)
#
# GROWTH=1: the time-per-cell growth table (goal: at most 1.5x) instead. Every
# round runs each algorithm at each size (default 1e6, 1e7, 1e8 cells; ALGOS
# default "prim prim-simple kruskal growing-tree"; an entry NAME:BIAS passes
# --bias, e.g. growing-tree:random), one process each, A B C A B C ...; the
# table has the median wall and CPU ns per cell over the ROUNDS runs (CPU
# time counts memory stalls but not waiting for a core, so it moves less on a
# shared machine), the growth of each from the first size to the last, the
# peak RSS at the last size and the 1-minute load average seen by the runs.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
refdir=${MAZE_BENCH_REF_DIR:-}
[ -f "$refdir/ref_backtracker.c" ] || { echo "throughput.sh: MAZE_BENCH_REF_DIR must name the folder of ref_backtracker.c" >&2; exit 2; }
rounds=${ROUNDS:-3}
small_rounds=${SMALL_ROUNDS:-7}
sizes=${SIZES:-1000x1000 10000x10000}
seed=${SEED:-1}
ours=$build/bench/maze_bench
[ -x "$ours" ] || { echo "build first: cmake --build $build (needs $ours)" >&2; exit 2; }
ref=$build/bench/ref_backtracker_cc
cc -O2 -o "$ref" "$refdir/ref_backtracker.c" # the command in its header
# The generators and their flags, from the library's table.
table=$("$build/maze" list --names) || { echo "throughput.sh: '$build/maze list --names' failed: build first" >&2; exit 2; }
flagged() { awk -v f="$1" '$1 == "generator" && ("," $3 ",") ~ ("," f ",") {print $2}' <<<"$table" | tr '\n' ' '; }
algos=${ALGOS:-$(awk '$1 == "generator" {print $2}' <<<"$table" | tr '\n' ' ')}
streaming=$(flagged rows)
slow=$(flagged slow)

# run KEY CMD...: one timed run; appends its wall seconds, CPU seconds and
# the load average to the key's lists and keeps the largest RSS.
declare -A wall cpu tcpu load rss cells
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
    local s c m u k
    s=$(echo "$out" | sed -n 's/.* seconds=\([0-9.]*\).*/\1/p')
    k=$(echo "$out" | sed -n 's/.* cpu=\([0-9.]*\).*/\1/p')
    [ -n "$k" ] && tcpu[$key]="${tcpu[$key]:-} $k"
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

# GROWTH=1 (see the top): ns per cell from the generators' own wall and CPU
# times (cpu=, the generation only), medians of interleaved rounds.
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
if [ "${GROWTH:-0}" = 1 ]; then
    sizes=${SIZES:-1000x1000 4000x2500 10000x10000}
    galgos=${ALGOS:-prim prim-simple kruskal growing-tree}
    declare -A wall cpu grss gload
    for ((r = 0; r < rounds; r++)); do
        for a in $galgos; do
            for size in $sizes; do
                w=${size%x*} h=${size#*x} name=${a%%:*} bias=
                [ "$name" != "$a" ] && bias=${a#*:}
                load=$(cut -d' ' -f1 /proc/loadavg)
                out=$("$ours" generate "$name" "$w" "$h" "$seed" $bias) || { echo "bench: failed: $a $size" >&2; continue; }
                c=$(field "$out" cells)
                wall[$a $size]+="$(awk -v s="$(field "$out" seconds)" -v c="$c" 'BEGIN{print s / c * 1e9}') "
                cpu[$a $size]+="$(awk -v s="$(field "$out" cpu)" -v c="$c" 'BEGIN{print s / c * 1e9}') "
                grss[$a $size]=$(awk -v a="${grss[$a $size]:-0}" -v b="$(field "$out" peak_rss_kib)" 'BEGIN{print (b > a) ? b : a}')
                gload[$a $size]+="$load "
            done
        done
    done
    first=${sizes%% *} last=${sizes##* }
    printf '| algorithm |'
    for size in $sizes; do printf ' ns/cell %s (wall / CPU) |' "$size"; done
    printf ' growth %s -> %s (wall / CPU) | peak RSS MiB at %s | load (1-min, min-max) |\n' "$first" "$last" "$last"
    printf '|---|'
    for size in $sizes; do printf -- '---:|'; done
    printf -- '---:|---:|---|\n'
    for a in $galgos; do
        printf '| %s |' "$a"
        loads=
        for size in $sizes; do
            printf ' %.0f / %.0f |' "$(median "${wall[$a $size]:-0}")" \
                "$(median "${cpu[$a $size]:-0}")"
            loads+="${gload[$a $size]:-}"
        done
        gw=$(awk -v a="$(median "${wall[$a $first]:-0}")" \
            -v b="$(median "${wall[$a $last]:-0}")" 'BEGIN{if (a > 0) printf "%.2f", b / a; else print "-"}')
        gc=$(awk -v a="$(median "${cpu[$a $first]:-0}")" \
            -v b="$(median "${cpu[$a $last]:-0}")" 'BEGIN{if (a > 0) printf "%.2f", b / a; else print "-"}')
        printf ' %s / %s | %.0f | %s |\n' "$gw" "$gc" "$(awk -v k="${grss[$a $last]:-0}" 'BEGIN{print k / 1024}')" \
            "$(echo "$loads" | tr ' ' '\n' | grep . | sort -g | sed -n '1p;$p' | paste -sd-)"
    done
    exit 0
fi

small=${sizes%% *}
for size in $sizes; do
    w=${size%x*} h=${size#*x}
    n=$rounds
    [ "$size" = "$small" ] && [ "$small_rounds" -gt "$n" ] && n=$small_rounds
    for ((r = 0; r < n; r++)); do
        run "ref $size" "$ref" "$w" "$h" "$seed"
        for a in $algos; do
            case " $slow " in *" $a "*) [ "$size" != "$small" ] && continue ;; esac
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
echo "| algorithm | cells | seconds | Mcells/s | CPU s | peak RSS MiB | x ref_backtracker | x ref (CPU s) | CPU time/cell vs $small | load |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
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
        if [ "$size" != "$small" ] && [ -n "${tcpu[${key% *} $small]:-}" ]; then
            growth=$(awk -v a="$(median "${tcpu[${key% *} $small]}")" -v ac="${cells[${key% *} $small]}" \
                -v b="$(median "${tcpu[$key]}")" -v bc="$c" \
                'BEGIN{if (a > 0) printf "%.2f", (b / bc) / (a / ac); else print "-"}')
        fi
        printf '| %s | %s | %.3f | %s | %.2f | %.0f | %s | %s | %s | %.1f |\n' "$name" "$c" "$s" "$(mcells "$c" "$s")" "$u" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" "$ratio" "$cratio" "$growth" "$(median "${load[$key]}")"
    done
done
[ "${SOLVE:-1}" = 0 ] && exit 0
echo
echo "| solving a dfs maze | cells | seconds | peak RSS MiB | x dfs generation time | load |"
echo "|---|---:|---:|---:|---:|---:|"
for size in $sizes; do
    for s in bfs astar stats; do
        key="solve:$s $size"
        [ -n "${wall[$key]:-}" ] || continue
        t=$(median "${wall[$key]}") g=$(median "${wall[dfs $size]:-0}")
        printf '| %s | %s | %.3f | %.0f | %s | %.1f |\n' "$s" "${cells[$key]}" "$t" \
            "$(awk -v k="${rss[$key]}" 'BEGIN{print k / 1024}')" \
            "$(awk -v a="$t" -v g="$g" 'BEGIN{if (g > 0) printf "%.2f", a / g; else print "-"}')" "$(median "${load[$key]}")"
    done
done
