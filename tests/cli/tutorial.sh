#!/usr/bin/env bash
# tutorial.sh - every complete C program in docs/tutorial.md (a ```c block
# with a main) compiles warning-free against this build's libmaze and runs with
# status 0; the Python block runs too. So the tutorial cannot rot.
set -euo pipefail
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "tutorial.sh: $*" >&2; exit 1; }
doc=$MAZE_SOURCE_DIR/docs/tutorial.md
# Split the fenced blocks into block-N.c / block-N.py files.
awk -v dir="$tmp" '
  /^```c$/ { n++; out = dir "/block-" n ".c"; next }
  /^```python$/ { n++; out = dir "/block-" n ".py"; next }
  /^```/ { out = ""; next }
  out { print > out }
' "$doc"
built=0
for src in "$tmp"/block-*.c; do
  grep -q '^int main' "$src" || continue
  name=$(sed -n '1s#^/\* \([a-z_]*\)\.c.*#\1#p' "$src")
  # shellcheck disable=SC2086
  "$cc" -std=c11 -Wall -Wextra -Werror $san_flags -I"$MAZE_SOURCE_DIR/include" -o "$tmp/$name" "$src" \
    -L"$MAZE_BUILD_DIR" -lmaze -Wl,-rpath,"$MAZE_BUILD_DIR" || fail "$name.c (from $doc) does not compile"
  (cd "$tmp" && "./$name" >"$tmp/$name.out") || fail "$name.c (from $doc) exits with status $?"
  [ -s "$tmp/$name.out" ] || fail "$name.c printed nothing"
  built=$((built + 1))
done
[ "$built" -ge 4 ] || fail "only $built C programs found in $doc"
[ -s "$tmp/maze.png" ] || fail "draw.c did not write maze.png"
for py in "$tmp"/block-*.py; do
  (cd "$tmp" && MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python \
     LD_PRELOAD=$san_preload ASAN_OPTIONS=detect_leaks=0 python3 "$py" >/dev/null) || fail "the Python block $(basename "$py") fails"
done
[ -s "$tmp/maze.svg" ] || fail "the Python block did not write maze.svg"
echo "tutorial: $built C programs and the Python block run"
