#!/usr/bin/env bash
# bench/warthog.sh - our searches beside warthog, the research code of
# Harabor et al. (warthog-core's A*, warthog-jps's JPS2 and JPS2+, built
# outside the project), interleaved on the same rows of every Moving AI map.
#
# Every round runs, one process each, on the same rows searched PASSES times, warthog astar, jps2 and jps2+, our
# ref_astar (built from MAZE_BENCH_REF_DIR/ref_astar.c as bench/movingai.sh
# does), `maze bench` astar and jps, and `maze bench --prepared` on the map's
# JPS+ table and subgoal graph (`maze prepare`, once a map), and each of our
# four again with `maze bench --cost-only` (astar-c, jps-c, jps+-c, sg-c);
# the order is rotated from round to round and reversed every other round.
# Each program times each query with its own timer, and the timers cover
# different work: warthog's stops when its search ends, before its path (the
# jump points) is made; `maze bench` times the library's call whole, the
# listing of every cell of the path included, and with --cost-only the
# search alone (no cells listed), the work warthog's timer covers. The
# whole-call ratios keep their table; the search-alone ones have their own,
# with the share of our whole call the search alone took (alone/whole).
# All timers read CLOCK_MONOTONIC, which
# the preload bench/cpu_clock.c turns into the thread's CPU time (CLOCK=wall
# leaves it alone), and the mean of a query is given net of what the timer
# reads around no work (the "floor", printed). A process's first pass over
# the rows pays for its first touches of memory (cold); the later passes are
# the searches on a loaded map (warm): ref_astar gives only its mean over all
# passes. The tables show the median over rounds of each warm mean and of
# the ratios taken within a round, with the lowest and highest round's ratio,
# then the cold means; warthog's costs are checked here against
# the .scen optimum (bench/movingai.sh's tolerance), the others count their
# own; every mismatch is counted per program and listed.
#
# Usage: bench/warthog.sh [BUILD_DIR]         (default BUILD_DIR: ./build)
#   env WARTHOG=PROG        warthog-jps's program (none: "skipped", exit 0)
#       WARTHOG_ASTAR=PROG  warthog-core's program, for its astar (default:
#                           extern/warthog-core/warthog beside WARTHOG)
#       MAZE_MOVINGAI_DIR=DIR   the maps: DIR/SET/NAME.map, DIR/SET/NAME.map.scen
#       MAZE_BENCH_REF_DIR=DIR  the folder of ref_astar.c (none: its column is -)
#       ROWS=N      N rows taken evenly from each .scen (default 200; 0: all)
#       ROUNDS=N    rounds (default 3)
#       PASSES=P    passes over the rows in each process (default 2)
#       MAPS="dao/arena ..."    maps (default: every DIR/*/*.map)
#       CLOCK=wall  time wall-clock as the programs do by themselves
# Exit status: 0 with zero mismatches, 1 otherwise, 2 on a setup failure.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=bench/lib.sh
source "$src/bench/lib.sh"
build=${1:-$src/build}
wj=${WARTHOG:-}
if [ -z "$wj" ] || [ ! -x "$wj" ]; then
    echo "warthog.sh: skipped: WARTHOG=${wj:-(unset)} names no warthog-jps program"
    exit 0
fi
wa=${WARTHOG_ASTAR:-$(dirname "$wj")/extern/warthog-core/warthog}
[ -x "$wa" ] || wa=
data=${MAZE_MOVINGAI_DIR:-}
refdir=${MAZE_BENCH_REF_DIR:-}
rounds=${ROUNDS:-3} nrows=${ROWS:-200} passes=${PASSES:-2} clock=${CLOCK:-cpu}
maze=$build/maze
[ -x "$maze" ] || { echo "warthog.sh: no $maze (build first)" >&2; exit 2; }
[ -d "${data:-/nonexistent}" ] || { echo "warthog.sh: MAZE_MOVINGAI_DIR must name the Moving AI folder" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ ! -f "$refdir/ref_astar.c" ] || cc -O2 -o "$work/ref_astar" "$refdir/ref_astar.c" -lm
cc -O2 -DCPU_CLOCK_PROBE -o "$work/probe" "$src/bench/cpu_clock.c"
pre=
if [ "$clock" = cpu ]; then
    cc -O2 -shared -fPIC -o "$work/cpu_clock.so" "$src/bench/cpu_clock.c"
    pre=$work/cpu_clock.so
    # the preload comes before a sanitizer build's runtime
    export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
