#!/usr/bin/env bash
# animate_gif.sh - `maze animate -o run.gif`: the GIF decodes (giflib, through
# tests/gifcount) to the page's size, with --frames frames at most, each
# --frame-ms apart and the last held --hold; its first frame is every wall
# closed and its last the maze `maze generate` draws, or for a solve the
# path; the same arguments give the same bytes; bad values exit 2 or 4 and
# leave no file.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
gifcount=$MAZE_BUILD_DIR/tests/gifcount
pngcount=$MAZE_BUILD_DIR/tests/pngcount
if [ ! -x "$gifcount" ]; then
  echo "animate_gif.sh: skipped: built without giflib (install libgif-dev)"
  exit 77
fi
cd "$T"
# frames FILE: the frame count; delays FILE: the delays, space-separated
frames() { "$gifcount" "$1" | sed -n '1s/.* //p'; }
delays() { "$gifcount" "$1" | sed 1d | tr '\n' ' '; }
px() { "$gifcount" "$@"; }

# A generator: 20 x 12 cells of 10 pixels, walls 2, margin 10 (222 x 142).
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 4 -o gen.gif 2>err
events=$(sed -n 's/.*: \([0-9]*\) events/\1/p' err)
[ "$events" -gt 100 ] || fail "dfs gave $events events"
[ "$("$gifcount" gen.gif | head -1)" = "222 142 100" ] || fail "size or frame count: $("$gifcount" gen.gif | head -1)"
want="$(printf '5 %.0s' $(seq 99))200 "
[ "$(delays gen.gif)" = "$want" ] || fail "delays: $(delays gen.gif)"
# the first frame: every wall, 21 columns and 13 rows of lines 2 pixels wide
walls=$((21 * 2 * 122 + 13 * 2 * 202 - 21 * 13 * 4))
[ "$(px gen.gif 0 000000)" = "$walls" ] || fail "first frame: $(px gen.gif 0 000000) wall pixels, want $walls"
# the last: the maze as maze generate draws it, pixel for pixel by colour
"$MAZE" generate -a dfs -W 20 -H 12 -s 4 -o gen.png
for c in 000000 ffffff; do
  [ "$(px gen.gif -1 $c)" = "$("$pngcount" gen.png $c)" ] || fail "last frame: $(px gen.gif -1 $c) pixels of $c, the PNG $("$pngcount" gen.png $c)"
done
# halfway, the cells on dfs's stack (expanded colour) and those popped off it
[ "$(px gen.gif 50 a0d0ff)" -gt 0 ] && [ "$(px gen.gif 50 d8d8d8)" -gt 0 ] || fail "no stack or popped cells halfway"
# in between, walls go: each frame fewer than or as many as the one before
prev=$walls
for k in 1 25 50 75 98; do
  n=$(px gen.gif $k 000000)
  [ "$n" -le "$prev" ] && [ "$n" -lt "$walls" ] || fail "frame $k: $n wall pixels after $prev"
  prev=$n
done

# Fewer events than --frames: one frame an event, one before them and the
# maze alone after them.
"$MAZE" animate generate -W 3 -H 2 -o small.gif 2>err
events=$(sed -n 's/.*: \([0-9]*\) events/\1/p' err)
[ "$(frames small.gif)" = $((events + 2)) ] || fail "3 x 2: $(frames small.gif) frames for $events events (and the maze)"
"$MAZE" animate generate -W 20 -H 12 --frames 7 --frame-ms 100 --hold 500 -o seven.gif 2>/dev/null
[ "$(delays seven.gif)" = "10 10 10 10 10 10 50 " ] || fail "--frames 7 --frame-ms 100 --hold 500: $(delays seven.gif)"

# A solver: the last frame holds the path, each cell's interior (8 x 8) and
# the gaps between them (8 x 2), less the start and goal squares (6 x 6).
"$MAZE" animate solve -a astar -W 20 -H 12 -s 3 -o solve.gif 2>err
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' err)
red=$(((moves + 1) * 64 + moves * 16 - 2 * 36))
[ "$(px solve.gif -1 ff0000)" = "$red" ] || fail "solve: $(px solve.gif -1 ff0000) path pixels for $moves moves, want $red"
[ "$(px solve.gif 0 ff0000)" = 0 ] || fail "solve: a path in the first frame"
[ "$(px solve.gif 0 00a000)" = 36 ] && [ "$(px solve.gif -1 0000ff)" = 36 ] || fail "solve: start or goal square missing"
[ "$(px solve.gif 50 a0d0ff)" -gt 0 ] || fail "solve: no expanded cell halfway"
# a block map: cells of the pitch, no walls
printf '#####\n#...#\n#.#.#\n#...#\n#####\n' >room.txt
"$MAZE" animate solve -a bfs room.txt --from 1,1 --to 3,3 -o room.gif 2>/dev/null
[ "$("$gifcount" room.gif | head -1 | cut -d' ' -f1-2)" = "70 70" ] || fail "map: size $("$gifcount" room.gif | head -1)"
[ "$(px room.gif 0 000000)" = $((16 * 100 + 100)) ] || fail "map: $(px room.gif 0 000000) blocked pixels"

# The same arguments, the same bytes; another seed, other bytes; -f gif with
# a name without an extension writes a GIF too.
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 4 -o again.gif 2>/dev/null
cmp -s gen.gif again.gif || fail "the same arguments gave other bytes"
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 5 -o other.gif 2>/dev/null
cmp -s gen.gif other.gif && fail "another seed gave the same bytes"
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 4 -f gif -o noext 2>/dev/null
cmp -s gen.gif noext || fail "-f gif -o noext is not the same GIF"

# Bad values: status 2 or 4 and no file.
refused() { # refused STATUS FILE ARGS...
  local want=$1 out=$2; shift 2
  expect "$want" . "$MAZE" animate "$@" -o "$out"
  [ ! -e "$out" ] || fail "animate $* -o $out: left a file"
}
refused 2 bad.gif generate --frames 1
refused 2 bad.gif generate --frames 10001
refused 2 bad.gif generate --frames x
refused 2 bad.gif generate --frame-ms 5
refused 2 bad.gif generate --hold 60001
refused 2 bad.html generate --frames 10
refused 2 bad.html generate -f gif
refused 2 bad.png generate
refused 2 bad.gif generate -f svg
refused 2 bad.gif solve --from 30,0
refused 4 bad.gif generate -W 100 -H 100 --cell 1000 --wall 2
expect 2 "for a GIF" "$MAZE" animate generate --terminal --hold 100
expect 3 "bad.gif" "$MAZE" animate generate -o nosuchdir/bad.gif
[ ! -e nosuchdir ] || fail "a folder was made"
[ -z "$(ls -A | grep -v '\.\(gif\|png\|txt\)$\|^err$\|^noext$\|^out$')" ] || fail "files left: $(ls -A)"
echo "animate_gif: ok"
