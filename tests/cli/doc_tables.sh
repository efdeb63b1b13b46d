#!/usr/bin/env bash
# doc_tables.sh - the docs' tables follow the library's tables: the generated
# generator and topology tables of docs/algorithms.md are what
# scripts/doc_tables.sh writes now (flags and figures; what runs on each
# topology); the speed table and the paragraphs of "The
# generators" name only generators that exist; every format of the table has
# a row in the overview of docs/formats.md whose read, write and stream
# columns are its flags.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$MAZE_SOURCE_DIR"
bash scripts/doc_tables.sh --check "$MAZE_BUILD_DIR" || problem "a generated table is out of date (above)"

gens=$(names generator)
[ -n "$gens" ] || fail "no generators in 'maze list --names'"
# The first cells (without backticks) of the rows of the markdown table of
# file $1 whose header line matches $2.
first_cells() { awk -v h="$2" '$0 ~ h {on = 1} on && /^\|/ {seen = 1; print} seen && !/^\|/ {exit}' "$1" |
  awk -F'|' 'NR > 2 {gsub(/[ `]/, "", $2); print $2}'; }
speed=$(first_cells docs/algorithms.md '^\| generator \| ms per maze')
[ -n "$speed" ] || problem "docs/algorithms.md has no speed table"
for g in $speed; do grep -qx -- "$g" <<<"$gens" || problem "docs/algorithms.md: the speed table names $g, which is no generator"; done
for g in $gens; do grep -qx -- "$g" <<<"$speed" || echo "doc_tables.sh: note: $g is not measured in the speed table of docs/algorithms.md"; done
bold=$(awk '/^## The generators/ {on = 1; next} /^## / {on = 0} on' docs/algorithms.md | grep -oE '^\*\*[a-z-]+\*\*(, \*\*[a-z-]+\*\*)*' | grep -oE '[a-z-]+')
[ -n "$bold" ] || problem "docs/algorithms.md: no **name** paragraphs under '## The generators'"
for g in $bold; do grep -qx -- "$g" <<<"$gens" || problem "docs/algorithms.md describes **$g**, which is no generator"; done

# docs/formats.md, "Overview": | `names` | what | read | write | streams rows | ending |
"$MAZE" list --names >"$T/names"
python3 - "$T/names" docs/formats.md <<'PY' || problem "docs/formats.md's overview does not match the format table (above)"
import re, sys
flags = {}
for line in open(sys.argv[1]):
    kind, name, f = line.split()
    if kind == "format":
        flags[name] = set(f.split(",")) - {"-"}
text = open(sys.argv[2], encoding="utf-8").read()
table = re.search(r"^## Overview\n(.*?)(?:\n\n|\Z)", text, re.S | re.M)
rows = [r for r in (table.group(1) if table else "").split("\n") if r.startswith("|")][2:]
seen, bad = set(), 0
def say(msg):
    global bad
    bad += 1
    print("doc_tables.sh: docs/formats.md overview: " + msg, file=sys.stderr)
for row in rows:
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", row)[1:-1]]
    if len(cells) != 6:
        say("a row without 6 columns: " + row)
        continue
    names = [n for n in re.findall(r"`([^`]+)`", cells[0]) if n in flags]
    read, write, streams = cells[2], cells[3], cells[4]
    for n in names:
        seen.add(n)
        f = flags[n]
        if (read == "yes") != ("read" in f):
            say("%s: read '%s', flags %s" % (n, read, ",".join(sorted(f)) or "-"))
        if ("mazes" in write) != ("write-maze" in f) or ("maps" in write) != ("write-map" in f):
            say("%s: write '%s', flags %s" % (n, write, ",".join(sorted(f)) or "-"))
        says = streams == "yes" or n in re.findall(r"[a-z]+", streams)
        if says != ("stream" in f):
            say("%s: streams rows '%s', flags %s" % (n, streams, ",".join(sorted(f)) or "-"))
for n in flags:
    if n not in seen:
        say("no row for the format %s" % n)
if not rows:
    say("no table under '## Overview'")
sys.exit(1 if bad else 0)
PY
finish
echo "doc tables: the generator table as generated, $(wc -w <<<"$speed") measured, $(wc -w <<<"$bold") described, every format in the overview"
