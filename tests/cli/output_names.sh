#!/usr/bin/env bash
# output_names.sh - the -o name's extension picks the format (a format's
# extension or its name, any case); an extension that names no format is a
# usage error listing the formats (every one `maze list` shows), unless -f
# says what to write; a name without an extension is text. The same rule in
# every command that takes -o (animate: its page is HTML), and nothing is
# created when the name is refused.
set -euo pipefail
source "$(dirname "$0")/lib/expect.sh"
"$MAZE" generate -W 6 -H 5 -s 2 >"$T/m.txt"
formats=$(names format)
[ -n "$formats" ] || fail "no formats in 'maze list'"

# refused NAME CMD...: exit 2, a message naming the extension and every
# format, and no file NAME (nor any temporary file) left behind.
refused() {
  local name=$1 ext
  shift
  ext=.${name##*.}
  expect 2 "'\\$ext' names no format" "$@"
  grep -q -- "-f FORMAT" "$T/err" || fail "'$*': the message does not point to -f: $(cat "$T/err")"
  for f in $formats; do
    grep -qE -- "[ (]\\.$f[ )]" "$T/err" || fail "'$*': format $f missing from the message: $(cat "$T/err")"
  done
  [ ! -e "$T/$name" ] || fail "'$*' created $name"
  [ -z "$(find "$T" -name '.*tmp*')" ] || fail "'$*' left a temporary file"
}
for ext in doc jpg JPEG gz html 1; do
  refused "x.$ext" "$MAZE" generate -o "$T/x.$ext"
done
refused x.doc "$MAZE" generate --count 3 -o "$T/x.doc"
[ -z "$(ls "$T" | grep '^x-')" ] || fail "--count with a refused name made files"
refused s.doc "$MAZE" solve -o "$T/s.doc" "$T/m.txt"
refused r.jpg "$MAZE" render -o "$T/r.jpg" "$T/m.txt"
refused d.doc "$MAZE" demo -o "$T/d.doc"

# -f says what to write, whatever the name.
"$MAZE" generate -W 6 -H 5 -s 2 -f text -o "$T/t.pdf"
cmp -s "$T/t.pdf" "$T/m.txt" || fail "-f text -o t.pdf did not write the text picture"
# .pdf names the PDF picture.
"$MAZE" generate -W 6 -H 5 -s 2 -o "$T/p.pdf"
[ "$(head -c 5 "$T/p.pdf")" = "%PDF-" ] || fail "-o p.pdf did not write a PDF"
"$MAZE" solve -f svg -o "$T/s.jpg" "$T/m.txt" >/dev/null
grep -q '^<svg ' "$T/s.jpg" || fail "solve -f svg -o s.jpg did not write svg"

# No extension: today's default (text), wherever dots are elsewhere in the path.
mkdir "$T/dir.d"
for name in plain dir.d/plain .hidden dir.d/.hidden trailing.; do
  "$MAZE" generate -W 6 -H 5 -s 2 -o "$T/$name"
  cmp -s "$T/$name" "$T/m.txt" || fail "-o $name is not the text picture"
done

# An extension is a format's extension or its name, in any case.
"$MAZE" generate -W 6 -H 5 -s 2 -o "$T/u.TXT"
cmp -s "$T/u.TXT" "$T/m.txt" || fail "-o u.TXT is not text"
for f in $formats; do
  "$MAZE" generate -W 6 -H 5 -s 2 -f "$f" -o "$T/want"
  for name in "n.$f" "N.$(tr a-z A-Z <<<"$f")"; do
    "$MAZE" generate -W 6 -H 5 -s 2 -o "$T/$name"
    cmp -s "$T/$name" "$T/want" || fail "-o $name is not the $f format"
  done
done
"$MAZE" generate -W 6 -H 5 -s 2 -o "$T/p.PNG"
cmp -s "$T/p.PNG" "$T/n.png" || fail "-o p.PNG is not png"

# animate writes HTML: .html, .htm or no extension.
for name in a.html a.HTM page; do
  "$MAZE" animate generate -W 3 -H 3 -o "$T/$name" 2>/dev/null
  grep -qi '<html' "$T/$name" || fail "animate -o $name wrote no page"
done
expect 2 "animate: .*a\\.png.*HTML" "$MAZE" animate generate -W 3 -H 3 -o "$T/a.png"
[ ! -e "$T/a.png" ] || fail "animate -o a.png created a file"
expect 2 "animate: .*a\\.txt.*HTML" "$MAZE" animate solve -W 3 -H 3 -o "$T/a.txt"
echo "output_names: ok"
