#!/usr/bin/env bash
# topology_mask.sh - `maze generate --topology T --mask FILE` on every
# topology but rect: the size options set the size, the cells whose centre
# falls on a masked pixel are disabled (on hex, hexagon and upsilon as the
# centres worked out here say), a PNG mask as its text twin, one perfect maze
# per piece, start and goal on cells left, the outline drawn; --gaps opens
# the outline at the start and goal; the refusals and their statuses.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
read_tables
pngcount=$MAZE_BUILD_DIR/tests/pngcount
size() { topo_size "$1" 9 8 2 5; }
# a ring of cells round a masked middle, 7 x 5 pixels
printf '.......\n..###..\n.#####.\n..###..\n.......\n' >"$T/ring.txt"
# the same as a greyscale PNG, black = masked
python3 - "$T/ring.txt" "$T/ring.png" <<'PY'
import struct, sys, zlib
rows = open(sys.argv[1]).read().split()
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
raw = b"".join(b"\0" + bytes(0 if ch == "#" else 255 for ch in r) for r in rows)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 0, 0, 0, 0))
open(sys.argv[2], "wb").write(png + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
PY
gens=$(names generator topologies)
# Under valgrind each generator masks the maze of one topology in turn (each
# topology one at least): every pair took minutes under memcheck, and the
# Release and sanitizer runs cover every pair.
nt=$(($(names topology | wc -l) - 1))
turn() { ! under_valgrind || [ $(($1 % nt)) = $(($2 % nt)) ]; }
n=0
for t in $(names topology); do
  [ "$t" = rect ] && continue
  # shellcheck disable=SC2046
  set -- $(size "$t")
  "$MAZE" generate --topology "$t" "$@" --mask "$T/ring.txt" -s 4 -o "$T/$t.cells" || fail "$t --mask failed"
  "$MAZE" generate --topology "$t" "$@" --mask "$T/ring.png" -s 4 -o "$T/$t-png.cells" || fail "$t --mask x.png failed"
  cmp -s "$T/$t.cells" "$T/$t-png.cells" || fail "$t: the PNG mask and its text twin give other mazes"
  "$MAZE" generate --topology "$t" "$@" -s 4 -o "$T/$t-full.cells"
  off=$(tail -n +3 "$T/$t.cells" | grep -v ' ' | tr -cd '-' | wc -c)
  [ "$off" -gt 0 ] || fail "$t: the mask disabled no cell"
  [ "$(tail -n +3 "$T/$t-full.cells" | tr -cd '-' | wc -c)" = 0 ] || fail "$t: a cell disabled without a mask"
  # every generator that runs there: one perfect maze per piece (no loop,
  # passages = cells - pieces), as many pieces from each
  gi=0
  for g in $gens; do
    gi=$((gi + 1))
    turn "$gi" "$n" || continue
    "$MAZE" generate --topology "$t" "$@" --mask "$T/ring.txt" -a "$g" -s 9 -o "$T/g.cells" || fail "$t -a $g --mask failed"
    "$MAZE" stats "$T/g.cells" >"$T/stats" || fail "stats of the masked $t maze failed"
    awk '$1 == "cells" {c = $2} $1 == "passages" {p = $2} $1 == "components" {k = $2} $1 == "loops" {l = $2}
         END {exit !(c > 0 && l == 0 && p == c - k)}' "$T/stats" ||
      fail "$t -a $g: the masked maze is not one perfect maze per piece: $(cat "$T/stats")"
    k=$(awk '$1 == "components" {print $2}' "$T/stats")
    [ "${pieces:=$k}" = "$k" ] || fail "$t -a $g: $k pieces where another generator made $pieces"
  done
  unset pieces
  # the path (of the longest, within a piece) runs on cells left, and the
  # picture draws the outline
  "$MAZE" solve --ends diameter --json "$T/$t.cells" >"$T/j" || fail "solve of the masked $t maze failed"
  python3 - "$T/j" "$T/$t.cells" <<'PY' || fail "$t: the path leaves the cells the mask left"
import json, sys
path = json.load(open(sys.argv[1]))["path"]
text = open(sys.argv[2]).read().split("\n")
d = 1 if text[1] == "topology triangle" else 2  # hex digits a cell: one up to four sides
body = "".join(l for l in text[2:] if l and " " not in l)
cells = [body[i:i + d] for i in range(0, len(body), d)]
assert path and all(cells[c][0] != "-" for c, _ in path), path
PY
  "$MAZE" generate --topology "$t" "$@" --mask "$T/ring.txt" -s 4 --show outline,markers -o "$T/o.png"
  [ "$("$pngcount" "$T/o.png" ff8000)" -gt 50 ] || fail "$t: --show outline draws no outline"
  "$MAZE" generate --topology "$t" "$@" -s 4 --show outline -o "$T/f.png"
  [ "$("$pngcount" "$T/o.png" ff8000)" -gt "$("$pngcount" "$T/f.png" ff8000)" ] ||
    fail "$t: the masked maze's outline is no longer than the whole maze's"
  n=$((n + 1))
done
# Where the cells go, worked out here from the centres of maze.h's numbering:
# hex, hexagon and upsilon with a 7 x 5 mask stretched over the extent.
python3 - "$MAZE" "$T" <<'PY' || fail "the cells disabled are not those whose centre is on a masked pixel"
import math, subprocess, sys
maze, tmp = sys.argv[1], sys.argv[2]
rows = open(tmp + "/ring.txt").read().split()
W, H = len(rows[0]), len(rows)
r3 = math.sqrt(3)
def masked(cx, cy, ew, eh):
    # a centre on a line between pixels (a hex row at 1/5 of the height) is in the one after
    return rows[min(H - 1, int(cy / eh * H + 1e-9))][min(W - 1, int(cx / ew * W + 1e-9))] == "#"
def hexagon(n):
    R = n - 1
    for y in range(2 * R + 1):
        for x in range(2 * n - 1 - abs(y - R)):
            yield x + 0.5 + 0.5 * abs(y - R), (1 + 1.5 * y) / r3
def hexes(w, h):
    for y in range(h):
        for x in range(w):
            yield x + 0.5 + 0.5 * (y & 1), (1 + 1.5 * y) / r3
def upsilon(w, h):
    a = math.sqrt(2) / 2
    for y in range(h):
        for x in range(w):
            yield a + x, a + y
cases = [("hexagon", ["--rings", "5"], list(hexagon(5)), 9, (2 + 1.5 * 8) / r3),
         ("hex", ["-W", "9", "-H", "8"], list(hexes(9, 8)), 9.5, (2 + 1.5 * 7) / r3),
         ("upsilon", ["-W", "9", "-H", "8"], list(upsilon(9, 8)), 8 + math.sqrt(2), 7 + math.sqrt(2))]
for name, size, centres, ew, eh in cases:
    out = subprocess.run([maze, "generate", "--topology", name, *size, "--mask", tmp + "/ring.txt", "-f", "cells"],
                         check=True, capture_output=True, text=True).stdout.split("\n")
    body = "".join(l for l in out[2:] if l and " " not in l)
    got = [body[i] == "-" for i in range(0, len(body), 2)]
    want = [masked(cx, cy, ew, eh) for cx, cy in centres]
    if got != want or not any(want):
        sys.exit("%s: disabled %s, want %s" % (name, [i for i, g in enumerate(got) if g], [i for i, w in enumerate(want) if w]))
PY
# --gaps: the outline opens at the first cell on it and the one farthest
# away, so the picture has fewer wall pixels than without; not in cells
for t in hexagon polar; do
  # shellcheck disable=SC2046
  set -- $(size "$t")
  "$MAZE" generate --topology "$t" "$@" -s 4 --cell 20 -o "$T/nogap.png"
  "$MAZE" generate --topology "$t" "$@" -s 4 --cell 20 --gaps -o "$T/gap.png" || fail "$t --gaps failed"
  [ "$("$pngcount" "$T/gap.png" 000000)" -lt "$("$pngcount" "$T/nogap.png" 000000)" ] || fail "$t --gaps opened no wall"
  "$MAZE" generate --topology "$t" "$@" -s 4 --gaps -f svg -o "$T/gap.svg" || fail "$t --gaps -f svg failed"
  expect 2 "--gaps draws openings in .* not in cells" "$MAZE" generate --topology "$t" "$@" --gaps -o "$T/x.cells"
done
# polar's default ends are the centre and the last cell, just above east;
# with --gaps both lie on the outline, the start at the first cell of the
# outer ring (east) and the goal across the picture (west)
"$MAZE" generate --topology polar --rings 5 -s 4 --gaps --show markers --cell 20 -o "$T/pg.png"
[ "$("$pngcount" "$T/pg.png" 00a000 160 0 222 222)" -gt 0 ] && [ "$("$pngcount" "$T/pg.png" 00a000 0 0 160 222)" = 0 ] ||
  fail "polar --gaps: the start is not on the outline to the east"
[ "$("$pngcount" "$T/pg.png" 0000ff 0 0 60 222)" -gt 0 ] && [ "$("$pngcount" "$T/pg.png" 0000ff 60 0 222 222)" = 0 ] ||
  fail "polar --gaps: the goal is not on the outline to the west"
# refusals
printf '###\n###\n' >"$T/none.txt"
expect 3 "none.txt: the mask has no cell" "$MAZE" generate --topology hexagon --rings 3 --mask "$T/none.txt"
printf '.###############\n' >"$T/corner.txt"  # a quarter cell at the left edge: no centre
expect 3 "corner.txt leaves no cell of the polar maze" "$MAZE" generate --topology polar --rings 2 --mask "$T/corner.txt"
expect 2 "--from 14,0 is outside the mask" "$MAZE" generate --topology hexagon --rings 5 --mask "$T/ring.txt" --from 14,0 -o "$T/x.png"
expect 2 "--to 30,0 is outside the mask" "$MAZE" generate --topology hexagon --rings 5 --mask "$T/ring.txt" --to 30,0
expect 3 "missing.txt: No such file" "$MAZE" generate --topology hex --mask "$T/missing.txt"
printf '..\n...\n' >"$T/ragged.txt"
expect 3 "ragged.txt:2: row of 3 cells" "$MAZE" generate --topology upsilon --mask "$T/ragged.txt"
expect 4 "ring.txt: mask of 7 x 5 cells is over the limit of 20 cells" "$MAZE" generate --topology hex -W 2 -H 2 --mask "$T/ring.txt" --max-cells 20
expect 2 "--rings is for --topology hexagon or polar" "$MAZE" generate --rings 3
[ ! -e "$T/x.png" ] && [ ! -e "$T/x.cells" ] || fail "a refused generate left a file"
echo "topology_mask: $n topologies masked"
