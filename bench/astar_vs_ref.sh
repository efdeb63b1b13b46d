#!/bin/bash
# astar_vs_ref.sh - our astar (or --algo A) beside ../shared/bench/ref_astar.c
# on every Moving AI map, alternating the two ROUNDS times (best mean of each
# kept) so both see the same machine load; prints the ratio table.
# Usage: bench/astar_vs_ref.sh [--algo A] [--rounds N] [MAP.scen ...]
set -e
src=$(cd "$(dirname "$0")/.." && pwd)
shared=${MAZE_SHARED:-$src/../shared}
[ -d "$shared" ] || shared=$src/../../shared  # a git worktree under wt/
build=${BUILD:-$src/build}
algo=astar; rounds=3
while [ $# -gt 0 ]; do
  case $1 in
    --algo) algo=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    *) break ;;
  esac
done
scens=("$@")
[ ${#scens[@]} -eq 0 ] && scens=($(ls "$shared"/movingai/*/*.scen))
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target maze_static >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/ref_astar" "$shared/bench/ref_astar.c" -lm
cc -O2 -I "$src/include" -o "$tmp/ours" "$src/bench/astar_vs_ref.c" "$build/libmaze.a" -lm -lpthread \
  $(pkg-config --libs libpng 2>/dev/null || true)
minof() { if [ -z "$1" ]; then echo "$2"; else awk -v a="$1" -v b="$2" 'BEGIN{print (b < a) ? b : a}'; fi; }
field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
printf "%-28s %8s %10s %10s %7s %10s %10s\n" map queries ref_us ${algo}_us ratio mismatch expanded
for scen in "${scens[@]}"; do
  map=${scen%.scen}
  best_ref=; best_our=
  for ((i = 0; i < rounds; i++)); do
    r=$("$tmp/ref_astar" "$map" "$scen" || true)
    o=$("$tmp/ours" --algo "$algo" "$map" "$scen" || true)
    ru=$(echo "$r" | field mean_us); ou=$(echo "$o" | field mean_us)
    best_ref=$(minof "$best_ref" "$ru"); best_our=$(minof "$best_our" "$ou")
  done
  name=$(basename "$(dirname "$map")")/$(basename "$map" .map)
  printf "%-28s %8s %10.1f %10.1f %7.3f %10s %10s\n" "$name" "$(echo "$o" | field queries)" "$best_ref" "$best_our" \
    "$(echo "$best_our $best_ref" | awk '{print $1/$2}')" "$(echo "$o" | field mismatches)" "$(echo "$o" | field mean_expanded)"
done
