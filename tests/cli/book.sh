#!/usr/bin/env bash
# book.sh - `maze book`: a 20-page book of 40 mazes with answers (pdfinfo:
# the pages and their size; qpdf: no error; pdffonts: DejaVu Sans embedded;
# pdftoppm: a maze on every puzzle page, the path colour on the answer
# pages only, nothing in the margin), the same bytes for the same arguments,
# each seed printed making its maze again with the mazes sorted by their
# score, the difficulty bands, gaps, other topologies, and the refusals
# (page too small, a band no seed fits, an unknown page), which leave no file.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
for tool in qpdf pdfinfo pdftoppm pdftotext pdffonts; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/deps.sh installs it)"
done
info() { pdfinfo "$1" | sed -n "s/^$2: *//p"; }

# ---- the book: 40 mazes, 4 a page, answers at the back ----
"$MAZE" book -o "$T/book.pdf" --count 40 --per-page 4 --title "Forty mazes" -s 7
qpdf --check "$T/book.pdf" >"$T/check" || fail "qpdf --check: $(cat "$T/check")"
[ "$(info "$T/book.pdf" Pages)" = 20 ] || fail "40 mazes at 4 a page with answers: $(info "$T/book.pdf" Pages) pages, want 20"
grep -q '^595.276 x 841.89 pts (A4)' <<<"$(info "$T/book.pdf" 'Page size')" || fail "page size $(info "$T/book.pdf" 'Page size')"
[ "$(info "$T/book.pdf" Title)" = "Forty mazes" ] || fail "the title is not in the metadata"
pdffonts "$T/book.pdf" | grep -q 'DejaVuSans .* yes yes' || fail "DejaVu Sans is not embedded: $(pdffonts "$T/book.pdf")"

# The same arguments, the same bytes (a second later: no clock in the file).
# Under valgrind (a book of 40 takes a minute there) the other builds alone
# make these two books, runs of the first one's path again, and the tutorial's
# commands below run the build's maze without valgrind: they repeat this
# test's runs on other sizes and pages.
if ! under_valgrind; then
  sleep 1
  "$MAZE" book -o "$T/again.pdf" --count 40 --per-page 4 --title "Forty mazes" -s 7
  cmp -s "$T/book.pdf" "$T/again.pdf" || fail "the same arguments gave other bytes"
  "$MAZE" book -o "$T/other.pdf" --count 40 --per-page 4 --title "Forty mazes" -s 8
  cmp -s "$T/book.pdf" "$T/other.pdf" && fail "another seed gave the same book"
fi
SOURCE_DATE_EPOCH=1700000000 "$MAZE" book -o "$T/dated.pdf" --count 4
grep -q '2023' <<<"$(info "$T/dated.pdf" CreationDate)" || fail "SOURCE_DATE_EPOCH is not the creation date: $(info "$T/dated.pdf" CreationDate)"
grep -q '1970' <<<"$(info "$T/book.pdf" CreationDate)" || fail "without SOURCE_DATE_EPOCH the date is not 1970-01-01"

# Pixels, at 72 dpi (a pixel a point; the 15 mm margin is 42.5 pixels):
# walls on every puzzle page, the path's red on the answer pages alone, and
# the margin white on every page.
pdftoppm -r 72 -png "$T/book.pdf" "$T/page"
for p in $(seq -w 1 20); do
  png=$T/page-$p.png
  read -r w h <<<"$("$pngcount" "$png")"
  [ "$("$pngcount" "$png" 000000)" -gt 2000 ] || fail "page $p: too few black (wall) pixels for 4 mazes"
  red=$("$pngcount" "$png" ff0000)
  if [ "$((10#$p))" -le 10 ]; then [ "$red" -eq 0 ] || fail "puzzle page $p shows the path colour"
  else [ "$red" -gt 500 ] || fail "answer page $p: $red pixels of the path colour"; fi
  m=42
  for box in "0 0 $w $m" "0 $((h - m)) $w $h" "0 0 $m $h" "$((w - m)) 0 $w $h"; do
    read -r x0 y0 x1 y1 <<<"$box"
    [ "$("$pngcount" "$png" ffffff $box)" -eq $(((x1 - x0) * (y1 - y0))) ] || fail "page $p: something in the margin ($box)"
  done
done

