#!/usr/bin/env bash
# symbols.sh - what libmaze.a and libmaze.so define for a program that links
# them is the API alone: every defined global symbol is a maze_ name (the
# internal mz_ ones are local), and both define the same set, which is every
# function maze.h declares.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
a=$MAZE_BUILD_DIR/libmaze.a so=$MAZE_BUILD_DIR/libmaze.so
# Defined globals (text, data, read-only, bss; weak too).
defined() { nm "$@" 2>/dev/null | awk '$2 ~ /^[TDRBVWGS]$/ {print $3}' | sort -u; }
defined -g --defined-only "$a" >"$T/a.txt"
defined -D --defined-only "$so" >"$T/so.txt"
[ -s "$T/a.txt" ] && [ -s "$T/so.txt" ] || fail "nm found no symbols"
for f in a so; do
  other=$(grep -v '^maze_' "$T/$f.txt" || true)
  [ -z "$other" ] || fail "libmaze.$f defines globals that are not API: $(head -5 <<<"$other" | tr '\n' ' ')($(wc -l <<<"$other") in all)"
done
cmp -s "$T/a.txt" "$T/so.txt" || fail "libmaze.a and libmaze.so define different symbols: $(diff "$T/a.txt" "$T/so.txt" | head -5)"
# every function maze.h declares is defined (MAZE_API NAME(...) declarations)
grep -v '^#' "$MAZE_SOURCE_DIR/include/maze.h" | grep -o 'MAZE_API [^;(]*(' | sed 's/($//; s/.*[ *]//' | sort -u >"$T/h.txt"
missing=$(comm -23 "$T/h.txt" "$T/a.txt")
[ -z "$missing" ] || fail "declared in maze.h but not defined: $missing"
echo "symbols.sh: $(wc -l <"$T/a.txt") maze_ symbols, nothing else"
