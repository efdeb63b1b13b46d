#!/usr/bin/env bash
# list.sh - `maze list` and `maze list --names`, through which the tests, the
# benchmarks and the completion iterate the library's tables: --names gives
# the same entries in the same order as the headed list, each with its flags
# in words (none unnamed), the words in parentheses of the headed list agree
# with the flags and say what each entry promises (a solver complete or
# "may miss a reachable goal", a generator "rect only" or "every topology"),
# and the lib's `names KIND FLAG !FLAG` picks
# by them; stray arguments are usage errors.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
"$MAZE" list >"$T/list"
"$MAZE" list --names >"$T/names"
# The names under a heading of the headed list, in order.
part() { awk -v p="$1:" '/^[a-z]+:$/ {on = ($1 == p); next} on {print $1}' "$T/list"; }
awk 'NF != 3 || $1 !~ /^(format|generator|solver|topology)$/ {print "line " NR ": " $0; bad = 1} END {exit bad}' "$T/names" >"$T/bad" ||
  fail "'maze list --names' lines are not KIND NAME FLAGS: $(cat "$T/bad")"
heading() { [ "$1" = topology ] && echo topologies || echo "${1}s"; }
for kind in format generator solver topology; do
  [ -n "$(names "$kind")" ] || fail "no $kind in 'maze list --names'"
  [ "$(names "$kind")" = "$(part "$(heading "$kind")")" ] || fail "'maze list --names' $(heading "$kind") differ from 'maze list': $(names "$kind" | tr '\n' ' ')"
done
if grep -E '(^|,| )bit[0-9]+' "$T/names"; then fail "a flag without a word in 'maze list --names' (cli/cmd_list.c)"; fi

# The words in parentheses that end NAME's line under heading PART.
says() {
  awk -v p="$1:" -v n="$2" '/^[a-z]+:$/ {on = ($1 == p); next} on && $1 == n {print}' "$T/list" |
    sed -nE 's/.*\(([^()]*)\)$/\1/p'
}
# The entries of PART whose line says WORD.
saying() {
  for n in $(part "$1"); do
    case ", $(says "$1" "$n")," in *", $2,"*) echo "$n" ;; esac
  done
}
# The marks of the headed list are the flags.
same() { [ "$(saying "$1" "$2")" = "$3" ] || fail "${1} saying '$2': '$(saying "$1" "$2" | tr '\n' ' ')', flagged: '$(tr '\n' ' ' <<<"$3")'"; }
same formats "output only" "$(names format '!read')"
same generators "slow by nature" "$(names generator slow)"
same generators "uniform but on weave" "$(names generator uniform)"
same generators "streams rows" "$(names generator rows)"
same generators "every topology" "$(names generator topologies)"
same generators "rect only" "$(names generator '!topologies')"
same topologies -W "$(names topology width)"
same topologies --rings "$(names topology rings)"
same topologies -L "$(names topology levels)"
same solvers complete "$(names solver complete)"
same solvers "may miss a reachable goal" "$(names solver '!complete')"
same solvers optimal "$(names solver optimal)"
same solvers bounded "$(names solver bounded)"
same solvers "4 moves only" "$(names solver moves4)"
same solvers "8 moves only" "$(names solver moves8)"
same solvers "unit costs only" "$(names solver unit-costs)"
same solvers "every topology" "$(names solver topologies)"
same solvers "no corner cutting" "$(names solver no-corner)"
[ -n "$(names generator slow)" ] || fail "no generator flagged slow"
# ... and say what the entries are known to promise.
want() { [ "$(says "$1" "$2")" = "$3" ] || fail "maze list: $1 $2 says '($(says "$1" "$2"))', want '($3)'"; }
want solvers astar "complete, optimal, every topology"
want solvers bfs "complete, optimal, 4 moves only, unit costs only, every topology"
want solvers jps "complete, optimal, 8 moves only, unit costs only, no corner cutting"
want solvers dfs "complete, every topology"
want solvers weighted-astar "complete, bounded, every topology"
want generators aldous-broder "uniform but on weave, slow by nature, every topology"
want generators wilson "uniform but on weave, every topology"
want generators eller "rect only, streams rows"
want generators division "rect only"
want generators dfs "every topology"
want topologies rect "-W, -H"
want topologies polar "--rings"
want topologies 3d "-W, -H, -L"
want formats png "output only"

# names picks by flags: with, without, and both at once.
for kind in format generator solver topology; do
  for flag in $(awk -v k="$kind" '$1 == k && $3 != "-" {print $3}' "$T/names" | tr ',' '\n' | sort -u); do
    with=$(awk -v k="$kind" -v f="$flag" '$1 == k && ("," $3 ",") ~ ("," f ",") {print $2}' "$T/names")
    without=$(awk -v k="$kind" -v f="$flag" '$1 == k && ("," $3 ",") !~ ("," f ",") {print $2}' "$T/names")
    [ "$(names "$kind" "$flag")" = "$with" ] || fail "names $kind $flag: '$(names "$kind" "$flag" | tr '\n' ' ')', want '$with'"
    [ "$(names "$kind" "!$flag")" = "$without" ] || fail "names $kind !$flag gives '$(names "$kind" "!$flag" | tr '\n' ' ')'"
  done
done
both=$(names solver optimal '!moves4')
[ -n "$both" ] || fail "no optimal solver for 8 moves"
for s in $both; do
  grep -qE "^solver $s ([^ ]*,)?optimal(,|$)" "$T/names" && ! grep -qE "^solver $s ([^ ]*,)?moves4(,|$)" "$T/names" ||
    fail "names solver optimal !moves4 gives $s"
done

expect 2 "unexpected argument 'x'" "$MAZE" list x
expect 2 "unexpected argument 'x'" "$MAZE" list --names x
"$MAZE" list --help | grep -q -- '--names' || fail "'maze list --help' does not offer --names"
echo "list: $(wc -l <"$T/names") entries, flags in words, names by flag"
