# tests/consumer/env.sh - sourced by the tests that build or load code outside
# the build (install.sh, python.sh, tutorial.sh): the build's C compiler
# ($cc), the flags a program around a sanitized libmaze needs ($san_flags),
# and the sanitizer runtimes an unsanitized interpreter must preload
# ($san_preload). Empty flags and preload for a plain build.
cache=$MAZE_BUILD_DIR/CMakeCache.txt
cc=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$cache")
san_flags="" san_preload=""
if grep -q '^MAZE_SANITIZE:BOOL=ON' "$cache"; then
  san_flags="-fsanitize=address,undefined"
  san_preload="$("$cc" -print-file-name=libasan.so):$("$cc" -print-file-name=libubsan.so)"
fi
