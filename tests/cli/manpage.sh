#!/usr/bin/env bash
# manpage.sh - the manual pages, as a reader sees them (rendered by groff for
# an 80-column terminal), say what the command and the header say.
#  maze(1): every subcommand of `maze --help` has a ".SS maze CMD" section
#    whose synopsis names every option of `maze CMD --help`, whose text names
#    every option that help names and no option it does not; GLOBAL OPTIONS
#    are those of `maze --help`; the exit statuses and the version match.
#  libmaze(3): names every MAZE_API function of include/maze.h and no maze_ or
#    MAZE_ name the header lacks; each prototype it prints is the header's.
#  Both: no word of the source runs into its neighbours in the rendered text,
#    every NAME(N) cited is a page that exists, groff -ww and mandoc -Tlint
#    are silent. Failures say what to change where.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
man1=$MAZE_SOURCE_DIR/man/maze.1
man3=$MAZE_SOURCE_DIR/man/libmaze.3
header=$MAZE_SOURCE_DIR/include/maze.h
for tool in groff mandoc; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (run scripts/deps.sh as root)"
done
# The page as `man` shows it, without hyphenation (so that words stay whole).
render() { groff -man -Tascii -P-cbou -rHY=0 "$1" 2>/dev/null; }
# Option tokens (-x, --long-name) in a text, one a line, sorted.
options() { { grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' || true; } | sed -E 's/^[^-]//' | sort -u; }
# Lines of the rendered section whose heading line is $2, up to the next heading.
section() { awk -v h="$2" '$0 == h {on = 1; next} on && NF {match($0, /^ */); if (RLENGTH < 4) exit} on' <<<"$1"; }
# Tokens of $1 (one a line) missing from the tokens of $2.
lacking() { comm -23 <(sort -u <<<"$1") <(sort -u <<<"$2") | { grep . || true; }; }

# ---- both pages: roff warnings, run-together words, citations ----
for page in "$man1" "$man3"; do
  w=$( { groff -man -Tascii -ww -z "$page"; } 2>&1)
  [ -z "$w" ] || problem "$page: groff -ww warns (rewrite the lines it names):"$'\n'"$w"
  w=$(mandoc -Tlint "$page" 2>&1) || true
  [ -z "$w" ] || problem "$page: mandoc -Tlint warns:"$'\n'"$w"
  # Every run of letters on the screen must be a run of letters of the source:
  # a macro such as .BR that joins two words makes a run the source lacks.
  sed -e '/^\.\\"/d' -e 's/^\.[A-Za-z]* *//' -e 's/\\(bu/ o /g' -e 's/\\([a-z][a-z]/ /g' \
      -e 's/\\f[BIRP]//g' -e 's/\\f([A-Z][A-Z]//g' -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\e/\\/g' "$page" |
    grep -oE '[A-Za-z]+' | sort -u >"$tmp/src"
  render "$page" | grep -oE '[A-Za-z]+' | sort -u >"$tmp/shown"
  glued=$(comm -13 "$tmp/src" "$tmp/shown" | tr '\n' ' ')
  [ -z "$glued" ] || problem "$page: words run together on the screen: $glued(a .BR/.BI/.IR joins its arguments without a space: quote the spaces or use .B/.I)"
  for ref in $(render "$page" | sed '1d;$d' | grep -oE '[A-Za-z_][A-Za-z0-9_.-]*\([1-9][a-z]*\)' | sort -u); do
    name=${ref%(*} sect=${ref#*(} sect=${sect%)}
    case $ref in
    'maze(1)' | 'libmaze(3)') ;;
    maze* | libmaze*) problem "$page cites $ref, which is no page: the pages are maze(1) and libmaze(3)" ;;
    *) man -w "$sect" "$name" >/dev/null 2>&1 || problem "$page cites $ref, which 'man -w $sect $name' does not find" ;;
    esac
  done
done

# ---- maze(1) against `maze --help` and `maze CMD --help` ----
page1=$(render "$man1")
top=$("$MAZE" --help)
cmds=$(awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}' <<<"$top")
[ -n "$cmds" ] || fail "could not read the subcommands from 'maze --help'"
global=$(section "$page1" "GLOBAL OPTIONS" | options)
topopts=$(options <<<"$top")
for o in $(lacking "$topopts" "$global"); do problem "maze(1): GLOBAL OPTIONS lacks $o (from 'maze --help')"; done
for o in $(lacking "$global" "$topopts"); do problem "maze(1): GLOBAL OPTIONS has $o, which 'maze --help' does not list"; done
for cmd in $cmds; do
  sec=$(section "$page1" "   maze $cmd")
  if [ -z "$sec" ]; then
    problem "maze(1) has no section for 'maze $cmd': add '.SS maze $cmd' under .SH COMMANDS"
    continue
  fi
  help=$("$MAZE" "$cmd" --help) || fail "'maze $cmd --help' failed"
  helpopts=$(options <<<"$help" | { grep -vxE -- '-h|--help' || true; })  # GLOBAL OPTIONS has them
  secopts=$(options <<<"$sec" | { grep -vxE -- '-h|--help' || true; })
  for o in $(lacking "$helpopts" "$secopts"); do
    problem "maze(1), section 'maze $cmd': no $o (named by 'maze $cmd --help')"
  done
  for o in $(lacking "$secopts" "$helpopts"); do
    problem "maze(1), section 'maze $cmd': names $o, which 'maze $cmd --help' does not"
  done
  # The synopsis (the section's first paragraphs that start "maze CMD") names
  # each option of the help's option lines, in one of its spellings.
  synopsis=$(awk -v cmd="$cmd" 'start && $1 != "maze" || start && $2 != cmd {exit}
    {start = 0} NF == 0 {start = 1} NR == 1 && ($1 != "maze" || $2 != cmd) {exit} {print}' <<<"$sec")
  [ -n "$synopsis" ] || problem "maze(1), section 'maze $cmd': no synopsis 'maze $cmd ...' first"
  synopts=$(options <<<"$synopsis")
  while read -r spellings; do
    found=0
    for o in $spellings; do grep -qxF -- "$o" <<<"$synopts" && found=1; done
    [ "$found" = 1 ] || problem "maze(1), section 'maze $cmd': the synopsis lacks ${spellings// / or }"
  done < <(grep -E '^  +-' <<<"$help" | sed -E 's/^ +//; s/  .*//' |
           while read -r line; do options <<<"$line" | { grep -vxE -- '-h|--help' || true; } | tr '\n' ' '; echo; done |
           { grep . || true; })
done
exits=$(awk '/^exit status:/ {on = 1; next} on && /^ *[0-9]/ {print $1}' <<<"$top")
status=$(section "$page1" "EXIT STATUS" | awk '/^       [0-9]+( |$)/ {print $1}')
[ "$(tr '\n' ' ' <<<"$exits")" = "$(tr '\n' ' ' <<<"$status")" ] ||
  problem "maze(1): EXIT STATUS lists '$(tr '\n' ' ' <<<"$status")', 'maze --help' lists '$(tr '\n' ' ' <<<"$exits")'"
ver=$("$MAZE" --version | awk '{print $2}')
for page in "$man1" "$man3"; do
  grep -q "^\.TH .*\"maze $ver\"" "$page" || problem "$page: the .TH line does not carry \"maze $ver\" (maze --version)"
done

# ---- libmaze(3) against include/maze.h ----
page3=$(render "$man3")
# The header's declarations, one a line, blanks squeezed: "int maze_x(int a)".
tr '\n' ' ' <"$header" | grep -oE 'MAZE_API [^;{]*;' | sed -E 's/^MAZE_API //; s/ *;$//; s/ +/ /g; s/\( /(/g; s/ \)/)/g' >"$tmp/decls"
for fn in $(grep -oE 'maze_[a-z0-9_]+\(' "$tmp/decls" | tr -d '(' | sort -u); do
  grep -qE "(^|[^A-Za-z0-9_])$fn([^A-Za-z0-9_]|\$)" <<<"$page3" ||
    problem "libmaze(3) does not mention $fn (declared in include/maze.h): describe it in the matching section"
done
# Every maze_/MAZE_ name the page uses exists in the header (a name ending in
# _ stands for a family: MAZE_FMT_*).
grep -oE '(maze|MAZE)_[A-Za-z0-9_]+' "$header" | sort -u >"$tmp/names"
for name in $(grep -oE '(^|[^A-Za-z0-9_])(maze|MAZE)_[A-Za-z0-9_]*' <<<"$page3" | sed -E 's/^[^A-Za-z]//' | sort -u); do
  case $name in
  *_) grep -q "^$name" "$tmp/names" || problem "libmaze(3) names the family ${name}*, which include/maze.h lacks" ;;
  *) grep -qxF "$name" "$tmp/names" || problem "libmaze(3) names $name, which include/maze.h does not declare" ;;
  esac
done
# Each prototype printed in the page (a .B line, or the quoted first argument
# of a .BR line, "TYPE maze_name(...)") is the header's declaration.
sed -nE 's/^\.B "?([a-z][^"]* maze_[a-z0-9_]+\(.*\))"?$/\1/p; s/^\.BR "([a-z][^"]* maze_[a-z0-9_]+\([^"]*\))".*/\1/p' "$man3" |
  sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/ \+/ /g' >"$tmp/protos"
[ "$(wc -l <"$tmp/protos")" -ge 20 ] || problem "libmaze(3): only $(wc -l <"$tmp/protos") prototypes found to check"
while read -r proto; do
  grep -qxF -- "$proto" "$tmp/decls" ||
    problem "libmaze(3) prints '$proto'; include/maze.h declares '$(grep -F "${proto%%(*}(" "$tmp/decls" | head -1)'"
done <"$tmp/protos"

finish "in the manual pages"
echo "manual pages: $(wc -w <<<"$cmds") subcommands option by option, $(wc -l <"$tmp/protos") prototypes, every declared function"
