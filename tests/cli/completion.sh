#!/usr/bin/env bash
# completion.sh - the bash completion (sourced, its function called with
# COMP_WORDS as bash would) offers what the command itself reports: the
# subcommands and global options of `maze --help`, the options of each
# `maze CMD --help`, generators where a generator is asked (play and animate
# generate too) and solvers where a solver is, readable formats after -i, the
# values a help line lists (--heuristic, --moves, --bias, --show, --color),
# animate's modes and help's commands; file names exactly after options whose
# value is a file and for operands, never after a number, a name or a mode.
# Every value offered is one the command accepts.
set -euo pipefail
# shellcheck source=/dev/null
source "$MAZE_SOURCE_DIR/completions/maze.bash"
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
cd "$tmp"
"$MAZE" generate -W 5 -H 4 >zzmaze.txt
printf '1111\n1011\n1111\n' >zzmap.blocks  # an open corner: a block map
# Completes the words given (the last one being the word under the cursor).
comp() { COMP_WORDS=("$MAZE" "$@"); COMP_CWORD=$#; COMPREPLY=(); _maze; printf '%s\n' "${COMPREPLY[@]}" | sort -u | grep . || true; }
opts() { { grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' || true; } | sed -E 's/^[^-]//' | sort -u; }
line() { tr '\n' ' ' <<<"$1"; }
want() { [ "$(comp "${@:2}")" = "$1" ] || fail "'maze ${*:2}<TAB>' gives '$(line "$(comp "${@:2}")")', want '$(line "$1")'"; }

cmds=$("$MAZE" --help | awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}' | sort)
[ -n "$cmds" ] || fail "no subcommands in maze --help"
want "$(printf '%s\n' $cmds $("$MAZE" --help | opts) | sort -u)" ""
for o in -h --help -v --version; do grep -qx -- "$o" <<<"$(comp "")" || fail "'maze <TAB>' lacks $o"; done
want list li
for c in $cmds; do want "$("$MAZE" "$c" --help | opts)" "$c" -; done
grep -qx -- -j <<<"$(comp bench -)" || fail "'maze bench -<TAB>' lacks -j"

list=$("$MAZE" list)
part() { awk -v p="$1:" '/^[a-z]+:$/ {on = ($1 == p); next} on {print $1}' <<<"$list" | sort; }
gens=$(part generators) sols=$(part solvers) fmts=$(part formats)
readable=$(awk '/^formats:$/ {on = 1; next} /^[a-z]+:$/ {on = 0} on && !/\(output only\)$/ {print $1}' <<<"$list" | sort)
[ -n "$gens" ] && [ -n "$sols" ] && [ -n "$readable" ] || fail "maze list shows no generators, solvers or formats"
grep -qx png <<<"$fmts" && ! grep -qx png <<<"$readable" || fail "maze list does not mark png output only"
want "$gens" generate -a ""
topos=$(part topologies)
[ -n "$topos" ] || fail "maze list shows no topologies"
want "$topos" generate --topology ""
want "$gens" play -a ""
want "$gens" animate generate -a ""
want "$gens" animate solve -g ""
want "$sols" solve --algo ""
want "$sols" bench -a ""
want "$sols" demo -a ""
want "$sols" animate solve -a ""
want "$sols" animate race -a ""
want "$(sed 's/^/bfs,/' <<<"$sols")" animate race -a bfs,
want "$(sed 's/^/dfs,/' <<<"$gens")" animate generate -a dfs,
want "$(grep "^${gens:0:2}" <<<"$gens")" generate -a "${gens:0:2}"
want "$readable" solve -i ""
want "$readable" stats --input-format ""
want "$fmts" render -f ""
want "$fmts" generate -f ""
want "$(printf 'generate\nrace\nsolve\n')" animate ""
want "$(grep '^s' <<<"$cmds")" help s

# Listed values, each accepted by the command.
accepts() { "$@" >/dev/null 2>&1 || fail "completion offers a value that '$*' refuses"; }
h=$(comp solve --heuristic "")
[ "$(wc -l <<<"$h")" -ge 5 ] || fail "'maze solve --heuristic <TAB>' gives '$(line "$h")'"
for v in $h; do accepts "$MAZE" solve --heuristic "$v" --json zzmaze.txt; done
want "$h" solve --heuristic = ""
want "$(grep -vx default <<<"$h")" bench --heuristic ""
want "$(printf '4\n8\n')" solve --moves ""
for c in generate solve stats; do want "$(printf 'diameter\nfirst-last\n')" $c --ends ""; done
for v in first-last diameter; do accepts "$MAZE" stats --ends "$v" zzmaze.txt; done
for v in 4 8; do accepts "$MAZE" solve --moves "$v" --json zzmap.blocks; done
b=$(comp generate --bias "")
[ "$b" = "$(printf '%s\n' NE NW SE SW mixed:0.5 newest oldest random | sort)" ] || fail "'maze generate --bias <TAB>' gives '$(line "$b")'"
for v in $b; do
  a=growing-tree; case $v in [NS][EW]) a=binary-tree ;; esac
  accepts "$MAZE" generate -a $a --bias "$v" -W 3 -H 3
done
s=$(comp render --show "")
for v in path markers heat outline all none; do grep -qx "$v" <<<"$s" || fail "'maze render --show <TAB>' lacks $v: '$(line "$s")'"; done
for v in $s; do accepts "$MAZE" solve --show "$v" -f svg zzmaze.txt; done
grep -qx "path,markers" <<<"$(comp render --show path,ma)" || fail "'maze render --show path,ma<TAB>' gives '$(comp render --show path,ma)'"
r=$(comp solve --color "")
for v in background= wall= heat-far=; do grep -qx "$v" <<<"$r" || fail "'maze solve --color <TAB>' lacks $v: '$(line "$r")'"; done
for v in $r; do accepts "$MAZE" solve --color "${v}red" -f svg zzmaze.txt; done
r=$(comp animate generate --color "")
grep -qx "wall=" <<<"$r" && ! grep -qx "heat-far=" <<<"$r" || fail "'maze animate generate --color <TAB>' gives '$(line "$r")'"
for v in $r; do accepts "$MAZE" animate generate -W 3 -H 3 --color "${v}red" -o page.html; done
rm -f page.html
want "$(printf 'after\nback\nnone\n')" book --answers ""
want "$(printf 'easy\nhard\nmedium\n')" book --difficulty ""
pg=$(comp book --page "")
for v in a4 a5 letter; do grep -qx "$v" <<<"$pg" || fail "'maze book --page <TAB>' lacks $v: '$(line "$pg")'"; done
for v in after back none; do accepts "$MAZE" book --answers "$v" --count 1 -W 3 -H 3 -o book.pdf; done
rm -f book.pdf

# File names exactly where a file goes: after a FILE option and for operands;
# never after any other option that takes a value.
grep -qx zzmaze.txt <<<"$(comp solve zz)" || fail "'maze solve zz<TAB>' offers no file"
grep -qx zzmaze.txt <<<"$(comp solve --json zz)" || fail "'maze solve --json zz<TAB>' offers no file"
if grep -qx zzmaze.txt <<<"$(comp animate zz)"; then fail "'maze animate zz<TAB>' offers files, not modes"; fi
checked=0
for c in $cmds; do
  pre=("$c"); [ "$c" = animate ] && pre=(animate solve)
  while IFS=$'\t' read -r o v; do
    got=$(comp "${pre[@]}" "$o" zz)
    case $v in
    FILE | *.html | SCEN*) grep -qx zzmaze.txt <<<"$got" || fail "'maze ${pre[*]} $o zz<TAB>' offers no file name" ;;
    *) if grep -qx zzmaze.txt <<<"$got"; then fail "'maze ${pre[*]} $o zz<TAB>' offers file names after a $v"; fi ;;
    esac
    checked=$((checked + 1))
  done < <("$MAZE" "$c" --help | awk '/^ +-/ {
      rest = $0; sub(/^ +/, "", rest); n = 0
      while (match(rest, /^-[-A-Za-z0-9]+/)) { opt[++n] = substr(rest, 1, RLENGTH); rest = substr(rest, RLENGTH + 1)
        if (substr(rest, 1, 2) != ", ") break; rest = substr(rest, 3) }
      if (rest ~ /^ [^ ]/) { split(substr(rest, 2), w, " "); for (i = 1; i <= n; i++) print opt[i] "\t" w[1] } }')
done
[ "$checked" -ge 40 ] || fail "only $checked options with a value found in the helps"
want "" bench -j ""
want "" generate -W ""
echo "bash completion: $(wc -w <<<"$cmds") subcommands, $checked options with values, $(wc -w <<<"$gens") generators, $(wc -w <<<"$sols") solvers"
