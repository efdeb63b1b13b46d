#!/usr/bin/env bash
# out_of_memory.sh - the command with each allocation of a run failed in turn
# (tests/failmalloc.so, an LD_PRELOAD library: the C library's own inside
# fopen and stdio, libpng's and zlib's, threads' included): every run ends in
# exit 0 with the right output, or exit 4 with one line saying memory ran
# out; never exit 3, "unknown error", a crash or a file left behind. Over a
# PNG mask, --min-solution on two threads, reading and writing files and
# PNGs, and --count, and a maze of another topology (whose format check makes
# a maze of its own). Then the pictures drawn through cairo under address
# space limits (ulimit -v) rising a megabyte at a time: loading cairo for
# want of memory is exit 4, not "not supported" (exit 3). cairo's own
# allocations are left out of the first sweep: cairo 1.16 does not survive a
# failed allocation in every place (its rasteriser longjmps to a stale
# frame), which no caller can mend.
set -euo pipefail
. "$(dirname "$0")/lib/expect.sh"
shim=$MAZE_BUILD_DIR/tests/failmalloc.so
[ -f "$shim" ] || fail "no $shim (built with the tests)"
if grep -q '^MAZE_SANITIZE:BOOL=ON' "$MAZE_BUILD_DIR/CMakeCache.txt"; then
  echo "out_of_memory.sh: skipped: a sanitized maze has the sanitizer's allocator, which an LD_PRELOAD one cannot replace"
  exit 77
fi
if under_valgrind; then # it replaces malloc too
  echo "out_of_memory.sh: skipped under valgrind (it replaces malloc itself)"
  exit 77
fi
cd "$T"
mkdir o
"$MAZE" generate -W 7 -H 5 -o m.txt
"$MAZE" generate -W 9 -H 6 -f map -o m.map
"$MAZE" generate -W 8 -H 6 --cell 2 --wall 1 --margin 0 -o mask.png

cases=("generate -W 7 -H 5" "generate --mask mask.png" "generate --mask mask.png -o o/g.png"
       "generate -W 6 -H 6 --min-solution 3 -j 2" "generate -W 6 -H 6 --min-solution 3 --count 2 -j 2 -o o/c.txt"
       "generate -a eller -W 9 -H 4 -o o/e.png" "solve m.txt" "solve -o o/s.png m.map" "render -o o/r.png m.txt"
       "stats m.txt" "list" "animate generate -W 5 -H 4 -o o/a.html" "animate solve -W 5 -H 4 -o o/a.gif"
       "generate --topology polar --rings 2 -o o/p.cells")
runs=0
mkdir w
for c in "${cases[@]}"; do
  read -ra args <<<"$c"
  rm -f count
  FAILMALLOC_COUNT=$T/count LD_PRELOAD=$shim "$MAZE" "${args[@]}" >want 2>want.err || fail "'$c' fails without injection"
  [ -s count ] || fail "'$c': no allocation count: the shim is not in effect"
  total=$(cat count)
  rm -rf w/* && mv o/* w/ 2>/dev/null || true
  for ((n = 1; n <= total + 2; n++)); do
    rc=0
    FAILMALLOC_AT=$n LD_PRELOAD=$shim "$MAZE" "${args[@]}" >got 2>err || rc=$?
    runs=$((runs + 1))
    what="'$c' with allocation $n of $total failed"
    case $rc in
      0) cmp -s got want && diff -r o w >/dev/null || fail "$what: exit 0 with other output" ;;
      4)
        # one line besides what a good run prints there (a seed found, a summary)
        grep -vxF -f want.err err >new.err || true
        [ "$(wc -l <new.err)" = 1 ] || fail "$what: $(wc -l <new.err) new lines: $(cat err)"
        grep -qiE "out of memory|too large for memory|cannot allocate" new.err ||
          fail "$what: exit 4 without saying so: $(cat err)"
        for f in o/*; do # --count: the mazes finished before are whole
          [ ! -e "$f" ] || cmp -s "$f" "w/${f#o/}" || fail "$what: $f is not whole"
        done
        ;;
      *) fail "$what: exit $rc, want 0 or 4: $(cat err)" ;;
    esac
    [ -z "$(find o -name '.*')" ] || fail "$what: left $(ls -A o)"
    rm -rf o/*
  done
done
echo "out of memory: $runs runs over ${#cases[@]} command lines, each allocation failed in turn: exit 0 or 4"

"$MAZE" generate --topology hex -W 4 -H 3 -o h.cells
low=$(for ((k = 1; k <= 64; k++)); do (ulimit -v $((k * 1024)) && "$MAZE" --version) >/dev/null 2>&1 && { echo $k; break; }; done)
[ -n "$low" ] || fail "maze --version does not run under 64 MB of address space"
vruns=0
for c in "generate -W 3 -H 2 -f pdf -o o/g.pdf" "render -f png -o o/h.png h.cells" "render -f svg -o o/h.svg h.cells"; do
  read -ra args <<<"$c"
  for ((k = low; ; k++)); do
    rc=0
    (ulimit -v $((k * 1024)) && exec "$MAZE" "${args[@]}") >got 2>err || rc=$?
    vruns=$((vruns + 1))
    what="'$c' under ulimit -v $((k * 1024))"
    case $rc in
      0) [ -n "$(ls o)" ] || fail "$what: exit 0 without the file"; break ;;
      4) grep -qiE "out of memory|too large for memory" err || fail "$what: exit 4 without saying so: $(cat err)" ;;
      *) fail "$what: exit $rc, want 0 or 4: $(cat err)" ;;
    esac
    [ -z "$(find o -name '.*')" ] || fail "$what: left $(ls -A o)"
    [ $k -lt 1024 ] || fail "'$c' fails under 1 GB of address space"
  done
  rm -rf o/*
done
echo "out of memory: $vruns runs of cairo's pictures from ulimit -v $((low * 1024)) up, a megabyte a step: exit 0 or 4"
