#!/usr/bin/env bash
# hand_solvers.sh - every solver that takes a wall maze, named from the
# table (`maze list --names`), solves a perfect maze with `maze solve -a` and
# is replayed by `maze animate solve -a`; a method that is not complete says
# so when it misses the goal (exit 1), and a complete one finds it there.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

"$MAZE" generate -a wilson -W 14 -H 9 -s 4 -o "$T/m.txt"
"$MAZE" solve -a bfs --json "$T/m.txt" >"$T/bfs.json"
want=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' "$T/bfs.json")
solvers=$(names solver '!moves8')
for a in wall-follower wall-follower-right pledge tremaux dead-end-filler cul-de-sac-filler; do
  grep -qx -- "$a" <<<"$solvers" || fail "maze list --names shows no solver $a for wall mazes"
done
for a in $solvers; do
  out=$("$MAZE" solve -a "$a" --json "$T/m.txt") || fail "solve -a $a: exit $?"
  moves=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' <<<"$out")
  [ "$moves" = "$want" ] || fail "solve -a $a: $moves moves on a perfect maze, its one path has $want"
  "$MAZE" animate solve -a "$a" "$T/m.txt" -o "$T/$a.html" 2>"$T/err" || fail "animate solve -a $a: exit $?"
  events=$(sed -n 's/.*moves, [0-9]* expanded, \([0-9]*\) events.*/\1/p' "$T/err")
  [ "${events:-0}" -gt "$want" ] || fail "animate solve -a $a: ${events:-no} events for a path of $want moves"
  grep -q 'const EV=\[[0-9]' "$T/$a.html" || fail "animate solve -a $a: the page has no events"
done

# An open room of 4 x 4 cells: the goal 3,3 is off the walls the left hand
# keeps to, off the corner the right hand circles, and off the outer wall
# that Pledge, never back to a turn count of zero there, goes round.
printf '******\n*    *\n*    *\n*    *\n*    *\n******\n' >"$T/room.txt"
for a in wall-follower wall-follower-right pledge; do
  expect 1 "no path found by $a from 1,1 to 3,3 \(not a complete method: [0-9]+ cells walked\)" \
    "$MAZE" solve -a "$a" --from 1,1 --to 3,3 "$T/room.txt"
  expect 1 . "$MAZE" animate solve -a "$a" --from 1,1 --to 3,3 "$T/room.txt" -o "$T/lost.html"
done
for a in tremaux dead-end-filler cul-de-sac-filler; do
  "$MAZE" solve -a "$a" --from 1,1 --to 3,3 "$T/room.txt" >/dev/null 2>&1 || fail "solve -a $a: no path in the room"
done
# --hand picks the follower's hand, and is for a wall follower only.
"$MAZE" solve -a wall-follower --hand right --json "$T/m.txt" 2>"$T/err" >"$T/r.json"
"$MAZE" solve -a wall-follower-right --json "$T/m.txt" 2>"$T/err" >"$T/r2.json"
cmp -s "$T/r.json" "$T/r2.json" || fail "--hand right is not wall-follower-right"
"$MAZE" solve -a wall-follower --hand left --json "$T/m.txt" >"$T/l.json"
cmp -s "$T/l.json" "$T/r.json" && fail "the left and the right hand walked alike"
"$MAZE" animate solve --hand right "$T/m.txt" -o "$T/h.html" 2>"$T/err"
grep -q "^animate: wall-follower-right:" "$T/err" || fail "animate --hand right: $(cat "$T/err")"
expect 2 "--hand is for -a wall-follower, not 'bfs'" "$MAZE" solve -a bfs --hand right "$T/m.txt"
expect 2 "--hand takes left or right" "$MAZE" solve --hand up "$T/m.txt"
expect 2 "--hand is for solve" "$MAZE" animate generate --hand left -o "$T/g.html"
echo "hand_solvers: $(wc -w <<<"$solvers") solvers solve and animate a perfect maze"
