#!/usr/bin/env bash
# play.sh - `maze play` driven through tmux (send-keys, capture-pane): walls
# block moves; following the `h` hints from S reaches E and ends the game with
# a message; `s` shows the whole path; a maze taller than the terminal scrolls
# with the player; a resize redraws; `q` quits with the terminal restored
# (canonical mode and echo back on).
set -euo pipefail
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed (scripts/deps.sh installs it)" >&2; exit 1; }
tmp=$(mktemp -d)
runs=0
sock=maze-play-test-$$-0
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; tmux -L "$sock" capture-pane -p -t game >&2 2>/dev/null || true; exit 1; }

start() { # start ARGS... : a fresh 80 x 24 session running maze play
  tmux -L "$sock" kill-server 2>/dev/null || true
  runs=$((runs + 1))
  sock=maze-play-test-$$-$runs # a new server: never race the old one's exit
  tmux -L "$sock" new-session -d -s game -x 80 -y 24 \
    "bash -c '\"$MAZE\" play $*; echo EXIT=\$?; stty -a | tr \";\" \"\\n\" | tr \" \" \"\\n\" | grep -xE -- \"-?(icanon|echo)\"; sleep 60'"
  wait_for "moves 0"
}
screen() { tmux -L "$sock" capture-pane -p -t game; }
wait_for() { # wait_for TEXT: up to 5 s
  for _ in $(seq 50); do screen | grep -F >/dev/null -- "$1" && return 0; sleep 0.1; done
  fail "did not see '$1'"
}
key() { tmux -L "$sock" send-keys -t game "$@"; sleep 0.15; }
# Row and column of the first occurrence of character $1 on the screen.
find_char() { screen | awk -v c="$1" '{ i = index($0, c); if (i) { print NR, i; exit } }'; }

# 1. Follow the hints from S to E on a 6 x 4 maze.
start -W 6 -H 4 -s 2
for step in $(seq 40); do
  screen | grep >/dev/null "You reached E" && break
  key h
  read -r ar ac < <(find_char "@")
  read -r hr hc < <(find_char "*") || fail "no hint shown after h"
  if [ "$hc" -gt "$ac" ]; then key Right; elif [ "$hc" -lt "$ac" ]; then key Left;
  elif [ "$hr" -gt "$ar" ]; then key Down; else key Up; fi
done
wait_for "You reached E in"
moves=$(screen | sed -n 's/.*You reached E in \([0-9]*\) moves.*/\1/p')
[ "$moves" -eq $((step - 1)) ] || fail "reported $moves moves after $((step - 1)) hinted steps"
key q
wait_for "EXIT=0"
screen | grep -x >/dev/null "icanon" || fail "terminal left without canonical mode"
screen | grep -x >/dev/null "echo" || fail "terminal left without echo"
screen | grep >/dev/null "maze play: solved after $moves moves" || fail "no closing line"

# 2. Walls block: in a 1-cell-wide corridor only down moves count.
start -W 1 -H 40
key Left; key Right; key Up
screen | grep >/dev/null "^moves 0 " || fail "a move through a wall counted"
read -r r0 _ < <(find_char "@")
for _ in $(seq 20); do key j; done
screen | grep >/dev/null "^moves 20 " || fail "20 moves down not counted"
read -r r1 _ < <(find_char "@") || fail "player scrolled out of view"
screen | grep >/dev/null "S " && fail "the view did not scroll (S still visible 40 rows down)"
[ "$r1" -gt "$r0" ] || fail "player row did not move"
# A resize redraws with the player still on screen.
tmux -L "$sock" resize-window -t game -x 50 -y 15
sleep 0.5
find_char "@" >/dev/null || fail "no player after a resize"
screen | grep >/dev/null "^moves 20 " || fail "no status line after a resize"
# The whole solution: s marks the cells left to walk (19 between @ and E).
key s
[ "$(screen | grep -o '\. ' | wc -l)" -ge 3 ] || fail "s showed no path"
for _ in $(seq 19); do key S; done
wait_for "You reached E in 39 moves"
key q
wait_for "EXIT=0"

# 3. New maze and bad options.
start -W 5 -H 5 -s 7
key n
wait_for "seed 8"
key q
wait_for "EXIT=0"
set +e
"$MAZE" play -W 0 2>"$tmp/err"; rc=$?
set -e
[ "$rc" -eq 2 ] && grep -q "size" "$tmp/err" || fail "play -W 0: exit $rc"
"$MAZE" play --help | grep >/dev/null "hint" || fail "play --help"
echo "play: ok"
