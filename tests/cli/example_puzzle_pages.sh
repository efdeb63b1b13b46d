#!/usr/bin/env bash
# example_puzzle_pages.sh - examples/puzzle_pages.c writes one page a puzzle
# (S and E, no path) and one a solution (the path, its length right), an SVG
# per solution, a PDF book of them (pdfinfo: the puzzle and answer pages),
# the same bytes for the same seed, and an error (exit 3) that
# says so for a folder that does not exist or is a file.
set -euo pipefail
run=$MAZE_BUILD_DIR/examples/puzzle_pages
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
mkdir "$tmp/a" "$tmp/b"
"$run" "$tmp/a" 3 5 >/dev/null || fail "exit $? writing 3 puzzles"
"$run" "$tmp/b" 3 5 >/dev/null
for f in puzzles.txt solutions.txt solution-1.svg solution-2.svg solution-3.svg book.pdf; do
  [ -s "$tmp/a/$f" ] || fail "$f not written"
  cmp -s "$tmp/a/$f" "$tmp/b/$f" || fail "$f differs between two runs with the same seed"
done
[ ! -e "$tmp/a/solution-4.svg" ] || fail "more pictures than puzzles"
# Page by page (form feeds): one S, one E; puzzles without path marks; each
# solution's path has moves - 1 marks between S and E.
awk -v RS='\f' '
  function count(page, ch,   n, i, lines, k) {   # ch in the maze rows only
    n = split(page, lines, "\n"); k = 0
    for (i = 1; i <= n; i++) if (lines[i] ~ /^\|/) k += gsub(ch, "", lines[i])
    return k
  }
  FILENAME ~ /puzzles/ { pages_p++; if (count($0, "[*]") != 0) bad = "a puzzle shows its path" }
  FILENAME ~ /solutions/ {
    pages_s++
    if (!match($0, /[0-9]+ moves/)) { bad = "no move count"; next }
    if (count($0, "[*]") != substr($0, RSTART, RLENGTH) - 1) bad = "a path does not match its move count"
  }
  { if (count($0, "S") != 1 || count($0, "E") != 1) bad = "a page without exactly one S and one E" }
  END { if (pages_p != 3 || pages_s != 3) bad = "want 3 pages each"; if (bad) { print bad; exit 1 } }
' "$tmp/a/puzzles.txt" "$tmp/a/solutions.txt" || fail "malformed pages"
grep -q '</svg>' "$tmp/a/solution-2.svg" || fail "solution-2.svg is not a whole SVG"
if command -v pdfinfo >/dev/null; then # 3 puzzles on one page, their answers on another
  pdfinfo "$tmp/a/book.pdf" | grep -q '^Pages: *2$' || fail "book.pdf: $(pdfinfo "$tmp/a/book.pdf" | grep Pages)"
fi
expect 3 "$tmp/missing: the directory does not exist" "$run" "$tmp/missing" 2
: >"$tmp/file"
expect 3 "$tmp/file: not a directory" "$run" "$tmp/file" 2
echo "puzzle pages: 3 puzzles, 3 solutions, deterministic"
