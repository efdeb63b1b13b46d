#!/usr/bin/env bash
# tutorial.sh - docs/tutorial.md works as printed. Its shell commands run as
# they stand, taken from the page: the install of section 0 into a fresh
# $HOME/.local (its configure-and-build line is the build this suite runs in,
# so `build` is that build), then section 1's pkg-config command, which builds
# every complete C program of the page (a ```c block with a main; first.c by
# name, the others with their name in its place); each runs with status 0.
# The page's claim that a program linked without the rpath does not start is
# checked too, and LD_LIBRARY_PATH, its other remedy. The Python block runs,
# and section 8's teaching commands and race, whose files are checked.
# `cc` is this build's compiler with -Wall -Wextra -Werror (and the sanitizer
# flags of a sanitized build), so the programs compile warning-free.
set -euo pipefail
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
doc=$MAZE_SOURCE_DIR/docs/tutorial.md
# Split the fenced blocks into block-N.c / .py / .sh files.
awk -v dir="$tmp" '
  /^```c$/ { n++; out = dir "/block-" n ".c"; next }
  /^```python$/ { n++; out = dir "/block-" n ".py"; next }
  /^```sh$/ { n++; out = dir "/block-" n ".sh"; next }
  /^```/ { out = ""; next }
  out { print > out }
' "$doc"
mkdir "$tmp/bin" "$tmp/home" "$tmp/run"
cat >"$tmp/bin/cc" <<EOF
#!/bin/sh
exec "$cc" -std=c11 -Wall -Wextra -Werror $san_flags "\$@"
EOF
chmod +x "$tmp/bin/cc"
ln -s "$MAZE_BUILD_DIR" "$tmp/run/build"
export HOME=$tmp/home PATH=$tmp/bin:$PATH
unset PKG_CONFIG_PATH LD_LIBRARY_PATH

# Section 0: the install, as printed.
install=$(grep -l 'cmake --install' "$tmp"/block-*.sh | head -1) || fail "no install block in $doc"
grep -q '^cmake -S . -B build' "$install" || fail "the install block does not configure 'build' first"
(cd "$tmp/run" && bash -euo pipefail <(grep -v '^cmake -S . -B build' "$install") >"$tmp/install.log") ||
  fail "the install commands of $doc fail: $(cat "$tmp/install.log")"
[ -e "$HOME/.local/include/maze.h" ] || fail "the install block installed no maze.h under \$HOME/.local"

# Section 1: the pkg-config build, as printed, for every program.
build=$(grep -l 'pkg-config' "$tmp"/block-*.sh | grep -v "$install" | head -1) || fail "no pkg-config block in $doc"
grep -q '^cc first\.c .*-Wl,-rpath' "$build" || fail "the pkg-config block does not build first.c with an rpath"
built=0
for src in "$tmp"/block-*.c; do
  grep -q '^int main' "$src" || continue
  name=$(sed -n '1s#^/\* \([a-z_]*\)\.c.*#\1#p' "$src")
  [ -n "$name" ] || fail "a program in $doc does not start with its file name"
  mkdir "$tmp/$name"
  cp "$src" "$tmp/$name/$name.c"
  sed "s/\bfirst\b/$name/g" "$build" >"$tmp/$name/build.sh"
  (cd "$tmp/$name" && bash -euo pipefail build.sh >"$tmp/$name/out" 2>"$tmp/$name/err") ||
    fail "$name.c with the commands of $doc: $(cat "$tmp/$name/err")"
  [ -s "$tmp/$name/out" ] || fail "$name printed nothing"
  built=$((built + 1))
done
[ "$built" -ge 4 ] || fail "only $built C programs found in $doc"
[ -s "$tmp/draw/maze.png" ] || fail "draw.c did not write maze.png"

# Without the rpath the program does not start; LD_LIBRARY_PATH is the other way.
export PKG_CONFIG_PATH=$HOME/.local/lib/pkgconfig
libdir=$(pkg-config --variable=libdir maze)
# shellcheck disable=SC2046
(cd "$tmp/first" && cc first.c $(pkg-config --cflags --libs maze) -o norpath)
if (cd "$tmp/first" && ./norpath >/dev/null 2>err); then
  fail "a program linked without the rpath starts: the tutorial's warning is wrong (or the loader finds $libdir)"
fi
grep -q 'libmaze.so.0: cannot open shared object file' "$tmp/first/err" ||
  fail "without the rpath: $(cat "$tmp/first/err"), not the error the tutorial quotes"
grep -qF 'error while loading shared libraries: libmaze.so.0: cannot open' "$doc" || fail "$doc no longer quotes the loader's error"
(cd "$tmp/first" && LD_LIBRARY_PATH=$libdir ./norpath >/dev/null) || fail "LD_LIBRARY_PATH=$libdir does not let it start"

