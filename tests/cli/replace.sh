#!/usr/bin/env bash
# replace.sh - `-o FILE` over an existing output, in every writing path (a
# maze in memory, a streamed one, a PNG, --count): the file keeps its mode, a
# symlink stays a symlink and its target gets the maze (no temporary file
# left in either folder), and another hard link keeps the old contents.
set -euo pipefail
. "$(dirname "$0")/lib/expect.sh"
mkdir "$T/d" "$T/d/sub"
cd "$T/d"
outputs=(m.txt s.txt p.png c-1.txt)
run() { # writes every output of the list once
  "$MAZE" generate -W 6 -H 4 -o m.txt
  "$MAZE" generate -a eller -W 6 -H 4 -o s.txt
  "$MAZE" generate -W 6 -H 4 -o p.png
  "$MAZE" generate --count 1 -W 6 -H 4 -o c.txt
}
for f in "${outputs[@]}"; do printf 'old\n' >"$f"; done
chmod 600 m.txt; chmod 640 s.txt; chmod 604 p.png; chmod 755 c-1.txt
run
for f in "${outputs[@]}"; do
  [ "$(head -c 3 "$f")" != old ] || fail "$f was not replaced"
done
[ "$(stat -c %a m.txt s.txt p.png c-1.txt | tr '\n' ' ')" = "600 640 604 755 " ] ||
  fail "modes changed: $(stat -c '%n %a' "${outputs[@]}" | tr '\n' ' ')"

# Symlinks: each output a link into sub/, relative.
for f in "${outputs[@]}"; do
  mv "$f" "sub/$f"
  printf 'old\n' >"sub/$f"
  ln -s "sub/$f" "$f"
done
run
for f in "${outputs[@]}"; do
  [ -L "$f" ] || fail "$f: the symlink was replaced by a file"
  [ "$(head -c 3 "sub/$f")" != old ] || fail "sub/$f: the link's target was not written"
done
[ "$(ls -A sub | wc -l)" = 4 ] || fail "sub/: $(ls -A sub)"
[ "$(ls -A | wc -l)" = 5 ] || fail "./: $(ls -A)"
[ "$(stat -c %a sub/m.txt)" = 600 ] || fail "sub/m.txt: mode $(stat -c %a sub/m.txt) through the link"

# A hard link: the other name keeps the old maze (documented).
rm -f m.txt sub/m.txt
"$MAZE" generate -s 1 -W 6 -H 4 -o m.txt
ln m.txt other.txt
"$MAZE" generate -s 2 -W 6 -H 4 -o m.txt
"$MAZE" generate -s 1 -W 6 -H 4 | cmp -s - other.txt || fail "the other hard link changed"
"$MAZE" generate -s 2 -W 6 -H 4 | cmp -s - m.txt || fail "m.txt is not the new maze"
echo "replace: modes, symlinks and hard links: ok"
