#!/usr/bin/env bash
# stdout_files.sh - what a command prints on standard output is one whole
# file: a picture (svg parses as XML, png ends exactly at its IEND chunk, a
# text drawing reads back), or --json's object, never followed by the human
# summary, the trace or demo's path lines; those go to stderr then, and to
# stdout when the picture goes to -o FILE. demo -o writes its picture
# through a temporary file like the other commands. A binary picture (png)
# is refused on a terminal by every command.
set -euo pipefail
source "$(dirname "$0")/lib/expect.sh"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
# svg_ok FILE: parses as XML with an <svg> root.
svg_ok() { python3 -c 'import sys, xml.etree.ElementTree as E
try: r = E.parse(sys.argv[1]).getroot()
except E.ParseError as e: sys.exit("%s: %s" % (sys.argv[1], e))
sys.exit(0 if r.tag.endswith("svg") else "root is not <svg>")' "$1"; }
# png_ok FILE: the PNG signature, chunks whose lengths add up, and IEND last.
png_ok() { python3 -c 'import sys, struct
d = open(sys.argv[1], "rb").read()
if d[:8] != b"\x89PNG\r\n\x1a\n": sys.exit("no PNG signature")
i = 8
while i < len(d):
    n, = struct.unpack(">I", d[i:i + 4]); t = d[i + 4:i + 8]; i += 12 + n
    if t == b"IEND": break
if i != len(d): sys.exit("%d bytes after IEND" % (len(d) - i))' "$1" && "$pngcount" "$1" >/dev/null; }
json_ok() { python3 -c 'import sys, json
try: json.load(open(sys.argv[1]))
except ValueError as e: sys.exit("%s: %s" % (sys.argv[1], e))' "$1"; }

"$MAZE" generate -W 9 -H 7 -s 3 >"$T/m.txt"

# ---- solve: the picture alone on stdout, the summary on stderr ----
"$MAZE" solve -f svg "$T/m.txt" >"$T/s.svg" 2>"$T/err"
svg_ok "$T/s.svg" || fail "solve -f svg: stdout is not one SVG document"
grep -qE '^astar: [0-9]+ moves from 0,0 to 8,6' "$T/err" || fail "solve -f svg: no summary on stderr: $(cat "$T/err")"
"$MAZE" solve -f png "$T/m.txt" >"$T/s.png" 2>"$T/err"
png_ok "$T/s.png" || fail "solve -f png: stdout is not exactly one PNG"
grep -qE '^astar: [0-9]+ moves' "$T/err" || fail "solve -f png: no summary on stderr"
# A text drawing is a file too: it reads back, path marks and all.
"$MAZE" solve "$T/m.txt" >"$T/s.txt" 2>"$T/err"
"$MAZE" render "$T/s.txt" >/dev/null || fail "solve's text picture on stdout does not read back"
grep -q '\*' "$T/s.txt" || fail "solve's text picture lost its path"
grep -qE '^astar: [0-9]+ moves' "$T/err" || fail "solve (text): no summary on stderr"
for f in blocks perl mask unicode map; do
  "$MAZE" solve -f "$f" "$T/m.txt" >"$T/s.$f" 2>/dev/null
  "$MAZE" render "$T/s.$f" >/dev/null || fail "solve -f $f: stdout does not read back"
done
# With -o the picture goes to the file and stdout has only the summary.
"$MAZE" solve -o "$T/o.svg" "$T/m.txt" >"$T/out" 2>"$T/err"
svg_ok "$T/o.svg" || fail "solve -o o.svg: not an SVG"
grep -qE '^astar: [0-9]+ moves' "$T/out" && [ "$(wc -l <"$T/out")" = 1 ] || fail "solve -o: summary not alone on stdout"
[ ! -s "$T/err" ] || fail "solve -o: stderr not empty: $(cat "$T/err")"
# --json is the one document on stdout; --trace goes beside it, to stderr.
"$MAZE" solve --json --trace "$T/m.txt" >"$T/j" 2>"$T/err"
json_ok "$T/j" || fail "solve --json --trace: stdout is not one JSON value"
grep -q '^expand ' "$T/err" || fail "solve --json --trace: no trace on stderr"
"$MAZE" solve --trace -f svg "$T/m.txt" >"$T/t.svg" 2>/dev/null
svg_ok "$T/t.svg" || fail "solve --trace -f svg: the trace got into the SVG"
"$MAZE" solve --trace -o "$T/t.txt" "$T/m.txt" >"$T/out"
grep -q '^expand ' "$T/out" || fail "solve --trace -o FILE: the trace is not on stdout"
"$MAZE" solve --json -o "$T/j.png" "$T/m.txt" >"$T/j"
json_ok "$T/j" && png_ok "$T/j.png" || fail "solve --json -o j.png"
expect 2 "json.*stdout" "$MAZE" solve --json -o - "$T/m.txt"

# ---- demo: the same rule ----
"$MAZE" demo -f svg >"$T/d.svg" 2>"$T/err"
svg_ok "$T/d.svg" || fail "demo -f svg: stdout is not one SVG document"
grep -q '^length: [0-9]* moves' "$T/err" && grep -q '^path: ' "$T/err" || fail "demo -f svg: no length/path on stderr"
"$MAZE" demo -f png >"$T/d.png" 2>/dev/null
png_ok "$T/d.png" || fail "demo -f png: stdout is not exactly one PNG"
"$MAZE" demo >"$T/d.txt" 2>"$T/err"
"$MAZE" render "$T/d.txt" >/dev/null || fail "demo's text picture does not read back"
grep -q '^length: ' "$T/err" || fail "demo: no length on stderr"
"$MAZE" demo -o "$T/demo.svg" >"$T/out" 2>"$T/err"
svg_ok "$T/demo.svg" || fail "demo -o demo.svg: not an SVG"
grep -q '^start: ' "$T/out" && grep -q '^length: ' "$T/out" && grep -q '^path: ' "$T/out" ||
  fail "demo -o: start, length and path not on stdout: $(cat "$T/out")"
[ ! -s "$T/err" ] || fail "demo -o: stderr not empty"
"$MAZE" demo -s 4 -o "$T/demo.png" >/dev/null
png_ok "$T/demo.png" || fail "demo -o demo.png: not a PNG"
"$MAZE" demo -s 4 -f png 2>/dev/null | cmp -s - "$T/demo.png" || fail "demo -o demo.png differs from demo -f png"
"$MAZE" demo -s 4 -o "$T/demo.txt" >/dev/null
"$MAZE" demo -s 4 2>/dev/null | cmp -s - "$T/demo.txt" || fail "demo -o demo.txt differs from its stdout picture"
# Atomic: a failure leaves no file and no temporary file; an old file stays.
expect 3 "demo" "$MAZE" demo -o "$T/nodir/d.txt"
echo old >"$T/keep.txt"
expect 2 "unknown algorithm" "$MAZE" demo -a nope -o "$T/keep.txt"
[ "$(cat "$T/keep.txt")" = old ] || fail "a failed demo replaced its -o file"
[ -z "$(find "$T" -name '.*tmp*')" ] || fail "temporary files left: $(find "$T" -name '.*tmp*')"
"$MAZE" demo --help | grep -q -- '-o, --output' || fail "demo --help lacks -o"

# ---- a binary picture is never written to a terminal, whichever path draws it ----
# on_tty CMD...: runs CMD with stdout on a pseudo-terminal; prints its exit
# status and what reached the terminal (stderr stays apart).
on_tty() { python3 -c 'import os, subprocess, sys
m, s = os.openpty()
p = subprocess.Popen(sys.argv[1:], stdout=s, stderr=subprocess.DEVNULL)
os.close(s)
out = b""
while True:
    try: b = os.read(m, 65536)
    except OSError: break
    if not b: break
    out += b
print(p.wait(), b"PNG" in out)' "$@"; }
for cmd in "generate -f png" "generate -a eller -f png" "demo -f png" "solve -f png $T/m.txt" "render -f png $T/m.txt"; do
  # shellcheck disable=SC2086
  [ "$(on_tty "$MAZE" $cmd)" = "2 False" ] || fail "maze $cmd on a terminal: $(on_tty "$MAZE" $cmd) (want exit 2, no PNG)"
done
echo "stdout_files: ok"
