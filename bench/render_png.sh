#!/usr/bin/env bash
# bench/render_png.sh - how long `maze render -f png` of a W x H maze takes
# (the goal: a 1000 x 1000 maze well under a second), from its mask file, with
# the default options and with a solved path (maze solve -o x.png). Give a
# second maze binary to compare two builds: runs are interleaved A B A B and
# the medians of wall and CPU (user+sys) seconds reported, with the load.
# Usage: bench/render_png.sh [MAZE [OTHER_MAZE]]   env ROUNDS=7 SIZE=1000x1000
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
a=${1:-$src/build/maze}
b=${2:-}
rounds=${ROUNDS:-7}
size=${SIZE:-1000x1000}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$a" generate -W "${size%x*}" -H "${size#*x}" -s 1 -f mask -o "$T/m.mask"
# one BIN CASE: appends "wall cpu" of one run to $T/BIN-CASE
one() {
  local bin=$1 tag=$2 kase=$3
  case $kase in
    render) /usr/bin/time -f "%e %U %S" -o "$T/t" "$bin" render -f png -o "$T/out.png" "$T/m.mask" ;;
    solve) /usr/bin/time -f "%e %U %S" -o "$T/t" "$bin" solve -a bfs -o "$T/out.png" "$T/m.mask" >/dev/null ;;
  esac
  awk '{printf "%s %.3f\n", $1, $2 + $3}' "$T/t" >>"$T/$tag-$kase"
}
med() { sort -n -k"$2" "$1" | awk -v k="$2" '{v[NR] = $k} END {print v[int((NR + 1) / 2)]}'; }
for kase in render solve; do
  for r in $(seq "$rounds"); do
    one "$a" A "$kase"
    [ -z "$b" ] || one "$b" B "$kase"
  done
done
echo "maze render/solve -f png of a $size maze, median of $rounds runs; load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %-6s %8s %8s  %s\n' case build wall_s cpu_s binary
for kase in render solve; do
  printf '%-8s %-6s %8s %8s  %s\n' "$kase" A "$(med "$T/A-$kase" 1)" "$(med "$T/A-$kase" 2)" "$a"
  [ -z "$b" ] || printf '%-8s %-6s %8s %8s  %s\n' "$kase" B "$(med "$T/B-$kase" 1)" "$(med "$T/B-$kase" 2)" "$b"
done
