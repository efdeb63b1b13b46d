#!/usr/bin/env bash
# scripts/test.sh - builds everything and runs every test (CTest). Installs the
# Debian packages the tests need when they are missing (needs root and apt).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
bash scripts/deps.sh
cmake -S . -B "$BUILD" -G Ninja -DMAZE_WERROR=ON ${CMAKE_ARGS:-}
cmake --build "$BUILD"
ctest --test-dir "$BUILD" --output-on-failure -j"$(nproc)" ${CTEST_ARGS:-}
