#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] - builds the libFuzzer targets with clang (fuzz_mask
# with Debian's libpng built alongside, instrumented) and runs every one, one
# after the other, for SECONDS each (default 30) on its committed corpus
# fuzz/corpus/NAME. Exits non-zero on the first crash, leak or timeout, or
# when a fuzz/fuzz_*.c has no target that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-30}
BUILD=${FUZZ_BUILD:-build-fuzz}
start=$SECONDS
CC=clang cmake -S . -B "$BUILD" -G Ninja -DMAZE_FUZZ=ON -DMAZE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$BUILD.log" 2>&1 ||
  { tail -20 "$BUILD.log"; exit 1; }
cmake --build "$BUILD" >>"$BUILD.log" 2>&1 || { grep -E "error|undefined" "$BUILD.log" | head -20; exit 1; }
ran=0
for src in fuzz/fuzz_*.c; do
  name=$(basename "$src" .c)
  bin="$BUILD/fuzz/$name"
  [ -x "$bin" ] || { echo "fuzz: $src was not built into $bin" >&2; exit 1; }
  work="$BUILD/corpus/$name"
  mkdir -p "$work"
  seeds=()
  [ -d "fuzz/corpus/$name" ] && seeds+=("fuzz/corpus/$name")
  dict=()
  [ -f "fuzz/$name.dict" ] && dict=(-dict="fuzz/$name.dict")
  extra=() # fuzz/NAME.options: more libFuzzer flags, one a line
  [ -f "fuzz/$name.options" ] && mapfile -t extra < <(grep -v '^#' "fuzz/$name.options")
  echo "fuzz: $name for ${SECS}s"
  "$bin" "${dict[@]}" "${extra[@]}" -max_total_time="$SECS" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$BUILD/" "$work" "${seeds[@]}" 2>"$BUILD/$name.log" || { tail -40 "$BUILD/$name.log"; exit 1; }
  grep -E 'stat::number_of_executed_units|stat::new_units_added' "$BUILD/$name.log" | tr '\n' ' '
  echo " corpus=$(ls "$work" | wc -l)"
  ran=$((ran + 1))
done
echo "fuzz: $ran targets, ${SECS}s each, no crash, leak or timeout ($((SECONDS - start))s with the build)"