# Each maze's seed is printed: maze stats of that seed's maze gives its score,
# and the scores rise through the book. The page numbers are there.
pdftotext "$T/book.pdf" "$T/book.txt"
mapfile -t seeds < <(sed -n 's/^seed \([0-9]*\)$/\1/p' "$T/book.txt" | head -40)
[ "${#seeds[@]}" = 40 ] || fail "${#seeds[@]} seeds printed on the puzzle pages, want 40"
grep -qx 'No. 40' "$T/book.txt" && grep -qx 'Answer 40' "$T/book.txt" && grep -q 'Forty mazes: Answers$' "$T/book.txt" ||
  fail "numbers or the answers' title missing"
grep -qx '20' "$T/book.txt" || fail "no page number 20"
score() { "$MAZE" generate -s "$1" -W 20 -H 20 | "$MAZE" stats --json --ends diameter | python3 -c 'import json,sys; print(json.load(sys.stdin)["difficulty"]["score"])'; }
prev=0
step=4
! under_valgrind || step=12
for ((i = 0; i < 40; i += step)); do # every 4th (12th under valgrind): the order and the seeds
  s=${seeds[$i]} sc=$(score "${seeds[$i]}")
  python3 -c "import sys; sys.exit(0 if $sc >= $prev else 1)" || fail "seed $s scores $sc, after $prev: not sorted"
  prev=$sc
done

# ---- difficulty bands: every easy maze scores below every hard one ----
band_scores() { pdftotext "$1" - | sed -n 's/^seed \([0-9]*\)$/\1/p' | sort -u | while read -r s; do score "$s"; done | sort -g; }
"$MAZE" book -o "$T/easy.pdf" --count 6 --difficulty easy --answers none
"$MAZE" book -o "$T/hard.pdf" --count 6 --difficulty hard --answers none --hardest-of 2
easy_max=$(band_scores "$T/easy.pdf" | tail -1) hard_min=$(band_scores "$T/hard.pdf" | head -1)
python3 -c "import sys; sys.exit(0 if $easy_max < $hard_min else 1)" || fail "an easy maze ($easy_max) scores above a hard one ($hard_min)"
[ "$(info "$T/easy.pdf" Pages)" = 2 ] || fail "--answers none: $(info "$T/easy.pdf" Pages) pages, want 2"
"$MAZE" book -o "$T/band.pdf" --count 3 --difficulty 40-45 --answers after --per-page 1
[ "$(info "$T/band.pdf" Pages)" = 6 ] || fail "--answers after, 1 a page: $(info "$T/band.pdf" Pages) pages, want 6"
for s in $(pdftotext "$T/band.pdf" - | sed -n 's/^seed \([0-9]*\)$/\1/p'); do
  python3 -c "import sys; sys.exit(0 if 40 <= $(score "$s") <= 45 else 1)" || fail "seed $s is outside the band 40-45"
done
pdftoppm -r 30 -png -f 2 -l 2 "$T/band.pdf" "$T/after"
[ "$("$pngcount" "$T"/after-*2.png ff0000)" -gt 0 ] || fail "--answers after: page 2 is not an answer page"

# ---- gaps, landscape pages, other topologies ----
"$MAZE" book -o "$T/gaps.pdf" --count 6 --per-page 6 --gaps --page letter-l -W 30 -H 15 --line 0.3 --margin 10
grep -q '^792 x 612 pts' <<<"$(info "$T/gaps.pdf" 'Page size')" || fail "letter-l: $(info "$T/gaps.pdf" 'Page size')"
"$MAZE" book -o "$T/polar.pdf" --count 2 --per-page 2 --topology polar --rings 8 -a wilson --page 148x210mm
grep -q '^419.528 x 595.276 pts' <<<"$(info "$T/polar.pdf" 'Page size')" || fail "148x210mm: $(info "$T/polar.pdf" 'Page size')"
pdftoppm -r 30 -png -f 2 -l 2 "$T/polar.pdf" "$T/polar"
[ "$("$pngcount" "$T"/polar-*2.png ff0000)" -gt 0 ] || fail "the polar answer page shows no path"
"$MAZE" book -o "$T/hex.pdf" --count 1 --per-page 1 --topology hex -W 12 -H 10 --answers none
[ "$(info "$T/hex.pdf" Pages)" = 1 ] || fail "hex book"

