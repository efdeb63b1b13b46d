#!/usr/bin/env bash
# package.sh OUT - `npm pack OUT` makes the npm package (the wrapper, the
# module, the page, the README; the header's version), which installs offline
# into a scratch project that imports it by name and gets `maze generate`'s maze.
set -euo pipefail
out=$1
T=${T:-$(mktemp -d)}
fail() { echo "package: FAIL: $*" >&2; exit 1; }
mkdir -p "$T/pack" "$T/app"
version=$(sed -n 's/^#define MAZE_VERSION_STRING "\(.*\)"/\1/p' "$MAZE_SOURCE_DIR/include/maze.h")
(cd "$T/pack" && npm pack --silent "$out" >"$T/pack.out" 2>"$T/pack.err") || fail "npm pack: $(cat "$T/pack.err")"
tgz=$T/pack/libmaze-$version.tgz
[ -s "$tgz" ] || fail "no $tgz: $(cat "$T/pack.out" "$T/pack.err")"
listing=$(tar -tzf "$tgz" | sort | paste -sd' ')
page=
if [ -e "$out/index.html" ]; then page="package/index.html "; fi
want="package/README.md ${page}package/maze-wasm.mjs package/maze.js package/package.json"
[ "$listing" = "$want" ] || fail "the package holds: $listing (want $want)"
cd "$T/app"
printf '{"name":"app","version":"1.0.0","private":true,"type":"module"}\n' >package.json
npm install --offline --no-audit --no-fund --silent "$tgz" >"$T/install.out" 2>&1 || fail "npm install: $(cat "$T/install.out")"
cat >app.mjs <<'JS'
import { load, MazeError } from 'libmaze';
const lib = await load();
const m = lib.generate({ generator: 'kruskal', width: 9, height: 6, seed: 42 });
process.stdout.write(`${lib.version}\n${m.write('text')}`);
if (typeof MazeError !== 'function') process.exit(1);
JS
node app.mjs >"$T/app.out" 2>"$T/app.err" || fail "the app: $(cat "$T/app.err")"
{ echo "$version"; "$MAZE" generate -a kruskal -W 9 -H 6 -s 42; } >"$T/want"
cmp -s "$T/app.out" "$T/want" || fail "the installed package's maze differs: $(diff "$T/app.out" "$T/want" | head)"
grep -q '"version": "'"$version"'"' node_modules/libmaze/package.json || fail "installed version is not $version"
echo "package: ok: libmaze-$version.tgz ($(stat -c %s "$tgz") bytes) installed and imported"
