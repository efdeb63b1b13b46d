#!/usr/bin/env bash
# huge.sh - maze generate for huge and many mazes: a streaming generator's
# rows go straight to the writer (the same bytes as drawing the maze from
# memory), sizes past the in-memory limit stream, memory stays small for a
# tall maze, and --count writes N numbered files whose contents depend only on
# their seeds, whatever the thread count; with each error's exit status; and
# `maze bench` on a .scen of ten million rows keeps the memory of its cap.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

# ---- streamed output = the same maze drawn from memory ----
# `render` reads the streamed mask into memory and draws it; the streamed
# pictures of the same seed must be byte-identical to those drawings.
formats=$(names format)
streaming=$(names generator rows)
[ -n "$formats" ] && [ -n "$streaming" ] || fail "no formats or no streaming generators in 'maze list --names'"
for a in $streaming; do
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -f mask -o "$T/m.mask"
  for f in $formats; do
    [ "$f" = mask ] && continue
    "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -f "$f" -o "$T/s.$f"
    "$MAZE" render -f "$f" -o "$T/r.$f" "$T/m.mask"
    cmp -s "$T/s.$f" "$T/r.$f" || fail "$a: streamed $f differs from the drawing of its mask"
  done
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -f mask | cmp -s - "$T/m.mask" || fail "$a: stdout differs from -o"
done

# ---- tall and over-the-limit mazes stream ----
# 4000 x 5000 = 2e7 cells through the mask writer to a file, and 8e7 to a
# pipe in little memory: the peak stays within 4 MiB of a 4 x 5 maze's (held
# in memory, 8e7 cells add about 19 MiB). Measured against the small run
# because a sanitizer build's own baseline is over 40 MiB.
"$MAZE" generate -a eller -W 4000 -H 5000 -f mask -o "$T/tall.mask"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "%M" -o "$T/rss0" "$MAZE" generate -a eller -W 4 -H 5 -f mask -o "$T/small.mask"
  /usr/bin/time -f "%M" -o "$T/rss" "$MAZE" generate -a eller -W 4000 -H 20000 -f mask >/dev/null
  small=$(tail -1 "$T/rss0") tall=$(tail -1 "$T/rss")
  [ $((tall - small)) -lt 4096 ] || fail "streaming 8e7 cells took $tall KiB, a 4 x 5 maze $small KiB"
fi
[ "$(head -1 "$T/tall.mask")" = "4000 5000" ] || fail "tall mask header"
[ "$(wc -l <"$T/tall.mask")" = 5001 ] || fail "tall mask rows"
# 1e10 cells is over the in-memory limit: dfs refuses (4), a streaming
# generator starts writing (here into /dev/full, so it stops at once: 3).
expect 4 "too large" "$MAZE" generate -a dfs -W 100000 -H 100000 -f mask -o "$T/x.mask"
expect 3 "/dev/full: cannot write" "$MAZE" generate -a binary-tree -W 100000 -H 100000 -f mask -o /dev/full
expect 2 "at least 1" "$MAZE" generate -a eller -W 0 -H 5
expect 4 "too large" "$MAZE" generate -a eller -W 3000000000 -H 5
[ ! -e "$T/x.mask" ] || fail "a refused maze left a file"

# ---- --count: N files, seeds S..S+N-1, any thread count ----
mkdir "$T/j1" "$T/j2" "$T/j5"
"$MAZE" generate -a dfs -W 15 -H 9 -s 100 --count 12 -j 1 -o "$T/j1/maze.txt"
"$MAZE" generate -a dfs -W 15 -H 9 -s 100 --count 12 -j 2 -o "$T/j2/maze.txt"
"$MAZE" generate -a dfs -W 15 -H 9 -s 100 --count 12 --jobs 5 -o "$T/j5/maze.txt"
[ "$(ls "$T/j1" | tr '\n' ' ')" = "maze-01.txt maze-02.txt maze-03.txt maze-04.txt maze-05.txt maze-06.txt maze-07.txt maze-08.txt maze-09.txt maze-10.txt maze-11.txt maze-12.txt " ] ||
  fail "--count names: $(ls "$T/j1" | tr '\n' ' ')"
diff -r "$T/j1" "$T/j2" >/dev/null || fail "--count: 1 and 2 threads wrote different files"
diff -r "$T/j1" "$T/j5" >/dev/null || fail "--count: 1 and 5 threads wrote different files"
for k in 1 7 12; do
  "$MAZE" generate -a dfs -W 15 -H 9 -s $((99 + k)) | cmp -s - "$T/j1/maze-$(printf %02d "$k").txt" ||
    fail "--count file $k is not the maze of seed $((99 + k))"
done
cmp -s "$T/j1/maze-01.txt" "$T/j1/maze-02.txt" && fail "--count: two seeds gave the same maze"
# A streaming generator, a name without an extension, the default thread count.
"$MAZE" generate -a eller -W 9 -H 4 -s 7 --count 3 -f mask -o "$T/e"
for k in 1 2 3; do
  "$MAZE" generate -a eller -W 9 -H 4 -s $((6 + k)) -f mask | cmp -s - "$T/e-$k" || fail "eller --count file $k"
done
expect 2 "needs -o" "$MAZE" generate --count 3 -W 5 -H 5
expect 2 "--jobs" "$MAZE" generate --count 3 -j -1 -o "$T/n.txt"
expect 3 "cannot write" "$MAZE" generate --count 2 -j 1 -W 5 -H 5 -o "$T/no/such/dir/m.txt"
# ---- bench: a .scen of ten million rows on a pipe is refused having read a
# million (--max-rows' default), in the memory of a million, not of ten:
# measured against a run of a thousand rows, as a sanitizer build's own
# baseline is 60 MiB (a million rows add 32 MiB in a Release build, 72
# under ASan; ten million held would add ten times that) ----
set +e
awk 'BEGIN { print "version 1"; for (i = 0; i < 1000; i++) print "0\ttiny.map\t3\t3\t0\t0\t0\t0\t0" }' |
  /usr/bin/time -f "%M" -o "$T/rss0" "$MAZE" bench - 2>/dev/null
awk 'BEGIN { print "version 1"; for (i = 0; i < 10000000; i++) print "0\ttiny.map\t3\t3\t0\t0\t0\t0\t0" }' |
  /usr/bin/time -f "%M" -o "$T/rss" "$MAZE" bench - 2>"$T/err"
codes=("${PIPESTATUS[@]}")
set -e
[ "${codes[1]}" = 4 ] || fail "ten million rows: exit ${codes[1]}: $(cat "$T/err")"
grep -q "<stdin>: more than 1000000 rows (--max-rows N raises the limit" "$T/err" || fail "cap message: $(cat "$T/err")"
base=$(tail -1 "$T/rss0") rows=$(tail -1 "$T/rss")
[ $((rows - base)) -lt 98304 ] || fail "ten million .scen rows took $rows KiB, a thousand $base KiB"
echo "huge.sh: ok"
