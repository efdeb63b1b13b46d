#!/usr/bin/env bash
# tutorial.sh - docs/tutorial.md works as printed. Its shell commands run as
# they stand, taken from the page: the install of section 0 into a fresh
# $HOME/.local (its configure-and-build line is the build this suite runs in,
# so `build` is that build), then section 1's pkg-config command, which builds
# every complete C program of the page (a ```c block with a main; first.c by
# name, the others with their name in its place); each runs with status 0.
# The page's claim that a program linked without the rpath does not start is
# checked too, and LD_LIBRARY_PATH, its other remedy. The Python block runs.
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

for py in "$tmp"/block-*.py; do
  (cd "$tmp" && MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python \
     LD_PRELOAD=$san_preload ASAN_OPTIONS=detect_leaks=0 python3 "$py" >/dev/null) || fail "the Python block $(basename "$py") fails"
done
[ -s "$tmp/maze.svg" ] || fail "the Python block did not write maze.svg"
echo "tutorial: installed as printed; $built C programs built with the printed pkg-config command and run; the Python block runs"
