#!/usr/bin/env bash
# draw_stream.sh - png pictures of every streaming generator (flag rows in
# `maze list --names`) go row by row from the generator to the png row writer: the
# same bytes as drawing the maze from memory, with the drawing options too,
# and a peak memory that does not grow with the height. Left out of CI's
# valgrind pass (it measures the process's own peak RSS).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh" # fail, $T

# ---- streamed png = the png of the same maze drawn from memory ----
opts=(--cell 5 --wall 2 --margin 1 --color wall=#123456 --color background=gold --show outline)
streaming=$(names generator rows)
[ -n "$streaming" ] || fail "no streaming generator in 'maze list --names'"
for a in $streaming; do
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -f mask -o "$T/m.mask"
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -o "$T/s.png" "${opts[@]}"
  "$MAZE" render "$T/m.mask" -o "$T/r.png" "${opts[@]}"
  cmp -s "$T/s.png" "$T/r.png" || fail "$a: streamed png with options differs from the drawing of its mask"
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -o "$T/d.png"
  cmp -s "$T/d.png" "$T/s.png" && fail "$a: the drawing options changed nothing"
  # --show heat needs the whole maze: made in memory, still the same picture
  "$MAZE" generate -a "$a" -W 23 -H 11 -s 5 -o "$T/h.png" --show heat
  "$MAZE" render "$T/m.mask" -o "$T/rh.png" --show heat
  cmp -s "$T/h.png" "$T/rh.png" || fail "$a: --show heat picture differs from the drawing of its mask"
done

# ---- peak memory does not grow with the height ----
# W=2000 at 2 pixels a cell: 4001-pixel rows; 10x the rows must not need
# more memory (each run streams: a few rows of the width, one pixel row).
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}'; }
# Bounded against the same command on a 10 x 10 maze: what the process
# takes before any picture (a sanitizer build's own is over 60 MiB and
# grows with the code) is not the picture's.
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "%M" -o "$T/rss10" "$MAZE" generate -a eller -W 10 -H 10 -s 3 --cell 2 --wall 1 --margin 0 -o "$T/tiny.png"
  for h in 2000 20000; do
    /usr/bin/time -f "%M" -o "$T/rss$h" "$MAZE" generate -a eller -W 2000 -H "$h" -s 3 --cell 2 --wall 1 --margin 0 \
      -o "$T/tall$h.png"
    [ "$(png_size "$T/tall$h.png")" = "4001 $((2 * h + 1))" ] || fail "H=$h: png is $(png_size "$T/tall$h.png")"
  done
  base=$(tail -1 "$T/rss10") small=$(tail -1 "$T/rss2000") big=$(tail -1 "$T/rss20000")
  echo "peak RSS: 10 x 10 $base KiB, H=2000 $small KiB, H=20000 $big KiB"
  [ "$big" -le $((small + 1024)) ] || fail "peak RSS grew with the height: $small KiB at H=2000, $big KiB at H=20000"
  # 16 MiB over the base: the maze at one byte a cell alone would be 40 MB
  [ "$big" -lt $((base + 16384)) ] || fail "streaming a 2000 x 20000 png took $big KiB, $base KiB for a 10 x 10 one"
fi
echo "draw_stream: ok"