fi
floor=$(LD_PRELOAD=$pre "$work/probe")

progs=(ref astar astar-c w_astar jps jps-c w_jps2 jps+ jps+-c sg sg-c w_jps2+)
[ -x "$work/ref_astar" ] || progs=("${progs[@]/ref/}")
[ -n "$wa" ] || progs=("${progs[@]/w_astar/}")
read -r -a progs <<<"${progs[*]}"

# Per-query microseconds (one a line, in row order, on stdin) over
# passes of $1 rows: prints "warm cold", the means of the passes after the
# first (of the first when there is one) and of the first.
pass_means() {
    awk -v n="$1" '{ if (NR <= n) { c += $1; nc++ } else { w += $1; nw++ } }
        END { if (!nw) { w = c; nw = nc } printf "%.4f %.4f\n", nw ? w / nw : 0, nc ? c / nc : 0 }'
}

# Warthog's rows ($2, its output) against the scenario $1: prints "warm
# cold bad queries" (from its nanos column); a row whose cost misses the
# optimum, or that is missing, goes to $work/mis as a line of its own.
warthog_rows() {
    awk '$1 ~ /^[0-9]+$/ { print $8 / 1e3 }' "$2" | pass_means "$nq" | tr '\n' ' '
    awk -v prog="$3" -v map="$4" -v mis="$work/mis" -v nq="$nq" '
        function miss(s) { bad++; if (bad <= 10) print "# mismatch: " prog " " map " " s >>mis }
        NR == FNR { if (FNR > 1 && NF >= 9) { n++; opt[n - 1] = $9; q[n - 1] = $5 "," $6 " -> " $7 "," $8 } next }
        FNR == 1 || $1 !~ /^[0-9]+$/ { next }
        { seen[$1] = 1; c = $10; o = opt[$1]; d = c - o; d = d < 0 ? -d : d
          if (d > 1e-3 * (o > 1 ? o : 1) && d > 0.011) miss("row " ($1 % nq + 1) " (" q[$1] "): cost " c ", optimum " o) }
        END { for (i = 0; i < n; i++) if (!(i in seen)) miss("row " (i % nq + 1) " (" q[i] "): no answer")
              if (bad > 10) print "# mismatch: " prog " " map ": " bad - 10 " more" >>mis
              printf "%d %d\n", bad, n }' "$1" "$2"
}

# Program $1 on the scenario: prints "warm cold bad queries"; NAME-c is
# our NAME with --cost-only.
run_prog() {
    local o st=0 co=
    case $1 in *-c) co=--cost-only ;; esac
    case ${1%-c} in
    w_*)
        local w=$wj alg=${1#w_}
        [ "$1" != w_astar ] || w=$wa
        LD_PRELOAD=$pre "$w" --alg "$alg" --scen "$scen" --map "$map" >"$work/w.out" 2>"$work/w.err" || st=$?
        [ "$st" = 0 ] || echo "# $1 on $m exited $st: $(tail -1 "$work/w.err")" >>"$work/mis"
        warthog_rows "$scen" "$work/w.out" "$1" "$m"
        return ;;
    ref) o=$(LD_PRELOAD=$pre "$work/ref_astar" "$map" "$scen") || true ;;
    jps+) o=$(LD_PRELOAD=$pre "$maze" bench --rows ${co:+"$co"} --prepared "$work/p" --map "$map" "$scen") || true ;;
    sg) o=$(LD_PRELOAD=$pre "$maze" bench --rows ${co:+"$co"} --prepared "$work/s" --map "$map" "$scen") || true ;;
    *) o=$(LD_PRELOAD=$pre "$maze" bench --rows ${co:+"$co"} -a "${1%-c}" --map "$map" "$scen") || true ;;
    esac
    local q us
    q=$(grep 'queries=' <<<"$o" | bench_field queries)
    [ -n "$q" ] || { echo "warthog.sh: $1 gave no figures on $m" >&2; exit 2; }
    if [ "$1" = ref ]; then us=$(grep 'queries=' <<<"$o" | bench_field mean_us) && us="$us $us"
    else us=$(grep -o ' us=[0-9.]*' <<<"$o" | cut -d= -f2 | pass_means "$nq"); fi
    echo "$us $(grep 'queries=' <<<"$o" | bench_field mismatches) $q"
}

