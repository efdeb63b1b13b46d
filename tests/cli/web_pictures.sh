#!/usr/bin/env bash
# web_pictures.sh - the screenshots of the page in docs/pictures are current:
# each picture scripts/web_pictures.mjs takes is there, shown in
# web/README.md, and carries (in its tEXt chunk "source") the SHA-256 of the
# web/index.html in the tree; every docs/pictures/web-*.png is one the script
# takes. After a change to the page: node scripts/web_pictures.mjs build/web.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$MAZE_SOURCE_DIR"
want="web/index.html sha256 $(sha256sum web/index.html | cut -d' ' -f1)"
names=$(grep -oE "shot\('web-[a-z0-9-]+\.png'\)" scripts/web_pictures.mjs | sed "s/shot('\(.*\)')/\1/")
[ -n "$names" ] || fail "scripts/web_pictures.mjs takes no pictures"
for n in $names; do
  f=docs/pictures/$n
  if [ ! -s "$f" ]; then problem "$f is missing (node scripts/web_pictures.mjs build/web takes it)"; continue; fi
  grep -q "docs/pictures/$n" web/README.md || problem "web/README.md does not show $f"
  got=$(grep -aoE 'web/index.html sha256 [0-9a-f]{64}' "$f" || true)
  [ "$got" = "$want" ] || problem "$f is of another page (${got:-no source chunk}, the tree's ${want#* sha256 }): run node scripts/web_pictures.mjs build/web"
done
for f in docs/pictures/web-*.png; do
  grep -qx "${f#docs/pictures/}" <<<"$names" || problem "$f is no picture scripts/web_pictures.mjs takes"
done
finish "in the page's pictures"
echo "web_pictures: ok"
