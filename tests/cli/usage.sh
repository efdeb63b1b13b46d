#!/usr/bin/env bash
# usage.sh - the command's help and usage errors: `maze help [COMMAND]` and
# `-v` answer like --help and --version; every command's help has its -h line;
# an empty argument (a file name or a value) is a one-line usage error, exit 2,
# on every command, and leaves no file behind; animate's help and options are
# those of the HTML page (no png/svg wording but --frames-dir's PNG files,
# no layers it does not draw).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
cd "$tmp"
"$MAZE" generate -W 4 -H 3 >m.txt
cmds=$("$MAZE" --help | awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}')
[ -n "$cmds" ] || fail "no commands in maze --help"

# no command: a usage error of one line, as every failure is, naming every
# command of --help
expect 2 "^maze: no command given: .*\(try 'maze --help'\)$" "$MAZE"
for c in $cmds; do grep -qw -- "$c" "$T/err" || fail "'maze' alone does not name $c: $(cat "$T/err")"; done
[ ! -s "$T/out" ] || fail "'maze' alone printed on stdout"

# help, -v
[ "$("$MAZE" help)" = "$("$MAZE" --help)" ] || fail "'maze help' differs from 'maze --help'"
[ "$("$MAZE" -v)" = "$("$MAZE" --version)" ] || fail "'maze -v' differs from 'maze --version'"
for c in $cmds; do
  [ "$c" = help ] && continue
  want=$("$MAZE" "$c" --help) || fail "'maze $c --help' exits $?"
  got=$("$MAZE" help "$c") || fail "'maze help $c' exits $?"
  [ "$got" = "$want" ] || fail "'maze help $c' differs from 'maze $c --help'"
  grep -qE '^  -h, --help +print this help and exit$' <<<"$want" || fail "'maze $c --help' has no '-h, --help' line"
  [ "$("$MAZE" "$c" -h)" = "$want" ] || fail "'maze $c -h' differs from 'maze $c --help'"
done
grep -qE '^  -h, --help ' <<<"$("$MAZE" help --help)" || fail "'maze help --help' has no -h line"
expect 2 "nosuch" "$MAZE" help nosuch

# An empty argument: exit 2, one line naming what was empty, no file made.
empty() {
  local before after
  before=$(ls -A)
  expect 2 "empty" "$MAZE" "$@" </dev/null
  after=$(ls -A)
  [ "$before" = "$after" ] || fail "'maze $*' left files: $(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')"
}
empty generate -o ''
empty generate --output=
empty generate --count 2 -o ''
empty generate --mask ''
empty generate -a ''
empty solve ''
empty solve -o '' m.txt
empty solve --costs '' m.txt
empty solve --from '' m.txt
empty render ''
empty render -o '' m.txt
empty stats ''
empty demo -o ''
empty demo -s ''
empty animate generate -o ''
empty animate solve '' -o page.html
empty animate ''
empty bench ''
empty bench --map '' x.scen
empty play -s ''
empty help ''
empty list ''
grep -q -- "-o" <<<"$("$MAZE" generate -o '' 2>&1)" || fail "'maze generate -o \"\"' does not name -o"

# animate draws an HTML page (or the terminal): its help speaks of the page.
ah=$("$MAZE" animate --help)
# (--frames-dir names its PNG files, the one png it writes)
if grep -v -- '--frames-dir' <<<"$ah" | grep -qi 'png\|svg:'; then
  fail "'maze animate --help' offers png/svg options: $(grep -v -- '--frames-dir' <<<"$ah" | grep -i 'png\|svg:')"
fi
if grep -q -- '--show' <<<"$ah"; then fail "'maze animate --help' offers --show, which the page does not draw"; fi
for bad in "--show path" "--color outline=red" "--color heat-far=red"; do
  # shellcheck disable=SC2086
  if "$MAZE" animate generate -W 3 -H 3 $bad -o page.html 2>err; then fail "'animate generate $bad' is accepted (the page ignores it)"; fi
  [ ! -e page.html ] || fail "'animate generate $bad' wrote the page"
done
if "$MAZE" animate generate -W 3 -H 3 --cell 4 --terminal --delay 0 >/dev/null 2>err; then
  fail "'animate --terminal --cell 4' is accepted (the terminal replay has no cells in pixels)"
fi
"$MAZE" animate generate -W 3 -H 3 --cell 14 --wall 3 --margin 2 --color wall=red -o page.html 2>/dev/null ||
  fail "animate refuses its page options"
grep -q '<svg' page.html || fail "animate wrote no page"
echo "usage: help, -v, -h lines of $(wc -w <<<"$cmds") commands, empty arguments refused, animate's page options"
