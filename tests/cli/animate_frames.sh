#!/usr/bin/env bash
# animate_frames.sh - `maze animate --frames-dir DIR`: numbered PNG frames,
# the GIF's frames one for one (the same count under --frames, each with the
# GIF frame's pixels of every colour the animation uses); the first frame
# every wall, the last the maze `maze generate` draws or the path; an
# existing DIR, -f beside it and a folder that cannot be made are refused,
# leaving nothing.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
gifcount=$MAZE_BUILD_DIR/tests/gifcount
pngcount=$MAZE_BUILD_DIR/tests/pngcount
if [ ! -x "$gifcount" ]; then
  echo "animate_frames.sh: skipped: built without giflib (install libgif-dev), whose GIF the frames are held to"
  exit 77
fi
cd "$T"
colors=(000000 ffffff a0d0ff fff0a0 d8d8d8 ff0000 00c000 0000ff f4a582 92c5de a6dba0 c2a5cf fdd49e 80cdc1 dde8f6 f6e6d2)

same_as_gif() { # DIR GIF: every frame of DIR has the GIF frame's colours
  local n
  n=$("$gifcount" "$2" | sed -n '1s/.* //p')
  [ "$(find "$1" -type f | wc -l)" = "$n" ] || fail "$1: $(find "$1" -type f | wc -l) files for the GIF's $n frames"
  for ((k = 0; k < n; k++)); do
    f=$(printf '%s/frame-%04d.png' "$1" $((k + 1)))
    [ -s "$f" ] || fail "no $f"
    [ "$("$pngcount" "$f")" = "$("$gifcount" "$2" | head -1 | cut -d' ' -f1-2)" ] || fail "$f: size $("$pngcount" "$f")"
    for c in "${colors[@]}"; do
      [ "$("$pngcount" "$f" "$c")" = "$("$gifcount" "$2" $k "$c")" ] ||
        fail "$f: $("$pngcount" "$f" "$c") pixels of #$c, the GIF's frame $k $("$gifcount" "$2" $k "$c")"
    done
  done
}

# dfs, 12 frames: the first every wall, the last the maze as drawn
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 4 --frames 12 --frames-dir dfs 2>err
"$MAZE" animate generate -a dfs -W 20 -H 12 -s 4 --frames 12 -o dfs.gif 2>/dev/null
same_as_gif dfs dfs.gif
walls=$((21 * 2 * 122 + 13 * 2 * 202 - 21 * 13 * 4))
[ "$("$pngcount" dfs/frame-0001.png 000000)" = "$walls" ] || fail "first frame: not every wall"
"$MAZE" generate -a dfs -W 20 -H 12 -s 4 -o gen.png
for c in 000000 ffffff; do
  [ "$("$pngcount" dfs/frame-0012.png $c)" = "$("$pngcount" gen.png $c)" ] || fail "last frame: not the maze (#$c)"
done
[ "$("$pngcount" dfs/frame-0006.png a0d0ff)" -gt 0 ] || fail "no stack cells halfway"

# kruskal's sets and division's chambers
for g in kruskal division; do
  "$MAZE" animate generate -a $g -W 6 -H 4 -s 2 --frames 20 --frames-dir $g 2>/dev/null
  "$MAZE" animate generate -a $g -W 6 -H 4 -s 2 --frames 20 -o $g.gif 2>/dev/null
  same_as_gif $g $g.gif
done
sets=0
for c in f4a582 92c5de a6dba0 c2a5cf fdd49e 80cdc1; do sets=$((sets + $("$pngcount" kruskal/frame-0010.png $c))); done
[ "$sets" -gt 0 ] || fail "no set colours in kruskal's frames"
[ "$("$pngcount" division/frame-0016.png dde8f6)" -gt 0 ] || [ "$("$pngcount" division/frame-0016.png f6e6d2)" -gt 0 ] ||
  fail "no chamber tints in division's frames"

# a solve: the path in the last frame, each path cell's 8 x 8 interior
"$MAZE" animate solve -a bfs -W 12 -H 8 -s 3 --frames 5 --frames-dir solve 2>err
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' err)
"$MAZE" animate solve -a bfs -W 12 -H 8 -s 3 --frames 5 -o solve.gif 2>/dev/null
same_as_gif solve solve.gif
[ "$("$pngcount" solve/frame-0005.png ff0000)" -ge $((moves * 64)) ] || fail "the path is not in the last frame"

# refusals, nothing left behind
listing() { ls -A | grep -vx 'out\|err' | sort; } # expect's own files aside
before=$(listing)
expect 2 "already exists" "$MAZE" animate generate --frames-dir dfs
[ "$(find dfs -type f | wc -l)" = 12 ] || fail "a refused run touched dfs"
expect 2 "frames-dir writes PNG" "$MAZE" animate generate -f gif --frames-dir new
expect 2 "exclude each other" "$MAZE" animate generate -o x.html --frames-dir new
expect 3 "cannot write" "$MAZE" animate generate --frames-dir no/such/new
[ "$(listing)" = "$before" ] || fail "a refused run left $(listing)"
echo "animate_frames.sh: ok"
