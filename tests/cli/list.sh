#!/usr/bin/env bash
# list.sh - `maze list` and `maze list --names`, through which the tests, the
# benchmarks and the completion iterate the library's tables: --names gives
# the same entries in the same order as the headed list, each with its flags
# in words (none unnamed), the marks of the headed list agree with the flags,
# and the lib's `names KIND FLAG !FLAG` picks by them; stray arguments are
# usage errors.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
"$MAZE" list >"$T/list"
"$MAZE" list --names >"$T/names"
# The names under a heading of the headed list, in order.
part() { awk -v p="$1:" '/^[a-z]+:$/ {on = ($1 == p); next} on {print $1}' "$T/list"; }
awk 'NF != 3 || $1 !~ /^(format|generator|solver)$/ {print "line " NR ": " $0; bad = 1} END {exit bad}' "$T/names" >"$T/bad" ||
  fail "'maze list --names' lines are not KIND NAME FLAGS: $(cat "$T/bad")"
for kind in format generator solver; do
  [ -n "$(names "$kind")" ] || fail "no $kind in 'maze list --names'"
  [ "$(names "$kind")" = "$(part "${kind}s")" ] || fail "'maze list --names' ${kind}s differ from 'maze list': $(names "$kind" | tr '\n' ' ')"
done
if grep -E '(^|,| )bit[0-9]+' "$T/names"; then fail "a flag without a word in 'maze list --names' (cli/cmd_list.c)"; fi

# The marks of the headed list are the flags.
output_only=$(awk '/^formats:$/ {on = 1; next} /^[a-z]+:$/ {on = 0} on && /\(output only\)$/ {print $1}' "$T/list")
[ "$output_only" = "$(names format '!read')" ] || fail "formats marked (output only): '$output_only', without read: '$(names format '!read')'"
slow=$(awk '/^generators:$/ {on = 1; next} /^[a-z]+:$/ {on = 0} on && /\(slow by nature\)$/ {print $1}' "$T/list")
[ -n "$slow" ] && [ "$slow" = "$(names generator slow)" ] || fail "generators marked slow: '$slow', flagged slow: '$(names generator slow)'"

# names picks by flags: with, without, and both at once.
for kind in format generator solver; do
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
