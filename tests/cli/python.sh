#!/usr/bin/env bash
# python.sh - runs the Python module's own tests (python/tests, stdlib
# unittest) against this build's libmaze.so, and $MAZE for the tests that
# compare the module's bytes with the command's. A sanitized library needs its
# runtimes loaded first into the (unsanitized) interpreter.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"   # $san_preload
export MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python PYTHONDONTWRITEBYTECODE=1
run=()
if [ -n "$san_preload" ]; then  # for the interpreter alone; the interpreter's own leaks are not ours
  run=(env LD_PRELOAD="$san_preload" ASAN_OPTIONS=detect_leaks=0)
fi
# -X faulthandler: a crash inside the library names the Python line that called it.
"${run[@]}" python3 -X faulthandler -m unittest discover -s "$MAZE_SOURCE_DIR/python/tests" -v || fail "the Python module's tests failed (above)"
