#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] - builds the libFuzzer targets with clang (all
# linking Debian's libpng built alongside, instrumented) and runs every one for
# SECONDS each (default 30) on its committed corpus fuzz/corpus/NAME, then
# prints a line per target: executions, corpus (inputs/size), crashes,
# leaks and timeouts. Fails on any crash, leak or timeout (the input is left
# in $FUZZ_BUILD/NAME-crash-* and so on), or when a fuzz/fuzz_*.c has no
# target that ran.
#   FUZZ_BUILD=DIR     build folder (build-fuzz); DIR/corpus/NAME gets the corpus
#   FUZZ_SEEDS=none    start from an empty corpus instead of the committed one
#   FUZZ_JOBS=N        targets run at once (1)
#   FUZZ_TARGETS="A B" only these targets
#   FUZZ_FORMAT=NAME   fuzz_read reads every input as format NAME (a campaign
#                      on one reader); its corpus is then DIR/corpus/fuzz_read-NAME
# scripts/fuzz.sh merge NAME DIR... - minimises the committed corpus of NAME
# and the inputs in DIR... (libFuzzer's -merge=1 into a fresh folder) and puts
# the result in fuzz/corpus/NAME; regress-* inputs are kept as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${FUZZ_BUILD:-build-fuzz}
start=$SECONDS
build() {
  CC=clang cmake -S . -B "$BUILD" -G Ninja -DMAZE_FUZZ=ON -DMAZE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    >"$BUILD.log" 2>&1 || { tail -20 "$BUILD.log"; exit 1; }
  # The fuzz targets alone: `maze`, the examples and the benchmarks are no part of a run.
  local all=() s
  for s in fuzz/fuzz_*.c; do all+=("$(basename "$s" .c)"); done
  cmake --build "$BUILD" --target "${all[@]}" >>"$BUILD.log" 2>&1 ||
    { grep -E "error|undefined" "$BUILD.log" | head -20; exit 1; }
}
# libFuzzer flags for target $1: its dictionary and fuzz/NAME.options lines.
flags() {
  [ -f "fuzz/$1.dict" ] && echo "-dict=fuzz/$1.dict"
  [ -f "fuzz/$1.options" ] && grep -v '^#' "fuzz/$1.options"
  printf '%s\n' -timeout=10 -rss_limit_mb=2048 -max_len=65536
}
count() { # the arguments that exist (unmatched globs do not)
  local n=0 f
  for f; do [ -e "$f" ] && n=$((n + 1)); done
  echo "$n"
}

if [ "${1:-}" = merge ]; then
  name=${2:?usage: fuzz.sh merge NAME DIR...}
  shift 2
  build
  fresh=$(mktemp -d)
  trap 'rm -rf "$fresh"' EXIT
  mapfile -t f < <(flags "$name")
  "$BUILD/fuzz/$name" "${f[@]}" -merge=1 "$fresh" "fuzz/corpus/$name" "$@" </dev/null >"$BUILD/$name.merge.log" 2>&1 ||
    { tail -20 "$BUILD/$name.merge.log"; exit 1; }
  find "fuzz/corpus/$name" -type f ! -name 'regress-*' -delete
  cp "$fresh"/* "fuzz/corpus/$name/"
  echo "fuzz: fuzz/corpus/$name: $(ls "fuzz/corpus/$name" | wc -l) files, $(du -sb "fuzz/corpus/$name" | cut -f1) bytes"
  exit 0
fi

SECS=${1:-30}
build
targets=${FUZZ_TARGETS:-$(for s in fuzz/fuzz_*.c; do basename "$s" .c; done)}
run() { # one target: its log in $BUILD/NAME.log, its summary in $BUILD/NAME.sum
  local name=$1 work="$BUILD/corpus/$1${FUZZ_FORMAT:+-$FUZZ_FORMAT}" seeds=()
  mkdir -p "$work"
  [ "${FUZZ_SEEDS:-}" != none ] && [ -d "fuzz/corpus/$name" ] && seeds=("fuzz/corpus/$name")
  mapfile -t f < <(flags "$name")
  local rc=0 t0=$SECONDS
  rm -f "$BUILD/$name"-{crash,leak,timeout,oom}-*
  "$BUILD/fuzz/$name" "${f[@]}" -max_total_time="$SECS" -print_final_stats=1 -artifact_prefix="$BUILD/$name-" \
    "$work" "${seeds[@]}" </dev/null >"$BUILD/$name.log" 2>&1 || rc=$? # stdin: a command reading "-" gets EOF
  local execs corp crash leak tout
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$BUILD/$name.log")
  corp=$({ grep -aE '^#[0-9]+.* corp: ' "$BUILD/$name.log" || true; } | tail -1 | sed -n 's/.* corp: \([^ ]*\) .*/\1/p')
  crash=$(count "$BUILD/$name"-crash-*)
  leak=$(count "$BUILD/$name"-leak-*)
  tout=$(count "$BUILD/$name"-timeout-* "$BUILD/$name"-oom-*)
  printf '%-14s %4ss %12s execs  corpus %-16s crashes %s leaks %s timeouts %s  rc %s\n' "$name" \
    $((SECONDS - t0)) "${execs:-?}" "${corp:-?}" "$crash" "$leak" "$tout" "$rc" >"$BUILD/$name.sum"
  return $rc
}
failed=0 ran=0
for name in $targets; do rm -f "$BUILD/$name.sum" "$BUILD/$name.log"; done
for name in $targets; do
  [ -x "$BUILD/fuzz/$name" ] || { echo "fuzz: fuzz/$name.c was not built into $BUILD/fuzz/$name" >&2; exit 1; }
  while [ "$(jobs -rp | wc -l)" -ge "${FUZZ_JOBS:-1}" ]; do wait -n || failed=1; done
  [ "$failed" = 1 ] && [ "${FUZZ_JOBS:-1}" = 1 ] && break
  echo "fuzz: $name for ${SECS}s"
  run "$name" &
  ran=$((ran + 1))
done
while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || failed=1; done
for name in $targets; do [ -f "$BUILD/$name.sum" ] && cat "$BUILD/$name.sum"; done
if [ "$failed" != 0 ]; then
  for name in $targets; do
    [ -f "$BUILD/$name.log" ] && ! grep -q 'rc 0$' "$BUILD/$name.sum" 2>/dev/null && { echo "== $name"; tail -40 "$BUILD/$name.log"; }
  done
  exit 1
fi
echo "fuzz: $ran targets, ${SECS}s each, no crash, leak or timeout ($((SECONDS - start))s with the build)"
