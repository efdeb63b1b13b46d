#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] - builds the libFuzzer targets with clang and runs
# each for SECONDS (default 30) on its seed corpus (fuzz/corpus/NAME plus test
# and Moving AI files). Exits non-zero on the first crash, leak or timeout.
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-30}
BUILD=${FUZZ_BUILD:-build-fuzz}
CC=clang cmake -S . -B "$BUILD" -G Ninja -DMAZE_FUZZ=ON -DMAZE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD" >"$BUILD.log" 2>&1 || { grep -E "error|undefined" "$BUILD.log" | head -20; exit 1; }
for bin in "$BUILD"/fuzz/fuzz_*; do
  name=$(basename "$bin")
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
done
