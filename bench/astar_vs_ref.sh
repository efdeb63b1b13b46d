#!/bin/bash
# astar_vs_ref.sh - our astar (or --algo A) beside ../shared/bench/ref_astar.c
# on every Moving AI map: both searches run on each query in one process,
# interleaved (bench/astar_vs_ref.c); the best of ROUNDS runs' ratio (our
# mean time / the yardstick's) is printed per map, with mismatches (ours/ref).
# Each query runs REPS times through each solver (default 3) and its best
# time counts, so a run the scheduler preempted does not skew the mean.
# --sample K keeps every K-th query of each file (all by default).
# Usage: bench/astar_vs_ref.sh [--algo A] [--rounds N] [--reps N] [--sample K] [MAP.scen ...]
set -e
src=$(cd "$(dirname "$0")/.." && pwd)
shared=${MAZE_SHARED:-$src/../shared}
[ -d "$shared" ] || shared=$src/../../shared  # a git worktree under wt/
build=${BUILD:-$src/build}
algo=astar; rounds=1; reps=3; sample=1
while [ $# -gt 0 ]; do
  case $1 in
    --algo) algo=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --sample) sample=$2; shift 2 ;;
    *) break ;;
  esac
done
scens=("$@")
[ ${#scens[@]} -eq 0 ] && scens=($(ls "$shared"/movingai/*/*.scen))
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target maze_static >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The yardstick's own search is compiled into the driver from where it lies
# (never copied) so each query runs through both, interleaved, in one process.
cc -O2 -I "$src/include" -DMZ_REF_SOURCE="\"$shared/bench/ref_astar.c\"" -o "$tmp/both" \
  "$src/bench/astar_vs_ref.c" "$build/libmaze.a" -lm -lpthread $(pkg-config --libs libpng 2>/dev/null || true)
field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" | head -1; }
minof() { if [ -z "$1" ]; then echo "$2"; else awk -v a="$1" -v b="$2" 'BEGIN{print (b < a) ? b : a}'; fi; }
printf "%-26s %8s %10s %10s %7s %9s %10s %10s\n" map queries ref_us ${algo}_us ratio mismatch ref_exp ${algo}_exp
for scen in "${scens[@]}"; do
  map=${scen%.scen}
  if [ "$sample" -gt 1 ]; then  # every SAMPLE-th query, for a quicker look
    awk -v k="$sample" 'NR == 1 || (NR - 2) % k == 0' "$scen" > "$tmp/sampled.scen"; scen=$tmp/sampled.scen
  fi
  best=
  for ((i = 0; i < rounds; i++)); do
    out=$("$tmp/both" --algo "$algo" --reps "$reps" "$map" "$scen" || true)
    ratio=$(echo "$out" | field ratio)
    if [ -z "$best" ] || [ "$(minof "$best" "$ratio")" = "$ratio" ]; then best=$ratio; keep=$out; fi
  done
  ref=$(echo "$keep" | grep '^ref:'); our=$(echo "$keep" | grep -v '^ref:' | grep queries)
  name=$(basename "$(dirname "$map")")/$(basename "$map" .map)
  printf "%-26s %8s %10.1f %10.1f %7.3f %9s %10s %10s\n" "$name" "$(echo "$our" | field queries)" \
    "$(echo "$ref" | field mean_us)" "$(echo "$our" | field mean_us)" "$best" \
    "$(echo "$our" | field mismatches)/$(echo "$ref" | field mismatches)" \
    "$(echo "$ref" | field mean_expanded)" "$(echo "$our" | field mean_expanded)"
done
