#!/usr/bin/env bash
# bench/book.sh - how long `maze book` takes for a 20-page book of 40
# mazes (20 x 20 dfs, 4 a page, answers at the back; the goal: seconds at
# most), with and without a difficulty band (--difficulty hard --hardest-of
# 3: three times the mazes judged, plus the 60 that set the band) and with
# --gaps (two distance passes a maze), against the same 40 mazes drawn the
# way there was before: one `maze solve -o x.pdf` per maze. Give a second
# maze binary to compare two builds: runs are interleaved A B A B and the
# medians of wall and CPU (user+sys) seconds reported, with the load.
# Usage: bench/book.sh [MAZE [OTHER_MAZE]]   env ROUNDS=7
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
a=${1:-$src/build/maze}
b=${2:-}
rounds=${ROUNDS:-7}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cases="book hard gaps singles"
# the 40 mazes of the plain book, as mask files, for the one-maze-a-file case
for s in $(seq 1 40); do "$a" generate -s "$s" -f mask -o "$T/m$s.mask"; done
singles() {
  local bin=$1
  for s in $(seq 1 40); do "$bin" solve --ends diameter -a bfs --page a4 -o "$T/s$s.pdf" "$T/m$s.mask" >/dev/null; done
}
export -f singles
export T
# one BIN TAG CASE: appends "wall cpu" of one run to $T/TAG-CASE
one() {
  local bin=$1 tag=$2 kase=$3 book=(book -o "$T/book.pdf" --count 40 --per-page 4 --title "Forty mazes")
  case $kase in
    book) /usr/bin/time -f "%e %U %S" -o "$T/t" "$bin" "${book[@]}" ;;
    hard) /usr/bin/time -f "%e %U %S" -o "$T/t" "$bin" "${book[@]}" --difficulty hard --hardest-of 3 ;;
    gaps) /usr/bin/time -f "%e %U %S" -o "$T/t" "$bin" "${book[@]}" --gaps ;;
    singles) /usr/bin/time -f "%e %U %S" -o "$T/t" bash -c "singles '$bin'" ;;
  esac
  awk '{printf "%s %.3f\n", $1, $2 + $3}' "$T/t" >>"$T/$tag-$kase"
}
med() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR] = $k} END {print v[int((NR + 1) / 2)]}'; }
load0=$(cut -d' ' -f1 /proc/loadavg)
for r in $(seq "$rounds"); do
  for kase in $cases; do
    one "$a" A "$kase"
    [ -z "$b" ] || one "$b" B "$kase"
  done
done
echo "maze book of 40 mazes (20 pages), median of $rounds interleaved runs; load $load0 -> $(cut -d' ' -f1 /proc/loadavg)"
printf '%-8s %-6s %8s %8s %10s  %s\n' case build wall_s cpu_s cpu/book binary
base=$(med "$T/A-book" 2)
for kase in $cases; do
  for tag in A B; do
    [ "$tag" = B ] && [ -z "$b" ] && continue
    bin=$a; [ "$tag" = B ] && bin=$b
    cpu=$(med "$T/$tag-$kase" 2)
    printf '%-8s %-6s %8s %8s %10s  %s\n' "$kase" "$tag" "$(med "$T/$tag-$kase" 1)" "$cpu" \
      "$(awk -v c="$cpu" -v b="$base" 'BEGIN {printf "%.2f", (b > 0 ? c / b : 0)}')" "$bin"
  done
done
