#!/usr/bin/env bash
# pdf.sh - PDF pictures through the command (-o x.pdf, -f pdf): qpdf finds no
# error in the file, the page is the picture's size at 96 pixels an inch, a
# rendering of the page (pdftoppm) has the walls and the solved path's
# colour, the same input gives the same bytes (the creation date is fixed),
# and a map draws too; --page and --cell-mm give the page asked for, and a
# bad size or a maze too large for its page is refused with no file left.
# SVG pictures are well-formed XML (python3's parser).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
for tool in qpdf pdfinfo pdftoppm; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/deps.sh installs it)"
done
"$MAZE" generate -W 12 -H 8 -s 4 -f mask -o "$T/m.txt"
"$MAZE" generate -W 12 -H 8 -s 4 -o "$T/g.pdf"
qpdf --check "$T/g.pdf" >"$T/check" || fail "qpdf --check g.pdf: $(cat "$T/check")"
# 12 x 8 cells at 10 pixels, 2 of wall, 10 of margin: 142 x 102 px, 0.75 pt each
grep -q '^Page size: *106.5 x 76.5 pts' <(pdfinfo "$T/g.pdf") || fail "g.pdf: page size $(pdfinfo "$T/g.pdf" | grep 'Page size')"
grep -q '^Pages: *1$' <(pdfinfo "$T/g.pdf") || fail "g.pdf is not one page"
"$MAZE" render -f pdf "$T/m.txt" -o "$T/r.pdf"
cmp -s "$T/g.pdf" "$T/r.pdf" || fail "render of the same maze gave other bytes"
sleep 1 # a creation date from the clock would differ now
"$MAZE" render "$T/m.txt" -o "$T/r2.pdf"
cmp -s "$T/r.pdf" "$T/r2.pdf" || fail "the same render a second later gave other bytes"
grep -aq '/CreationDate (19700101000000Z)' "$T/r.pdf" || fail "the creation date is not the fixed one"

# The page rendered at 96 dpi is the PNG's size; black walls, no path colour
# without a path, the path's red after solve.
pdftoppm -r 96 -png -singlefile "$T/r.pdf" "$T/r"
[ "$("$pngcount" "$T/r.png")" = "142 102" ] || fail "r.pdf at 96 dpi: $("$pngcount" "$T/r.png"), want 142 102"
[ "$("$pngcount" "$T/r.png" 000000)" -gt 500 ] || fail "r.pdf: too few wall pixels"
[ "$("$pngcount" "$T/r.png" ff0000)" -eq 0 ] || fail "r.pdf: path colour without a path"
"$MAZE" solve "$T/m.txt" -o "$T/s.pdf" >"$T/out"
moves=$(sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$T/out")
pdftoppm -r 96 -png -singlefile "$T/s.pdf" "$T/s"
# the path band is 2-3 pixels wide and anti-aliased: at least a pixel a move of pure red
[ "$("$pngcount" "$T/s.png" ff0000)" -ge "$moves" ] || fail "s.pdf: too few path pixels for $moves moves"

# A block map as a PDF: the blocked cells in the wall colour.
printf 'type octile\nheight 3\nwidth 4\nmap\n..@.\n.@@.\n....\n' >"$T/b.map"
"$MAZE" render "$T/b.map" -o "$T/b.pdf"
qpdf --check "$T/b.pdf" >"$T/check" || fail "qpdf --check b.pdf: $(cat "$T/check")"
pdftoppm -r 96 -png -singlefile "$T/b.pdf" "$T/b"
[ "$("$pngcount" "$T/b.png" 000000)" -ge 250 ] || fail "b.pdf: the 3 blocked cells are not drawn"

# The size on paper: --page fits the maze to the page, --cell-mm sets a cell's size.
"$MAZE" solve "$T/m.txt" -o "$T/a4.pdf" --page a4 --show path,markers,heat >/dev/null
grep -q '^Page size: *595.276 x 841.89 pts (A4)' <(pdfinfo "$T/a4.pdf") || fail "--page a4: $(pdfinfo "$T/a4.pdf" | grep 'Page size')"
pdftoppm -r 30 -png -singlefile "$T/a4.pdf" "$T/a4"
[ "$("$pngcount" "$T/a4.png" ff0000)" -gt 0 ] || fail "--page a4: no path on the page"
"$MAZE" render "$T/m.txt" -o "$T/l.pdf" --page letter-l
grep -q '^Page size: *792 x 612 pts' <(pdfinfo "$T/l.pdf") || fail "--page letter-l: $(pdfinfo "$T/l.pdf" | grep 'Page size')"
"$MAZE" render "$T/m.txt" -o "$T/c.pdf" --cell-mm 5 # 142 x 102 px at 0.5 mm: 71 x 51 mm
grep -q '^Page size: *201.26 x 144.567 pts' <(pdfinfo "$T/c.pdf") || fail "--cell-mm 5: $(pdfinfo "$T/c.pdf" | grep 'Page size')"
"$MAZE" render "$T/m.txt" -o "$T/w.pdf" --page 100x80.5
grep -q '^Page size: *283.465 x 228.189 pts' <(pdfinfo "$T/w.pdf") || fail "--page 100x80.5: $(pdfinfo "$T/w.pdf" | grep 'Page size')"
"$MAZE" render "$T/m.txt" -o "$T/c.svg" --cell-mm 5
grep -q 'width="71mm" height="51mm" viewBox="0 0 142 102"' "$T/c.svg" || fail "--cell-mm 5: svg $(sed -n 2p "$T/c.svg")"
expect 2 "--page: 'a4x' is not a4" "$MAZE" render "$T/m.txt" -o "$T/bad.pdf" --page a4x
expect 2 "--page: '0x10' is not" "$MAZE" render "$T/m.txt" -o "$T/bad.pdf" --page 0x10
expect 2 "--cell-mm: '-1' is not a number" "$MAZE" render "$T/m.txt" -o "$T/bad.pdf" --cell-mm -1
expect 2 "at --cell-mm 50 the picture is 710.0 x 510.0 mm, larger than the 148 x 210 mm page" \
  "$MAZE" render "$T/m.txt" -o "$T/bad.pdf" --cell-mm 50 --page a5
expect 2 "larger than the 148 x 210 mm page" "$MAZE" generate -W 12 -H 8 -o "$T/bad.pdf" --cell-mm 50 --page a5
expect 2 "apply to png, svg and pdf output, not text" "$MAZE" render "$T/m.txt" --page a4
[ ! -e "$T/bad.pdf" ] || fail "a refused picture left bad.pdf"
[ -z "$(find "$T" -name '.*tmp*')" ] || fail "a refused picture left a temporary file"

# SVG: well-formed, the size asked.
"$MAZE" solve "$T/m.txt" -f svg -o "$T/s.svg" >/dev/null
python3 - "$T/s.svg" <<'PY' || fail "s.svg does not parse as the 142 x 102 SVG"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
assert (root.get("width"), root.get("height")) == ("142", "102"), root.attrib
PY
echo "pdf: ok"
