#!/usr/bin/env bash
# hostile.sh - hostile sizes through the command: headers claiming
# 2^40 cells (a PNG mask, a Moving AI .map, a PHP mask), a 2 MB mask line, a
# ragged mask, a .map row longer than its width, a negative size: each gets
# exit status 3 or 4 and one line naming the file (and the line when there is
# one), quickly, and writes no output file.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

# A PNG whose IHDR claims 2^20 x 2^20 pixels (valid CRCs), then empty IDAT, IEND.
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x10\x00\x00\x00\x10\x00\x00\x08\x00\x00\x00\x00\x6e\x43\xff\x19'\
'\x00\x00\x00\x00IDAT\x35\xaf\x06\x1e\x00\x00\x00\x00IEND\xae\x42\x60\x82' >"$T/huge.png"
expect 4 "huge.png: PNG of 1048576 x 1048576 pixels is over the limit" "$MAZE" generate --mask "$T/huge.png" -o "$T/out.txt"
[ ! -e "$T/out.txt" ] || fail "a refused mask left an output file"
head -c 2000000 /dev/zero | tr '\0' '.' >"$T/line.txt"
expect 4 "line.txt: mask of 2000000 x 1 cells is over the limit of 1000 cells" \
  "$MAZE" generate --mask "$T/line.txt" --max-cells 1000
"$MAZE" generate --mask "$T/line.txt" -a binary-tree -f mask -o "$T/line.mask" # within the default limit
[ "$(head -1 "$T/line.mask")" = "2000000 1" ] || fail "a 2e6-cell mask line was not generated on"
printf '...\n..\n' >"$T/ragged.txt"
expect 3 "ragged.txt:2: row of 2 cells, the first has 3" "$MAZE" generate --mask "$T/ragged.txt"
printf '\n\n\n' >"$T/blank.txt"
expect 3 "blank.txt: the mask is empty" "$MAZE" generate --mask "$T/blank.txt"

printf 'type octile\nheight 1048576\nwidth 1048576\nmap\n.\n' >"$T/huge.map"
expect 4 "huge.map:[0-9]+: 1048576 x 1048576 map exceeds the limit" "$MAZE" solve "$T/huge.map"
expect 4 "huge.map:[0-9]+: .*exceeds the limit of 1000 cells" "$MAZE" render --max-cells 1000 -f map "$T/huge.map"
printf 'type octile\nheight 2\nwidth 3\nmap\n...\n....\n' >"$T/long.map"
expect 3 "long.map:6: row 1 has 4 characters, expected 3" "$MAZE" solve "$T/long.map"
printf '1048576 1048576\n0\n' >"$T/huge.mask"
expect 4 "huge.mask:1: a 1048576 x 1048576 maze is over the size limit" "$MAZE" render "$T/huge.mask"
expect 4 "huge.mask:1: .*over the size limit" "$MAZE" stats "$T/huge.mask"
printf -- '-5 3\n' >"$T/negative.mask"
expect 3 "negative.mask:1: the first line must be 'WIDTH HEIGHT'" "$MAZE" render -i mask "$T/negative.mask"
echo "hostile.sh: ok"
