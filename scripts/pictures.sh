#!/usr/bin/env bash
# scripts/pictures.sh - makes the pictures in docs/pictures/: a PNG of every
# topology in the library's table, a dfs maze solved by bfs with its path and
# markers (examples/topology_pictures.c). Builds that example in the build
# folder first (default build/; cmake must have configured it).
# Usage: scripts/pictures.sh [BUILD_DIR]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
cmake --build "$build" --target example_topology_pictures
mkdir -p "$src/docs/pictures"
"$build/examples/topology_pictures" "$src/docs/pictures" 1