# ---- docs/tutorial.md, "Making a puzzle book": its commands as printed ----
awk '/^## 7\. Making a puzzle book/ {on = 1; next} /^## / {on = 0} on && /^```sh$/ {sh = 1; next} /^```/ {sh = 0} on && sh' \
  "$MAZE_SOURCE_DIR/docs/tutorial.md" >"$T/tutorial.sh"
[ "$(grep -c '^maze book' "$T/tutorial.sh")" -ge 5 ] || fail "the tutorial's book section has too few maze book commands"
mkdir "$T/tut" "$T/bin"
if under_valgrind; then ln -s "$MAZE_BUILD_DIR/maze" "$T/bin/maze"; else ln -s "$MAZE" "$T/bin/maze"; fi
(cd "$T/tut" && PATH=$T/bin:$PATH bash -euo pipefail "$T/tutorial.sh" >"$T/tut.out" 2>"$T/tut.err") ||
  fail "the tutorial's book commands fail: $(cat "$T/tut.err")"
grep -q '^Pages: *20$' "$T/tut.out" || fail "the tutorial's book is not 20 pages: $(cat "$T/tut.out")"
grep -q '^difficulty ' "$T/tut.out" && grep -q '^random walker ' "$T/tut.out" || fail "the tutorial's stats lines are missing"
grep -q '^status 1$' "$T/tut.out" || fail "the tutorial's impossible band did not stop with status 1"
cmp -s "$T/tut/book.pdf" "$T/book.pdf" || fail "the tutorial's book is not the book tested above"
for f in easy hard rings; do [ -s "$T/tut/$f.pdf" ] || fail "the tutorial wrote no $f.pdf"; done
[ ! -e "$T/tut/none.pdf" ] || fail "the tutorial's refused book left none.pdf"
[ -s "$MAZE_SOURCE_DIR/docs/pictures/book-answers.png" ] || fail "docs/pictures/book-answers.png is missing (scripts/pictures.sh)"

# SVG on paper: --page gives the picture its physical size.
"$MAZE" generate -W 12 -H 8 -s 4 -o "$T/p.svg" --page 180x120mm
grep -q '<svg [^>]*width="180mm" height="120mm"' "$T/p.svg" || fail "svg --page 180x120mm: $(sed -n 2p "$T/p.svg")"

# ---- refusals: a message, the exit status, no file ----
expect 2 "page is too small for the maze" "$MAZE" book -o "$T/bad.pdf" -W 400 -H 400 --page a5 --per-page 6
expect 1 "none of seeds 1 to 20 gives a maze of difficulty 1000-2000" \
  "$MAZE" book -o "$T/bad.pdf" -W 5 -H 5 --difficulty 1000-2000 --tries 20
expect 2 "--page: 'a9' is not a4" "$MAZE" book -o "$T/bad.pdf" --page a9
expect 2 "--per-page: 3 is not 1, 2, 4 or 6" "$MAZE" book -o "$T/bad.pdf" --per-page 3
expect 2 "--answers: 'front' is not back, after or none" "$MAZE" book -o "$T/bad.pdf" --answers front
expect 2 "--difficulty: 'tough' is not easy" "$MAZE" book -o "$T/bad.pdf" --difficulty tough
expect 2 "--difficulty: '9-3' is not easy" "$MAZE" book -o "$T/bad.pdf" --difficulty 9-3
expect 2 "--title: 'caf\\\\xe9' is not UTF-8" "$MAZE" book -o "$T/bad.pdf" --title "$(printf 'caf\xe9')"
expect 2 "-o FILE is needed" "$MAZE" book --count 2
expect 2 "margin leaves no room" "$MAZE" book -o "$T/bad.pdf" --margin 200
expect 2 "unknown algorithm 'nope'" "$MAZE" book -o "$T/bad.pdf" -a nope
expect 2 "polar takes no -W" "$MAZE" book -o "$T/bad.pdf" --topology polar -W 4
SOURCE_DATE_EPOCH=soon expect 2 "SOURCE_DATE_EPOCH='soon' is not a number" "$MAZE" book -o "$T/bad.pdf"
expect 3 "nodir" "$MAZE" book -o "$T/nodir/bad.pdf" --count 2
[ ! -e "$T/bad.pdf" ] || fail "a refused book left bad.pdf"
[ -z "$(find "$T" -name '.*tmp*')" ] || fail "a refused book left a temporary file"
echo "book: ok"
