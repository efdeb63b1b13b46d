#!/usr/bin/env bash
# subproject.sh - a parent project that adds this tree with add_subdirectory
# (tests/subproject) links maze::maze and maze::maze_static, and both programs
# run and print the same solved maze; the tree builds no tests, benchmarks or
# examples for its parent unless asked (MAZE_BUILD_TESTS=ON) and leaves the
# parent's build type alone. FetchContent from the same folder works too.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"   # $cache, $cc
launcher=$(sed -n 's/^CMAKE_C_COMPILER_LAUNCHER:[A-Z]*=//p' "$cache")
ver=$(sed -n 's/^#define MAZE_VERSION_STRING "\(.*\)"/\1/p' "$MAZE_SOURCE_DIR/include/maze.h")
parent() { # parent BUILD-DIR CMAKE-ARGS...: configures the parent project
  local dir=$1; shift
  cmake -S "$MAZE_SOURCE_DIR/tests/subproject" -B "$dir" -G Ninja -DMAZE_TREE="$MAZE_SOURCE_DIR" \
    -DCMAKE_C_COMPILER="$cc" ${launcher:+-DCMAKE_C_COMPILER_LAUNCHER="$launcher"} "$@" >"$dir.log" 2>&1 ||
    { cat "$dir.log"; fail "the parent project failed to configure ($*)"; }
}
seen() { sed -n 's/^-- maze targets seen by the parent: //p' "$1.log"; }

parent "$T/p"
[ "$(seen "$T/p")" = maze_cli ] || fail "the tree built more than the libraries and the command for its parent: $(seen "$T/p")"
grep -q '^CMAKE_BUILD_TYPE:STRING=$' "$T/p/CMakeCache.txt" || fail "the tree set the parent's build type: $(grep '^CMAKE_BUILD_TYPE' "$T/p/CMakeCache.txt")"
cmake --build "$T/p" --target app_shared app_static >"$T/build.log" 2>&1 || { tail -30 "$T/build.log"; fail "the parent failed to build"; }
"$T/p/app_shared" >"$T/shared.txt" || fail "app_shared (maze::maze) failed to run"
"$T/p/app_static" >"$T/static.txt" || fail "app_static (maze::maze_static) failed to run"
grep -q "^libmaze $ver: solved in [0-9]* moves" "$T/shared.txt" || fail "app_shared printed: $(cat "$T/shared.txt")"
cmp -s "$T/shared.txt" "$T/static.txt" || fail "maze::maze and maze::maze_static print different mazes"
ldd "$T/p/app_shared" >"$T/ldd.txt"
grep -q "$T/p/.*libmaze.so" "$T/ldd.txt" || fail "maze::maze is not the parent's libmaze.so: $(cat "$T/ldd.txt")"
ldd "$T/p/app_static" >"$T/ldd.txt" || true   # (a fully static program makes ldd fail)
grep -q "libmaze.so" "$T/ldd.txt" && fail "maze::maze_static linked libmaze.so"

# asked for, the tests, benchmarks and examples are there
parent "$T/p" -DMAZE_BUILD_TESTS=ON -DMAZE_BUILD_BENCH=ON
for t in test_core maze_bench example_roguelike; do
  grep -qw "$t" <<<"$(seen "$T/p")" || fail "MAZE_BUILD_TESTS/BENCH=ON did not add $t: $(seen "$T/p")"
done

# FetchContent from the same folder
parent "$T/f" -DMAZE_VIA_FETCHCONTENT=ON
[ "$(seen "$T/f")" = maze_cli ] || fail "FetchContent: the tree built $(seen "$T/f")"
cmake --build "$T/f" --target app_shared >"$T/build.log" 2>&1 || { tail -30 "$T/build.log"; fail "FetchContent build failed"; }
"$T/f/app_shared" | cmp -s - "$T/shared.txt" || fail "FetchContent's maze::maze prints another maze"
echo "subproject.sh: add_subdirectory and FetchContent: maze::maze and maze::maze_static"
