#!/usr/bin/env bash
# scripts/lint.sh - static analysis with the checked-in configurations:
# clang-tidy (.clang-tidy) and cppcheck (flags below), and the module order of
# docs/architecture.md (scripts/lint-layers.sh). Fails on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${LINT_BUILD:-build-lint}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
cmake --build "$BUILD" --target maze_objects maze_cli >/dev/null
bash scripts/lint-layers.sh --objects "$BUILD"
# clang-tidy checks one file at a time: a process per core.
find src cli -name "*.c" | sort | xargs -P"$(nproc)" -n 4 clang-tidy -p "$BUILD" --quiet
# cppcheck too: on one process it took 85 s of CPU, the other cores idle.
cppcheck -j"$(nproc)" --enable=warning,performance,portability --inline-suppr --error-exitcode=1 -q \
  --suppress=missingIncludeSystem -I include -I src src cli
echo "lint: clean"
