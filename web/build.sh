#!/usr/bin/env bash
# web/build.sh OUTDIR - builds libmaze with emscripten into OUTDIR: maze-wasm.mjs
# (the WebAssembly module, embedded, as an ES module), maze.js (the wrapper),
# package.json (npm pack OUTDIR makes the package) and index.html (the page, one
# file holding everything, for file:// or any static server).
# Without ports (no libpng, zlib, cairo): SVG pictures from the library, PNG
# through the page's canvas. Needs Debian's emscripten (its optimiser finds
# Debian's acorn through NODE_PATH) and node.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: web/build.sh OUTDIR}
mkdir -p "$out/obj"
out=$(cd "$out" && pwd)
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
CFLAGS=(-O3 -std=gnu11 -I"$src/include" -I"$src/src" -DNDEBUG)
# One object a source, rebuilt when it is older than its source or than any
# header (two at a time: the machines this is built on share their cores).
objs=()
newest_h=$(find "$src/include" "$src/src" -name '*.h' -printf '%T@\n' | sort -n | tail -1)
jobs=()
for c in $(cd "$src" && find src web -name '*.c' | sort); do
  o=$out/obj/$(echo "${c%.c}" | tr / _).o
  objs+=("$o")
  if [ ! -e "$o" ] || [ "$src/$c" -nt "$o" ] || [ "$(stat -c %Y "$o")" -lt "${newest_h%.*}" ]; then
    jobs+=("$src/$c" "$o")
  fi
done
if [ ${#jobs[@]} -gt 0 ]; then
  export MAZE_WEB_CFLAGS="${CFLAGS[*]}"
  # shellcheck disable=SC2016 # expanded by the sh that xargs runs
  printf '%s\0' "${jobs[@]}" | xargs -0 -n2 -P"${MAZE_WEB_JOBS:-2}" sh -c 'emcc $MAZE_WEB_CFLAGS -c "$1" -o "$2"' sh
fi
exports=$(sed -n 's/.*EMSCRIPTEN_KEEPALIVE[^(]* \**\(web_[a-z_]*\)(.*/_\1/p' "$src/web/maze_wasm.c" | paste -sd,)
# The public calls web/maze.js makes directly (the rest go through maze_wasm.c).
api=_maze_version,_maze_strerror,_maze_destroy,_maze_width,_maze_height,_maze_get,_maze_set_passage,_maze_cell_enabled,\
_maze_set_cell_enabled,_maze_to_masks,_maze_clone,_maze_cell_count,_maze_passage_count,_maze_cell_total,\
_maze_cell_sides,_maze_cell_neighbor,_maze_cell_open_sides,_maze_cell_set_open,_maze_cell_is_enabled,_maze_extent,\
_maze_map_destroy,_maze_map_width,_maze_map_height,_maze_map_open,_maze_map_set,_maze_map_to_open,_maze_map_from_open,\
_maze_map_from_maze,_maze_from_map_cells,_maze_map_terrain,\
_maze_graph_from_maze,_maze_graph_from_map,_maze_graph_destroy,_maze_search_create,_maze_search_destroy,\
_maze_search_distances,_maze_topology_of,_maze_graph_width,_maze_graph_height,_malloc,_free
relink=${#jobs[@]}
for f in "$0" "$src/web/maze_wasm.c"; do [ "$out/maze-core.js" -nt "$f" ] || relink=1; done
[ "$relink" = 0 ] || emcc -O3 "${objs[@]}" -o "$out/maze-core.js" \
  -sMODULARIZE -sEXPORT_NAME=createMazeModule -sENVIRONMENT=web,worker -sSINGLE_FILE \
  -sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=2GB -sFILESYSTEM=0 \
  -sEXPORTED_FUNCTIONS="$exports,$api" \
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8
node "$src/web/assemble.mjs" "$src" "$out"
