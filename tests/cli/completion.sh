#!/usr/bin/env bash
# completion.sh - the bash completion offers what the command itself reports:
# every subcommand of `maze --help`, every option of each `maze CMD --help`,
# the generator and solver names of `maze list` after -a, its formats after -f.
set -euo pipefail
# shellcheck source=/dev/null
source "$MAZE_SOURCE_DIR/completions/maze.bash"
fail() { echo "completion.sh: $*" >&2; exit 1; }
# Completes the words given (the last one being the word under the cursor).
comp() { COMP_WORDS=("$MAZE" "$@"); COMP_CWORD=$#; COMPREPLY=(); _maze; printf '%s\n' "${COMPREPLY[@]}" | sort -u; }
opts() { { grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' || true; } | sed -E 's/^[^-]//' | sort -u; }

cmds=$("$MAZE" --help | awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}' | sort)
[ -n "$cmds" ] || fail "no subcommands in maze --help"
got=$(comp "")
for c in $cmds --version --help; do grep -qx -- "$c" <<<"$got" || fail "'maze <TAB>' lacks $c"; done
[ "$(comp li)" = list ] || fail "'maze li<TAB>' gives '$(comp li)', want list"
for c in $cmds; do
  want=$("$MAZE" "$c" --help | opts)
  [ "$(comp "$c" -)" = "$want" ] || fail "'maze $c -<TAB>' gives '$(comp "$c" - | tr '\n' ' ')', want '$(tr '\n' ' ' <<<"$want")'"
done
list=$("$MAZE" list)
gens=$(awk '/^generators:/ {on = 1; next} /^[a-z]+:$/ {on = 0} on {print $1}' <<<"$list" | sort)
sols=$(awk '/^solvers:/ {on = 1; next} /^[a-z]+:$/ {on = 0} on {print $1}' <<<"$list" | sort)
[ -n "$gens" ] && [ -n "$sols" ] || fail "maze list shows no generators or no solvers"
[ "$(comp generate -a "")" = "$gens" ] || fail "'maze generate -a <TAB>' is not the generator list of maze list"
[ "$(comp solve --algo "")" = "$sols" ] || fail "'maze solve --algo <TAB>' is not the solver list of maze list"
fmts=$(awk '/^formats:/ {on = 1; next} /^[a-z]+:$/ {on = 0} on {print $1}' <<<"$list")
got=$(comp render -f "")
for f in ${fmts:-text} png svg; do grep -qx -- "$f" <<<"$got" || fail "'maze render -f <TAB>' lacks format $f"; done
grep -qxE 'dfs|astar' <<<"$got" && fail "'maze render -f <TAB>' offers algorithm names"
first=$(head -1 <<<"$gens")
grep -qx "$first" <<<"$(comp generate -a "${first:0:2}")" || fail "'maze generate -a ${first:0:2}<TAB>' lacks $first"
[ "$(comp generate --bias "")" = "$(printf '%s\n' NE NW SE SW mixed:0.5 newest oldest random | sort)" ] ||
  fail "'maze generate --bias <TAB>' gives '$(comp generate --bias "" | tr '\n' ' ')'"
for b in $(comp generate --bias ""); do
  a=growing-tree; case $b in [NS][EW]) a=binary-tree ;; esac
  "$MAZE" generate -a $a --bias "$b" -W 3 -H 3 >/dev/null || fail "completion offers --bias $b, which $a refuses"
done
[ -n "$(comp generate --mask "$MAZE_SOURCE_DIR/READ")" ] || fail "'maze generate --mask <TAB>' offers no file names"
echo "bash completion: $(wc -w <<<"$cmds") subcommands, $(wc -w <<<"$gens") generators, $(wc -w <<<"$sols") solvers"
