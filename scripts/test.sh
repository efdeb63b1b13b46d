#!/usr/bin/env bash
# scripts/test.sh - builds everything and runs every test (CTest). Installs the
# Debian packages the tests need when they are missing (needs root and apt).
# MAZE_MOVINGAI_DIR=FOLDER adds the tier of tests on the larger Moving AI set
# (without it those tests report "skipped"); MAZE_NO_BROWSER=1 installs no
# browser, and the browser tests report "skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
bash scripts/deps.sh
# (an unset MAZE_MOVINGAI_DIR keeps what the build folder has; set, even empty, it rules)
cmake -S . -B "$BUILD" -G Ninja -DMAZE_WERROR=ON ${MAZE_MOVINGAI_DIR+"-DMAZE_MOVINGAI_DIR=$MAZE_MOVINGAI_DIR"} ${CMAKE_ARGS:-}
cmake --build "$BUILD"
ctest --test-dir "$BUILD" --output-on-failure -j"$(nproc)" ${CTEST_ARGS:-}