# Section 8: the teaching commands, as printed, with this build's maze;
# what they write is what the page says.
teach=$(grep -l '^maze animate' "$tmp"/block-*.sh | head -1) || fail "no 'maze animate' block in $doc"
mkdir "$tmp/teach" "$tmp/mazebin"
ln -s "$MAZE" "$tmp/mazebin/maze"
(cd "$tmp/teach" && PATH=$tmp/mazebin:$PATH bash -euo pipefail "$teach" >out 2>err) ||
  fail "the teaching commands of $doc fail: $(cat "$tmp/teach/err")"
grep -q '<div id="legend">.*sets (one colour a set)' "$tmp/teach/kruskal.html" || fail "kruskal.html: no legend naming the sets"
[ "$(cat "$tmp/teach/out")" = "$(printf 'frame-%04d.png\n' 1 2 3 4 5 6 7 8)" ] || fail "handout: $(cat "$tmp/teach/out")"
pngcount=$MAZE_BUILD_DIR/tests/pngcount gifcount=$MAZE_BUILD_DIR/tests/gifcount
[ "$("$pngcount" "$tmp/teach/handout/frame-0001.png" fff0a0)" = 0 ] && [ "$("$pngcount" "$tmp/teach/handout/frame-0004.png" fff0a0)" -gt 0 ] ||
  fail "handout: no hunted cells (yellow) in frame 4, or some before the first step"
if [ -x "$gifcount" ]; then
  [ "$("$gifcount" "$tmp/teach/division.gif" 80 dde8f6)$("$gifcount" "$tmp/teach/division.gif" 80 f6e6d2)" != 00 ] ||
    fail "division.gif: no chamber tint in frame 80"
  [ "$("$gifcount" "$tmp/teach/follower.gif" -1 ff0000)" -gt 0 ] || fail "follower.gif: no path in the last frame"
fi
# Section 8's other shapes: a polar solve's GIF ends on its path, a hex page
# carries its cells' outlines.
shapes=$(grep -l '^maze animate .*--topology' "$tmp"/block-*.sh | head -1) || fail "no 'maze animate --topology' block in $doc"
mkdir "$tmp/shapes"
(cd "$tmp/shapes" && PATH=$tmp/mazebin:$PATH bash -euo pipefail "$shapes" >out 2>err) ||
  fail "the animation of other shapes in $doc fails: $(cat "$tmp/shapes/err")"
grep -q "^const CELL=\['M" "$tmp/shapes/hex.html" || fail "hex.html: no cell outlines"
if [ -x "$gifcount" ]; then
  [ "$("$gifcount" "$tmp/shapes/polar.gif" 0 ff0000)" = 0 ] && [ "$("$gifcount" "$tmp/shapes/polar.gif" -1 ff0000)" -gt 0 ] ||
    fail "polar.gif: no path in the last frame, or one in the first"
fi
# Section 8's race: four panels on the page and in the GIF, each panel's
# path in the last frame and none in the first; three generators' panels.
race=$(grep -l '^maze animate race' "$tmp"/block-*.sh | head -1) || fail "no 'maze animate race' block in $doc"
mkdir "$tmp/race"
(cd "$tmp/race" && PATH=$tmp/mazebin:$PATH bash -euo pipefail "$race" >out 2>err) ||
  fail "the race of $doc fails: $(cat "$tmp/race/err")"
[ "$(grep -o '<div class="panel"><h3>[^<]*' "$tmp/race/race.html" | sed 's/.*>//' | tr '\n' ' ')" = "bfs astar dfs wall-follower " ] ||
  fail "race.html: panels $(grep -o '<h3>[^<]*' "$tmp/race/race.html" | tr '\n' ' ')"
[ "$(grep -c '<div class="panel">' "$tmp/race/growing.html")" = 3 ] || fail "growing.html: not three panels"
if [ -x "$gifcount" ]; then
  read -r gw gh _ < <("$gifcount" "$tmp/race/race.gif" | head -1)
  pw=$(((gw - 12) / 4))
  for j in 0 1 2 3; do
    x0=$((j * (pw + 4)))
    [ "$("$gifcount" "$tmp/race/race.gif" 0 ff0000 $x0 0 $((x0 + pw)) "$gh")" = 0 ] &&
      [ "$("$gifcount" "$tmp/race/race.gif" -1 ff0000 $x0 0 $((x0 + pw)) "$gh")" -gt 0 ] ||
      fail "race.gif: panel $j has no path in the last frame, or one in the first"
  done
fi

for py in "$tmp"/block-*.py; do
  (cd "$tmp" && MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python \
     LD_PRELOAD=$san_preload ASAN_OPTIONS=detect_leaks=0 python3 "$py" >/dev/null) || fail "the Python block $(basename "$py") fails"
done
[ -s "$tmp/maze.svg" ] || fail "the Python block did not write maze.svg"
echo "tutorial: installed as printed; $built C programs built with the printed pkg-config command and run; the Python block runs"
