# bench/lib.sh - shell the Moving AI drivers share (sourced, not run): the
# figures of `maze bench` and `maze prepare` lines, medians, and a
# scenario thinned to rows taken evenly.
# shellcheck shell=bash

# The number after KEY= in the text on stdin (first one), or nothing (and
# status 0, so that a caller under `set -e -o pipefail` can test for it).
bench_field() { { grep -o "$1=[0-9.]*" || true; } | head -1 | cut -d= -f2; }

# The median of the numbers on stdin, one a line.
bench_median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The 1-minute load average.
bench_load() { cut -d' ' -f1 /proc/loadavg; }

# MAZE METHOD MAP OUT: `maze prepare --method METHOD MAP -o OUT`; sets
# prep_ms and prep_mib from its line.
# shellcheck disable=SC2034 # set for the caller
bench_prepare() {
    local out
    out=$("$1" prepare --method "$2" "$3" -o "$4")
    prep_ms=$(grep -o 'prepared in [0-9.]*' <<<"$out" | awk '{print $3}')
    prep_mib=$(grep -o '[0-9.]* MiB' <<<"$out" | awk '{print $1}')
}

# N IN OUT: the scenario IN with N of its rows, taken evenly through the file
# (its rows run from short to long paths: the middle row of each N-th of
# them), header kept, blank lines dropped; N <= 0 keeps all.
bench_thin() {
    awk -v n="$1" 'NR == FNR { if (FNR > 1 && NF) rows++; next }
        FNR == 1 { if (n <= 0 || n > rows) n = rows; for (i = 0; i < n; i++) keep[int((i + 0.5) * rows / n)] = 1; print; next }
        NF && keep[j++]' "$2" "$2" >"$3"
}

# P IN OUT: the scenario IN with its rows repeated P times (the whole list,
# in order), so that one process searches them P times.
bench_passes() {
    awk -v p="$1" 'NR == 1 { print; next } { r[++n] = $0 } END { for (k = 0; k < p; k++) for (i = 1; i <= n; i++) print r[i] }' "$2" >"$3"
}
