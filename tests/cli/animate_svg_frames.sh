#!/usr/bin/env bash
# animate_svg_frames.sh - `maze animate --frames-dir DIR --frames-format svg`:
# the same frames as the PNG files, each cell's centre in the same colour
# (the SVG's rectangles painted in order against the PNG's pixels), for a
# generator, a solver and the new solvers' events (random-mouse's walk,
# all-shortest's layer in the last frame, the page's legend); a generator's
# last frame is the finished maze; on every other topology the cells' own
# shapes, valid SVG files as many as the PNG frames; refusals leave nothing.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"

# Prints "x,y RRGGBB" for each cell centre of every frame of DIR (W x H
# cells, the default cell 10, wall 2, margin 10), from the PNG files or the
# SVG files: frame number first.
cat >centres.py <<'PY'
import re, struct, sys, zlib, glob

def png_pixels(path):
    data = open(path, "rb").read()
    pos, idat, pal = 8, b"", []
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"PLTE":
            pal = ["%02x%02x%02x" % tuple(body[i:i + 3]) for i in range(0, n, 3)]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    assert ctype == 3, "not a palette png"
    raw, stride, rows, prev = zlib.decompress(idat), (w * depth + 7) // 8, [], bytearray((w * depth + 7) // 8)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a, b, c = line[i - 1] if i else 0, prev[i], prev[i - 1] if i else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    def at(x, y):
        per = 8 // depth
        v = rows[y][x // per] >> ((per - 1 - x % per) * depth) & ((1 << depth) - 1)
        return pal[v]
    return at

def svg_pixels(path):
    rects = []
    for m in re.finditer(r'<rect ([^>]*)/>', open(path).read()):
        a = dict(re.findall(r'(\w+)="([^"]*)"', m.group(1)))
        rects.append((float(a.get("x", 0)), float(a.get("y", 0)), float(a["width"]), float(a["height"]), a["fill"][1:]))
    def at(x, y):
        col = None
        for rx, ry, rw, rh, f in rects:
            if rx <= x + 0.5 < rx + rw and ry <= y + 0.5 < ry + rh:
                col = f
        return col
    return at

folder, ext, w, h = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
for path in sorted(glob.glob("%s/frame-*.%s" % (folder, ext))):
    at = png_pixels(path) if ext == "png" else svg_pixels(path)
    frame = re.search(r"frame-(\d+)", path).group(1)
    for y in range(h):
        for x in range(w):
            print(frame, "%d,%d" % (x, y), at(16 + 10 * x, 16 + 10 * y))
PY

# same RUN W H: the svg frames of RUN (maze animate's arguments after it) hold
# the png frames' cell colours; both folders left as RUN.png and RUN.svg.
same() {
  local name=$1 w=$2 h=$3
  shift 3
  "$MAZE" animate "$@" --frames-dir "$name.png" 2>/dev/null || [ $? = 1 ] || fail "$name: png frames failed"
  "$MAZE" animate "$@" --frames-dir "$name.svg" --frames-format svg 2>/dev/null || [ $? = 1 ] ||
    fail "$name: svg frames failed"
  [ "$(find "$name.png" -type f | wc -l)" = "$(find "$name.svg" -name 'frame-*.svg' | wc -l)" ] ||
    fail "$name: not as many svg frames as png frames"
  python3 centres.py "$name.png" png "$w" "$h" >"$name.pngc"
  python3 centres.py "$name.svg" svg "$w" "$h" >"$name.svgc"
  [ -s "$name.pngc" ] || fail "$name: no cells read"
  cmp -s "$name.pngc" "$name.svgc" || fail "$name: svg frames differ from the png frames: $(diff "$name.pngc" "$name.svgc" | head -4)"
}
same dfs 12 8 generate -a dfs -W 12 -H 8 -s 4 --frames 8
same kruskal 6 4 generate -a kruskal -W 6 -H 4 -s 2 --frames 10
same division 6 4 generate -a division -W 6 -H 4 -s 2 --frames 10
same bfs 12 8 solve -a bfs -W 12 -H 8 -s 3 --frames 6
same mouse 12 8 solve -a random-mouse -W 12 -H 8 -s 3 --frames 6
"$MAZE" generate -W 12 -H 8 -s 3 --braid 0.6 -o braid.txt
same all 12 8 solve -a all-shortest braid.txt --frames 6
# What the frames show: the stack halfway through dfs, the finished maze at
# the end; the shortest layer (gold) beside the path (red) in all-shortest's last.
grep -q '^0004 .* a0d0ff$' dfs.svgc || fail "dfs: no stack cells halfway"
[ "$(grep -c 'fill="#' dfs.svg/frame-0008.svg)" = 1 ] || fail "dfs: the last frame is not the finished maze alone"
"$MAZE" generate -a dfs -W 12 -H 8 -s 4 --cell 10 --wall 2 --margin 10 -o dfs.gen.svg
sed 's/<rect [^>]*>//; /^<g id="events">$/d; /^<\/g>$/d' dfs.svg/frame-0008.svg | grep -v '^$' >last
sed 's/<rect [^>]*>//' dfs.gen.svg | grep -v '^$' >gen
cmp -s last gen || fail "dfs: the last svg frame's walls are not the maze's"
grep -q '^0006 .* ffd700$' all.svgc || fail "all-shortest: no shortest layer in the last frame"
grep -q '^0006 .* ff0000$' all.svgc || fail "all-shortest: no path in the last frame"
# The page and the GIF show the new solvers' events.
"$MAZE" animate solve -a all-shortest braid.txt -o all.html 2>/dev/null
grep -q 'on a shortest path</span>' all.html || fail "all-shortest's page: no legend for the layer"
"$MAZE" animate solve -a random-mouse -W 12 -H 8 -s 3 -o mouse.html 2>err
"$MAZE" solve -a random-mouse -s 3 --json <("$MAZE" generate -W 12 -H 8 -s 3) --from 0,0 --to 11,7 >mouse.json
walked=$(sed 's/.*"expanded":\([0-9]*\).*/\1/' mouse.json)
grep -q "random-mouse: [0-9]* moves, $walked expanded" err || fail "animate's mouse is not solve's walk: $(cat err)"
if [ -x "$MAZE_BUILD_DIR/tests/gifcount" ]; then
  "$MAZE" animate solve -a all-shortest braid.txt -o all.gif 2>/dev/null
  [ "$("$MAZE_BUILD_DIR/tests/gifcount" all.gif -1 ffd700)" -gt 0 ] || fail "all-shortest's GIF: no layer at the end"
fi

# Every other topology: the cells' own shapes (the page's SVG, true arcs),
# as many frames as the PNG frames, each a valid SVG (xmllint, else its
# tags balanced); a generator's first frame every wall closed and its last
# the finished maze (a perfect maze: cells - 1 walls fewer, no colours); a
# solver's last frame the path's cells in red, one a cell.
valid() {
  if command -v xmllint >/dev/null; then xmllint --noout "$1" 2>&1; return; fi
  python3 - "$1" <<'PY'
import re, sys
text, depth = open(sys.argv[1]).read(), 0
assert text.startswith("<svg xmlns=") and text.rstrip().endswith("</svg>"), "no svg element"
for m in re.finditer(r"<(/?)(\w+)[^>]*?(/?)>", text):
    depth += 0 if m.group(3) else -1 if m.group(1) else 1
    assert depth >= 0, "a tag closed twice"
assert depth == 0, "unbalanced tags"
PY
}
closed() { echo $(($(grep -c '<path visibility="visible"' "$1") + $(grep -c '<g visibility="hidden"' "$1"))); }
for t in hex hexagon triangle polar 3d upsilon weave; do
  case $t in polar | hexagon) size=(--rings 4) ;; 3d) size=(-W 4 -H 3 -L 2) ;; *) size=(-W 6 -H 5) ;; esac
  "$MAZE" generate --topology "$t" "${size[@]}" -s 2 -o "$t.cells"
  cells=$("$MAZE" stats --json "$t.cells" | grep -o '"cells":[0-9]*' | cut -d: -f2)
  for run in "generate --topology $t ${size[*]} -s 2 --frames 12" "solve -a bfs $t.cells --frames 12"; do
    # shellcheck disable=SC2086
    "$MAZE" animate $run --frames-dir "$t.png" 2>/dev/null || fail "$t: $run: png frames failed"
    # shellcheck disable=SC2086
    "$MAZE" animate $run --frames-dir "$t.svg" --frames-format svg 2>"$t.err" || fail "$t: $run: svg frames failed: $(cat "$t.err")"
    n=$(find "$t.svg" -name 'frame-*.svg' | wc -l)
    [ "$n" -ge 2 ] && [ "$n" = "$(find "$t.png" -name 'frame-*.png' | wc -l)" ] ||
      fail "$t: $run: $n svg frames, $(find "$t.png" -name 'frame-*.png' | wc -l) png frames"
    for f in "$t.svg"/frame-*.svg; do valid "$f" || fail "$t: $f is no valid SVG"; done
    first=$t.svg/frame-0001.svg last=$t.svg/frame-$(printf %04d "$n").svg
    if [ "${run%% *}" = generate ]; then
      [ "$(closed "$first")" = $(($(closed "$last") + cells - 1)) ] && ! grep -q '<path fill=' "$first" "$last" ||
        fail "$t: the generator's first frame has $(closed "$first") walls, its last $(closed "$last"), $cells cells"
      grep -q '<path fill=' "$t.svg/frame-0006.svg" || fail "$t: no cell coloured halfway through the generator"
    else
      moves=$(grep -o 'bfs: [0-9]* moves' "$t.err" | grep -o '[0-9][0-9]*')
      [ "$(grep -c 'fill="#ff0000"' "$last")" = $((moves + 1)) ] ||
        fail "$t: the solver's last frame has $(grep -c 'fill="#ff0000"' "$last") red cells, its path $((moves + 1))"
    fi
    rm -r "$t.png" "$t.svg"
  done
done

# Refusals: nothing left behind.
before=$(ls -A | sort)
expect 2 "--frames-format is for --frames-dir" "$MAZE" animate generate --frames-format svg -o x.html
expect 2 "--frames-format takes png or svg" "$MAZE" animate generate --frames-dir new --frames-format gif
expect 3 "cannot write" "$MAZE" animate generate --frames-dir no/such/new --frames-format svg
[ "$(ls -A | grep -vx 'out\|err' | sort)" = "$(grep -vx 'out\|err' <<<"$before")" ] || fail "a refused run left files"
echo "animate_svg_frames.sh: svg frames hold the png frames' cells"
