#!/usr/bin/env bash
# run.sh TEST - runs one web test (CTest's web_*): build (the module, into
# $MAZE_BUILD_DIR/web), same, package, page, layout. Exit 77 (CTest: skipped)
# when emscripten or node is missing and, for the page and layout, with MAZE_NO_BROWSER=1 or
# no Chromium; scripts/deps.sh installs them (scripts/deps/browser.list).
set -euo pipefail
t=$1
out=$MAZE_BUILD_DIR/web
skip() { echo "skipped: $*"; exit 77; }
for tool in emcc node; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (scripts/deps.sh installs it)"
done
case "$t" in
build) exec bash "$MAZE_SOURCE_DIR/web/build.sh" "$out" ;;
esac
[ -s "$out/maze.js" ] || { echo "run.sh: $out/maze.js missing: the web_build test makes it" >&2; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/maze-web-$t.XXXXXX")
export T
trap 'rm -rf "$T"' EXIT
case "$t" in
same) node "$MAZE_SOURCE_DIR/web/test/same.mjs" "$MAZE" "$out" "$MAZE_SOURCE_DIR/tests/data" ;;
package) command -v npm >/dev/null || skip "npm is not installed"; bash "$MAZE_SOURCE_DIR/web/test/package.sh" "$out" ;;
page | layout)
  [ "${MAZE_NO_BROWSER:-0}" = 1 ] && skip "MAZE_NO_BROWSER=1"
  browser=$(command -v chromium || command -v chromium-browser || true)
  [ -n "$browser" ] || skip "chromium is not installed (MAZE_NO_BROWSER=0 scripts/deps.sh installs it)"
  node "$MAZE_SOURCE_DIR/web/test/$t.mjs" "$browser" "$MAZE" "$out" "$MAZE_SOURCE_DIR/tests/data" ;;
*) echo "run.sh: unknown test $t" >&2; exit 2 ;;
esac
