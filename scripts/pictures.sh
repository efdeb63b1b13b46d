#!/usr/bin/env bash
# scripts/pictures.sh - makes the pictures in docs/pictures/: a PNG of every
# topology in the library's table, a dfs maze solved by bfs with its path and
# markers (examples/topology_pictures.c), a masked hexagon, and an answer page of the
# tutorial's puzzle book (maze book, pdftoppm). Builds that example and the
# command in the build folder first (default build/; cmake must have
# configured it).
# Usage: scripts/pictures.sh [BUILD_DIR]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
cmake --build "$build" --target example_topology_pictures
mkdir -p "$src/docs/pictures"
"$build/examples/topology_pictures" "$src/docs/pictures" 1
# The answer page of the tutorial's puzzle book (docs/tutorial.md, section 7).
cmake --build "$build" --target maze
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A hexagon shaped by a text mask stretched over it (docs/algorithms.md, "Masks and pieces").
printf '%s\n' '..........' '...####...' '..######..' '...####...' '..........' >"$tmp/hole.txt"
"$build/maze" generate --topology hexagon --rings 10 --mask "$tmp/hole.txt" -a wilson -s 3 --show outline \
  -o "$src/docs/pictures/hexagon-mask.png"
"$build/maze" book -o "$tmp/book.pdf" --count 40 --per-page 4 --title "Forty mazes" -s 7
pdftoppm -r 60 -png -f 11 -l 11 -singlefile "$tmp/book.pdf" "$src/docs/pictures/book-answers"
