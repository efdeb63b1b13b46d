#!/usr/bin/env bash
# example_roguelike.sh - examples/roguelike.c plays itself to an end (stairs
# reached or caught) on several seeds, drawing a well-formed dungeon with one
# player on an open square each frame.
set -euo pipefail
run=$MAZE_BUILD_DIR/examples/roguelike
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
ends=""
for seed in 1 2 3 4 5; do
  out=$("$run" "$seed" </dev/null) || fail "seed $seed: exit $?"
  last=$(tail -1 <<<"$out")
  case $last in
    "You reached the stairs on turn "*|"The monster caught you on turn "*) ends="$ends${last:0:7} " ;;
    *) fail "seed $seed: no ending: $last" ;;
  esac
  # Every frame: 15 rows of 39 characters of # . @ M >, exactly one @.
  awk -v seed="$seed" '
    /^turn / { if (rows && (rows != 15 || players != 1)) bad = 1; rows = 0; players = 0; next }
    /^[#.@M>]+$/ { rows++; if (length($0) != 39) bad = 1; players += gsub(/@/, "@"); next }
    END { if (rows != 15 || players != 1 || bad) { print "seed " seed ": malformed frame"; exit 1 } }
  ' <<<"$(sed '$d' <<<"$out")" || fail "seed $seed: malformed frames"
done
grep -q "You" <<<"$ends" || fail "the player never reached the stairs in 5 seeds"
echo "roguelike endings: $ends"
