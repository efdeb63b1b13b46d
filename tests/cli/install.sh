#!/usr/bin/env bash
# install.sh - `cmake --install` into a temporary prefix puts every promised
# file in place, and an outside program builds against the installed files
# (pkg-config: maze.pc with libmaze.so, maze-static.pc with libmaze.a, and a
# wholly static link with --static; a find_package(maze) CMake project) and
# prints the same solved maze each time.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"   # $cache, $cc, $san_flags
libdir=$(sed -n 's/^CMAKE_INSTALL_LIBDIR:[A-Z]*=//p' "$cache")
mandir=$(sed -n 's/^CMAKE_INSTALL_MANDIR:[A-Z]*=//p' "$cache")
mandir=${mandir:-share/man}   # GNUInstallDirs caches it empty by default
flags=$san_flags   # a sanitized libmaze needs a sanitized program around it
prefix=$tmp/prefix
cmake --install "$MAZE_BUILD_DIR" --prefix "$prefix" >"$tmp/install.log"

ver=$(sed -n 's/^#define MAZE_VERSION_STRING "\(.*\)"/\1/p' "$MAZE_SOURCE_DIR/include/maze.h")
for f in "$libdir/libmaze.so.$ver" "$libdir/libmaze.so" "$libdir/libmaze.a" include/maze.h bin/maze \
         "$libdir/pkgconfig/maze.pc" "$libdir/pkgconfig/maze-static.pc" "$libdir/cmake/maze/mazeConfig.cmake" \
         "$libdir/cmake/maze/mazeConfigVersion.cmake" share/doc/maze/CHANGELOG.md \
         "$mandir/man1/maze.1" "$mandir/man3/libmaze.3" share/bash-completion/completions/maze; do
  [ -e "$prefix/$f" ] || fail "cmake --install did not install $f"
done
soname=$(readelf -d "$prefix/$libdir/libmaze.so" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ "$soname" = "libmaze.so.${ver%%.*}" ] || fail "SONAME is '$soname', want libmaze.so.${ver%%.*}"
[ "$("$prefix/bin/maze" --version)" = "maze $ver" ] || fail "installed maze --version is not 'maze $ver'"

export PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig
[ "$(pkg-config --modversion maze)" = "$ver" ] || fail "maze.pc version is not $ver"
# shellcheck disable=SC2046,SC2086
"$cc" $flags -o "$tmp/app_pc" "$MAZE_SOURCE_DIR/tests/consumer/consumer.c" \
  $(pkg-config --cflags --libs maze) -Wl,-rpath,"$prefix/$libdir"
ldd "$tmp/app_pc" >"$tmp/ldd.txt"   # not piped into grep -q: with pipefail, its early exit fails ldd
grep -q "$prefix/$libdir/libmaze.so" "$tmp/ldd.txt" || fail "pkg-config build did not link the installed libmaze.so"
"$tmp/app_pc" >"$tmp/out_pc" || fail "the pkg-config build failed to run"

# libmaze.a through maze-static.pc: nothing of libmaze.so at run time
# shellcheck disable=SC2046,SC2086
"$cc" $flags -o "$tmp/app_pcs" "$MAZE_SOURCE_DIR/tests/consumer/consumer.c" $(pkg-config --cflags --libs maze-static)
ldd "$tmp/app_pcs" >"$tmp/ldd.txt"
grep -q "libmaze" "$tmp/ldd.txt" && fail "the maze-static.pc build needs libmaze.so: $(cat "$tmp/ldd.txt")"
"$tmp/app_pcs" | cmp -s - "$tmp/out_pc" || fail "the maze-static.pc build prints another maze"
# pkg-config --static adds the private libraries (libm, threads, libpng's)
static_libs=$(pkg-config --static --libs maze)
for lib in -lmaze -lm -pthread; do
  grep -qw -- "$lib" <<<"$static_libs" || fail "pkg-config --static --libs maze lacks $lib: $static_libs"
done
if grep -q '^PNG_LIBRARY_RELEASE:FILEPATH=/' "$cache"; then
  grep -q -- "-lpng" <<<"$static_libs" || fail "pkg-config --static --libs maze lacks libpng: $static_libs"
fi
# and with them a wholly static program builds and runs (not under the
# sanitizers, whose runtimes are shared libraries)
if [ -z "$san_flags" ]; then
  # shellcheck disable=SC2046
  "$cc" -static -o "$tmp/app_full" "$MAZE_SOURCE_DIR/tests/consumer/consumer.c" $(pkg-config --static --cflags --libs maze) ||
    fail "cc -static \$(pkg-config --static --libs maze) failed"
  readelf -d "$tmp/app_full" >"$tmp/dyn.txt" 2>&1 || true
  grep -q "no dynamic section" "$tmp/dyn.txt" || fail "the -static build is not static: $(head -3 "$tmp/dyn.txt")"
  "$tmp/app_full" | cmp -s - "$tmp/out_pc" || fail "the wholly static build prints another maze"
fi

cmake -S "$MAZE_SOURCE_DIR/tests/consumer" -B "$tmp/cm" -G Ninja -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_PREFIX_PATH="$prefix" -DMAZE_WANT_VERSION="$ver" \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >"$tmp/cm.log" || { cat "$tmp/cm.log"; fail "find_package(maze) project failed to configure"; }
cmake --build "$tmp/cm" >"$tmp/cmb.log" || { cat "$tmp/cmb.log"; fail "find_package(maze) project failed to build"; }
"$tmp/cm/consumer_shared" >"$tmp/out_cm" || fail "the find_package build (maze::maze) failed to run"
"$tmp/cm/consumer_static" >"$tmp/out_st" || fail "the find_package build (maze::maze_static) failed to run"

grep -q "^libmaze $ver: solved in [0-9]* moves" "$tmp/out_pc" || fail "no solved maze printed: $(cat "$tmp/out_pc")"
[ "$(grep -c '\*' "$tmp/out_pc")" -ge 2 ] || fail "the printed maze shows no path"
cmp -s "$tmp/out_pc" "$tmp/out_cm" || fail "pkg-config and find_package builds print different mazes"
cmp -s "$tmp/out_pc" "$tmp/out_st" || fail "shared and static builds print different mazes"
cat "$tmp/out_pc"
