#!/usr/bin/env bash
# scen_rows.sh - how `maze bench` grows with the rows of a .scen: for each
# size, a file whose rows all name one map and one whose rows name that same
# map each by its own directory (as many distinct names as rows), run in turn
# (interleaved, ROUNDS times, the median kept); prints microseconds per row.
# Flat columns mean linear; the old grouping by name grew with rows x names.
# usage: bench/scen_rows.sh [MAZE [ROUNDS [SIZES...]]]  (default build/maze 3 1e4 1e5 1e6)
set -euo pipefail
MAZE=${1:-build/maze}
ROUNDS=${2:-3}
shift $(($# > 2 ? 2 : $#))
SIZES=${*:-10000 100000 1000000}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf 'type octile\nheight 3\nwidth 3\nmap\n...\n...\n...\n' >"$T/tiny.map"

# rows N KIND: a .scen of N queries on tiny.map; KIND one (one name) or dirs (d1/tiny.map, d2/...)
rows() {
  awk -v n="$1" -v kind="$2" 'BEGIN {
    print "version 1"
    for (i = 1; i <= n; i++)
      printf "0\t%s\t3\t3\t0\t0\t2\t2\t2.82842712\n", (kind == "one" ? "tiny.map" : "d" i "/tiny.map")
  }'
}

# --max-rows where the command has it (a build from before it had no cap)
CAP=()
if "$MAZE" bench --help | grep -q -- --max-rows; then CAP=(--max-rows 1000000); fi

seconds() { # the wall time of one run, in seconds
  local t0 t1
  t0=$(date +%s.%N)
  "$MAZE" bench "${CAP[@]}" "$1" >/dev/null
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f\n", b - a }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%10s  %14s  %14s  %8s\n' rows "one name us/row" "N names us/row" ratio
for n in $SIZES; do
  n=$(awk -v n="$n" 'BEGIN { printf "%d", n }')
  rows "$n" one >"$T/one.scen"
  rows "$n" dirs >"$T/dirs.scen"
  : >"$T/one.t"
  : >"$T/dirs.t"
  for _ in $(seq "$ROUNDS"); do
    seconds "$T/one.scen" >>"$T/one.t"
    seconds "$T/dirs.scen" >>"$T/dirs.t"
  done
  one=$(median <"$T/one.t")
  dirs=$(median <"$T/dirs.t")
  awk -v n="$n" -v a="$one" -v b="$dirs" 'BEGIN { printf "%10d  %14.3f  %14.3f  %8.2f\n", n, a * 1e6 / n, b * 1e6 / n, b / a }'
done
