#!/usr/bin/env bash
# python.sh - runs the Python package's tests (python/tests) against this
# build's libmaze.so (MAZE_LIBRARY, the package from the source tree), so the
# sanitized build checks the library under the package's calls; $MAZE for the
# tests that compare the package's bytes with the command's. A sanitized
# library needs its runtimes loaded first into the (unsanitized) interpreter.
# The interpreter is Debian's python3, the one Debian's numpy (python3-numpy)
# is built for; MAZE_PYTHON names another. python_install.sh tests the
# package as pip installs it.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"   # $san_preload
py=${MAZE_PYTHON:-/usr/bin/python3}
[ -x "$py" ] || fail "$py is missing (scripts/deps.sh installs python3)"
"$py" -c 'import numpy' 2>/dev/null || fail "$py has no numpy (scripts/deps.sh installs python3-numpy)"
export MAZE_LIBRARY=$MAZE_BUILD_DIR/libmaze.so PYTHONPATH=$MAZE_SOURCE_DIR/python PYTHONDONTWRITEBYTECODE=1
run=()
if [ -n "$san_preload" ]; then  # for the interpreter alone; the interpreter's own leaks are not ours
  run=(env LD_PRELOAD="$san_preload" ASAN_OPTIONS=detect_leaks=0)
fi
# -X faulthandler: a crash inside the library names the Python line that called it.
cd "$T"
"${run[@]}" "$py" -X faulthandler -m unittest discover -s "$MAZE_SOURCE_DIR/python/tests" -v ||
  fail "the Python package's tests failed (above)"
