#!/usr/bin/env bash
# manpage.sh - man/maze.1 keeps up with the command: every subcommand in
# `maze --help` has a ".SS maze CMD" section that mentions every option of
# `maze CMD --help`; the global options, exit statuses and version match; and
# man/libmaze.3 names every MAZE_API function of include/maze.h. Failures say
# exactly what to add where.
set -euo pipefail
man1=$MAZE_SOURCE_DIR/man/maze.1
man3=$MAZE_SOURCE_DIR/man/libmaze.3
missing=0
miss() { echo "MISSING: $*" >&2; missing=$((missing + 1)); }
# roff to plain text: \- to -, font escapes and quotes dropped.
plain() { sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\f(..//g' -e 's/\\&//g' -e 's/"//g' "$1"; }
# Option tokens (-x, --long-name) in a help text, without -h/--help.
options() { { grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' || true; } | sed -E 's/^[^-]//' | { grep -vxE -- '-h|--help' || true; } | sort -u; }
# The text of section ".SS maze CMD" up to the next .SS or .SH.
section() { plain "$man1" | awk -v cmd="$1" '
  /^\.S[SH]/ { on = ($1 == ".SS" && $2 == "maze" && $3 == cmd) } on'; }
has() { grep -qE -- "(^|[^A-Za-z0-9_-])$2([^A-Za-z0-9_-]|\$)" <<<"$1"; }

top=$("$MAZE" --help)
cmds=$(awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}' <<<"$top")
[ -n "$cmds" ] || { echo "could not read the subcommands from 'maze --help'" >&2; exit 1; }
whole=$(plain "$man1")
for opt in $(options <<<"$top"); do
  has "$whole" "$opt" || miss "maze(1) ($man1) does not mention the global option $opt of 'maze --help'"
done
for cmd in $cmds; do
  sec=$(section "$cmd")
  if [ -z "$sec" ]; then
    miss "maze(1) ($man1) has no section for 'maze $cmd': add '.SS maze $cmd' under .SH COMMANDS with its options"
    continue
  fi
  help=$("$MAZE" "$cmd" --help) || { echo "'maze $cmd --help' failed" >&2; exit 1; }
  for opt in $(options <<<"$help"); do
    has "$sec" "$opt" || miss "maze(1) ($man1): section '.SS maze $cmd' does not mention option $opt (from 'maze $cmd --help')"
  done
done
exits=$(awk '/^exit status:/ {on = 1; next} on && /^ *[0-9]/ {print $1}' <<<"$top")
statsec=$(plain "$man1" | awk '/^\.SH/ { on = ($0 ~ /EXIT STATUS/) } on')
for code in $exits; do
  grep -qx "\.B $code" <<<"$statsec" || miss "maze(1) ($man1): .SH EXIT STATUS lacks '.B $code' (listed by 'maze --help')"
done
ver=$("$MAZE" --version | awk '{print $2}')
for page in "$man1" "$man3"; do
  grep -q "^\.TH .*\"maze $ver\"" "$page" || miss "$page: the .TH line does not carry \"maze $ver\" (maze --version)"
done
text3=$(plain "$man3")
for fn in $(grep -oE '^MAZE_API [^(]*\(' "$MAZE_SOURCE_DIR/include/maze.h" | grep -oE 'maze_[a-z0-9_]+ *\(' | tr -d ' ('); do
  has "$text3" "$fn" ||
    miss "libmaze(3) ($man3) does not mention $fn (declared in include/maze.h): describe it in the matching section"
done
if [ "$missing" -gt 0 ]; then echo "$missing item(s) missing from the manual pages" >&2; exit 1; fi
if command -v groff >/dev/null; then  # roff warnings are mistakes too, where groff is installed
  for page in "$man1" "$man3"; do
    w=$(groff -man -ww -z "$page" 2>&1) || true
    [ -z "$w" ] || { echo "$page: groff warnings:"; echo "$w"; exit 1; } >&2
  done
fi
echo "manual pages cover $(wc -w <<<"$cmds") subcommands and every declared function"
