#!/usr/bin/env bash
# python.sh - runs the Python module's own tests (python/tests, stdlib
# unittest) against this build's libmaze.so. A sanitized library needs its
# runtimes loaded first into the (unsanitized) interpreter.
set -euo pipefail
cache=$MAZE_BUILD_DIR/CMakeCache.txt
export MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python PYTHONDONTWRITEBYTECODE=1
if grep -q '^MAZE_SANITIZE:BOOL=ON' "$cache"; then
  cc=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$cache")
  LD_PRELOAD="$("$cc" -print-file-name=libasan.so):$("$cc" -print-file-name=libubsan.so)"
  export LD_PRELOAD ASAN_OPTIONS=detect_leaks=0  # the interpreter's own leaks are not ours
fi
exec python3 -m unittest discover -s "$MAZE_SOURCE_DIR/python/tests" -v