# The programs in round $1's order: rotated by the round, every other one reversed.
order() {
    local n=${#progs[@]} i k
    for ((i = 0; i < n; i++)); do
        k=$(((i + $1) % n))
        [ $(($1 % 2)) = 0 ] || k=$(((n - 1 - i + $1) % n))
        echo "${progs[$k]}"
    done
}

maps=${MAPS:-$(for f in "$data"/*/*.map; do f=${f%.map} && echo "${f#"$data"/}"; done)}
: >"$work/res" && : >"$work/mis"
echo "# bench/warthog.sh: ROUNDS=$rounds ROWS=$nrows PASSES=$passes CLOCK=$clock, $(date -u '+%F %T') UTC, $(uptime | sed 's/.*load/load/')"
echo "# timer floor (an empty timed interval, taken off every mean): $floor us"
for m in $maps; do
    map=$data/$m.map scen=$work/q.scen
    bench_thin "$nrows" "$map.scen" "$work/one.scen"
    nq=$(($(wc -l <"$work/one.scen") - 1))
    bench_passes "$passes" "$work/one.scen" "$scen"
    bench_prepare "$maze" jps+ "$map" "$work/p"
    bench_prepare "$maze" subgoal "$map" "$work/s"
    l0=$(bench_load)
    for ((r = 0; r < rounds; r++)); do
        for p in $(order "$r"); do
            run_prog "$p" >"$work/one" # not in a $(...): its exit 2 ends the run
            echo "$m $r $p $(cat "$work/one")" >>"$work/res"
        done
    done
    echo "$m load $l0-$(bench_load)" >>"$work/res"
    echo "# $m done $(date -u '+%T')" >&2
done

# The tables: medians over rounds of each mean (net of the floor) and of the
# round ratios; "-" where a program did not run.
awk -v floor="$floor" -v passes="$passes" '
    function median(a, n,   i, j, t) {
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    function us(t, m, p,   r, v, n) { n = 0; for (r = 0; r < R[m]; r++) if ((m, r, p) in t) v[++n] = t[m, r, p]
        return n ? sprintf("%.3f", median(v, n)) : "-" }
    function ratio(t, m, a, b,   r, v, n, lo, hi, x) {
        n = 0; for (r = 0; r < R[m]; r++) if ((m, r, a) in t && (m, r, b) in t && t[m, r, b] > 0) {
            x = t[m, r, a] / t[m, r, b]; v[++n] = x; if (n == 1 || x < lo) lo = x; if (n == 1 || x > hi) hi = x }
        return n ? sprintf("%.3f (%.3f-%.3f)", median(v, n), lo, hi) : "-" }
    function net(x) { x -= floor; return x > 0 ? x : 0 }
    function head(what,   i) { printf "%-22s %4s %3s", "map", what, "rnd"; for (i = 1; i <= np; i++) printf " %9s", P[i] }
    function row(t, m,   i) { printf "%-22s %4d %3d", m, Q[m], R[m]; for (i = 1; i <= np; i++) printf " %9s", us(t, m, P[i]) }
    $2 == "load" { load[$1] = $3; next }
    { if (!($1 in R)) order[++M] = $1; if ($2 + 1 > R[$1]) R[$1] = $2 + 1
      warm[$1, $2, $3] = net($4); cold[$1, $2, $3] = net($5); bad[$1, $3] += $6; Q[$1] = $7 / passes }
    END {
        np = split("ref astar w_astar jps w_jps2 jps+ sg w_jps2+", P, " ")
        print "\n# mean us a query" (passes > 1 ? " after the first pass" : "") " (median over rounds); bad: mismatches, all rounds and passes"
        head("rows"); printf "  %-11s %s\n", "load", "bad"
        for (k = 1; k <= M; k++) { m = order[k]; b = ""
            row(warm, m); for (i = 1; i <= np; i++) if (bad[m, P[i]]) b = b (b == "" ? "" : ",") P[i] ":" bad[m, P[i]]
            printf "  %-11s %s\n", load[m], b == "" ? 0 : b }
        print "\n# ratios within a round, median (lowest-highest round); lower: ours faster"
        printf "%-22s %-22s %-22s %-22s %-22s %-22s\n", "map", "sg/w_jps2+", "jps+/w_jps2+", "jps/w_jps2", "astar/w_astar", "ref/w_astar"
        for (k = 1; k <= M; k++) { m = order[k]
            printf "%-22s %-22s %-22s %-22s %-22s %-22s\n", m, ratio(warm, m, "sg", "w_jps2+"), ratio(warm, m, "jps+", "w_jps2+"),
                ratio(warm, m, "jps", "w_jps2"), ratio(warm, m, "astar", "w_astar"), ratio(warm, m, "ref", "w_astar") }
        nc = split("astar-c jps-c jps+-c sg-c", C, " ")
        print "\n# search alone (maze bench --cost-only: no cells listed), the work warthog\047s timer covers: mean us a query" (passes > 1 ? " after the first pass" : "")
        print "# (median over rounds); alone/whole: ratio within a round to our whole call (median, lowest-highest)"
        printf "%-22s %4s %3s", "map", "rows", "rnd"; for (i = 1; i <= nc; i++) printf " %9s", C[i]
        printf " %-22s %-22s %s\n", "sg-c/sg", "jps+-c/jps+", "bad"
        for (k = 1; k <= M; k++) { m = order[k]; b = ""
            printf "%-22s %4d %3d", m, Q[m], R[m]; for (i = 1; i <= nc; i++) printf " %9s", us(warm, m, C[i])
            for (i = 1; i <= nc; i++) if (bad[m, C[i]]) b = b (b == "" ? "" : ",") C[i] ":" bad[m, C[i]]
            printf " %-22s %-22s %s\n", ratio(warm, m, "sg-c", "sg"), ratio(warm, m, "jps+-c", "jps+"), b == "" ? 0 : b }
        print "\n# search-alone ratios within a round, median (lowest-highest round); lower: ours faster"
        printf "%-22s %-22s %-22s %-22s %-22s\n", "map", "sg-c/w_jps2+", "jps+-c/w_jps2+", "jps-c/w_jps2", "astar-c/w_astar"
        for (k = 1; k <= M; k++) { m = order[k]
            printf "%-22s %-22s %-22s %-22s %-22s\n", m, ratio(warm, m, "sg-c", "w_jps2+"), ratio(warm, m, "jps+-c", "w_jps2+"),
                ratio(warm, m, "jps-c", "w_jps2"), ratio(warm, m, "astar-c", "w_astar") }
        if (passes < 2) exit
        print "\n# cold: mean us a query of the first pass (median over rounds; ref: all passes)"
        head("rows"); printf " %-22s %-22s\n", "sg/w_jps2+", "jps/w_jps2"
        for (k = 1; k <= M; k++) { m = order[k]; row(cold, m)
            printf " %-22s %-22s\n", ratio(cold, m, "sg", "w_jps2+"), ratio(cold, m, "jps", "w_jps2") }
    }' "$work/res"
cat "$work/mis"
echo "# done $(date -u '+%T') UTC, $(uptime | sed 's/.*load/load/')"
awk '$2 != "load" { b += $6 } END { exit b > 0 }' "$work/res"
