#!/usr/bin/env bash
# play.sh - `maze play` driven through tmux (send-keys, capture-pane): walls
# block moves, made with the arrows, WASD or hjkl (no key is also a command);
# following the `?` hints from S reaches E and shows the win in the game;
# `p` shows the whole path; the keys are on screen; a maze taller than the
# terminal scrolls with the player; a resize redraws; `q` quits with the
# terminal restored (canonical mode and echo back on). Without a terminal
# (stdin or stdout not one, TERM unset or unknown, the terminal hung up) play
# exits at once with status 2 (3 for a hang-up) and a message.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
command -v tmux >/dev/null || fail "tmux is not installed (scripts/deps.sh installs it)"
runs=0
sock=maze-play-test-$$-0
# On a failure the game's screen is shown too; the tmux server always goes.
trap 'st=$?; [ $st = 0 ] || tmux -L "$sock" capture-pane -p -t game >&2 2>/dev/null || true
      tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$T"' EXIT

start() { # start ARGS... : a fresh 80 x 24 tmux server running maze play
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
screen | grep >/dev/null -F "? hint" && screen | grep >/dev/null -F "p path" &&
  screen | grep >/dev/null -F "wasd" && screen | grep >/dev/null -F "hjkl" || fail "the keys are not on screen"
for step in $(seq 40); do
  screen | grep >/dev/null "You reached E" && break
  key '?'
  read -r ar ac < <(find_char "@")
  read -r hr hc < <(find_char "*") || fail "no hint shown after h"
  if [ "$hc" -gt "$ac" ]; then key Right; elif [ "$hc" -lt "$ac" ]; then key Left;
  elif [ "$hr" -gt "$ar" ]; then key Down; else key Up; fi
done
wait_for "You reached E in"
moves=$(screen | sed -n 's/.*You reached E in \([0-9]*\) moves.*/\1/p' | head -1)
[ "$moves" -eq $((step - 1)) ] || fail "reported $moves moves after $((step - 1)) hinted steps"
screen | head -1 | grep >/dev/null "^SOLVED" || fail "the status line does not say the maze is solved"
key Left
screen | head -1 | grep >/dev/null "^SOLVED in $moves moves" || fail "a key after the win changed the game"
key q
wait_for "EXIT=0"
screen | grep -x >/dev/null "icanon" || fail "terminal left without canonical mode"
screen | grep -x >/dev/null "echo" || fail "terminal left without echo"
screen | grep >/dev/null "maze play: solved after $moves moves" || fail "no closing line"

# 2. Walls block: in a 1-cell-wide corridor only down moves count.
start -W 1 -H 40
key Left; key Right; key Up; key h; key l; key a; key d; key w; key k
screen | grep >/dev/null "^moves 0 " || fail "a move through a wall counted"
read -r r0 _ < <(find_char "@")
for _ in $(seq 10); do key j; done
for _ in $(seq 10); do key s; done
screen | grep >/dev/null "^moves 20 " || fail "20 moves down (j, s) not counted"
key k; key w; key S; key J
screen | grep >/dev/null "^moves 24 " || fail "k, w, S, J did not move"
read -r r1 _ < <(find_char "@") || fail "player scrolled out of view"
screen | grep >/dev/null "S " && fail "the view did not scroll (S still visible 40 rows down)"
[ "$r1" -gt "$r0" ] || fail "player row did not move"
# A resize redraws with the player still on screen.
tmux -L "$sock" resize-window -t game -x 50 -y 15
sleep 0.5
find_char "@" >/dev/null || fail "no player after a resize"
screen | grep >/dev/null "^moves 24 " || fail "no status line after a resize"
# The whole solution: p marks the cells left to walk (19 between @ and E).
key p
[ "$(screen | grep -o '\. ' | wc -l)" -ge 3 ] || fail "p showed no path"
for _ in $(seq 19); do key Down; done
wait_for "You reached E in 43 moves"
key q
wait_for "EXIT=0"

# 3. New maze and bad options.
start -W 5 -H 5 -s 7
key n
wait_for "seed 8"
key q
wait_for "EXIT=0"
expect 2 "size" "$MAZE" play -W 0
"$MAZE" play --help | grep >/dev/null -F "?  show the next step" || fail "play --help: no hint key"
"$MAZE" play --help | grep >/dev/null -F "p  show the whole" || fail "play --help: no path key"

# 4. No terminal: exit 2 at once with a message, never a wait or a spin.
# noterm WHY LINE: runs the shell LINE in a tmux pane; expects exit 2 and WHY.
noterm() {
  tmux -L "$sock" kill-server 2>/dev/null || true
  runs=$((runs + 1))
  sock=maze-play-test-$$-$runs
  printf 'timeout 10 env %s 2>"%s/err"; echo EXIT=$? >"%s/rc"\n' "$2" "$tmp" "$tmp" >"$tmp/cmd.sh"
  tmux -L "$sock" new-session -d -s game -x 80 -y 24 "bash $tmp/cmd.sh; sleep 60"
  for _ in $(seq 100); do [ -s "$tmp/rc" ] && break; sleep 0.1; done
  [ "$(cat "$tmp/rc")" = "EXIT=2" ] || fail "'$2': $(cat "$tmp/rc"), want EXIT=2 (stderr: $(cat "$tmp/err"))"
  [ "$(wc -l <"$tmp/err")" = 1 ] && grep -qF "play needs a terminal: $1" "$tmp/err" ||
    fail "'$2': stderr '$(cat "$tmp/err")' lacks 'play needs a terminal: $1'"
  rm -f "$tmp/rc" "$tmp/err"
}
noterm "standard input is not one" "'$MAZE' play </dev/null"
noterm "standard output is not one" "'$MAZE' play >/dev/null"
noterm "TERM is not set" "env -u TERM '$MAZE' play"
noterm "TERM is not set" "TERM= '$MAZE' play"
noterm "the terminal type 'no-such-term' is unknown" "TERM=no-such-term '$MAZE' play"
noterm "the terminal type 'x\\x1b[2J' is unknown" "TERM=\$'x\\e[2J' '$MAZE' play" # escaped, never sent raw
# Outside tmux too (no terminal at all, stdin at EOF).
expect 2 "play needs a terminal" timeout 10 "$MAZE" play </dev/null

# 5. The terminal hangs up under a game that ignores SIGHUP: it ends (status 3)
# instead of spinning on a dead terminal.
python3 - "$MAZE" <<'PY' || fail "play on a hung-up terminal"
import os, pty, signal, subprocess, sys, time
master, slave = pty.openpty()
def child():
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    os.setsid()
    import fcntl, termios
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
p = subprocess.Popen([sys.argv[1], "play"], stdin=slave, stdout=slave, stderr=subprocess.PIPE,
                     env=dict(os.environ, TERM="xterm"), preexec_fn=child)
os.close(slave)
seen = b""
deadline = time.time() + 5
while b"moves 0" not in seen and time.time() < deadline:
    seen += os.read(master, 65536)
if b"moves 0" not in seen: sys.exit("the game never drew")
os.close(master)
try:
    rc = p.wait(timeout=5)
except subprocess.TimeoutExpired:
    p.kill(); sys.exit("still running 5 s after the hang-up")
err = p.stderr.read().decode()
if rc != 3 or "terminal" not in err: sys.exit("exit %d, stderr %r" % (rc, err))
PY
echo "play: ok"
