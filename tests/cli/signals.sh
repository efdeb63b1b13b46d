#!/usr/bin/env bash
# signals.sh - a signal or a file size limit while outputs are written: every
# signal that ends the process (each one in turn) removes the temporary file
# and then ends it by that signal (exit status 128 + N), with the old target
# untouched; the same for a streamed maze, one drawn in memory, and --count
# on two threads; a signal ignored on entry (nohup) stays ignored; over
# ulimit -f the write fails with "File too large" (exit 3), not SIGXFSZ.
set -euo pipefail
. "$(dirname "$0")/lib/expect.sh"
set -m      # job control: background jobs keep SIGINT and SIGQUIT (a script's own jobs ignore them)
ulimit -c 0 # SIGQUIT and SIGABRT would dump core
D=$T/d
mkdir "$D"
pid=
trap '[ -z "$pid" ] || kill -KILL $pid 2>/dev/null; rm -rf "$T"' EXIT # a failed check kills what it started

# Waits (up to 60 s) until N temporary files exist in $D.
wait_temps() {
  local n=$1 i
  for ((i = 0; i < 1200; i++)); do
    [ "$(find "$D" -name '.*.tmp*' | wc -l)" -ge "$n" ] && return 0
    sleep 0.05
  done
  return 1
}

# start_and_kill SIGNAL TEMPS CMD...: runs CMD in the background, sends SIGNAL
# once TEMPS temporary files exist, and checks the death and what is left.
start_and_kill() {
  local sig=$1 temps=$2 rc=0
  shift 2
  "$@" 2>"$T/err" &
  pid=$!
  wait_temps "$temps" || { kill -KILL $pid; fail "$sig: no temporary file appeared for '$*'"; }
  kill -s "$sig" $pid
  local i
  for ((i = 0; i < 600; i++)); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
  kill -0 $pid 2>/dev/null && { kill -KILL $pid; fail "$sig: '$*' still runs 60 s after the signal"; }
  wait $pid || rc=$?
  pid=
  local want=$((128 + $(kill -l "$sig")))
  [ $rc -eq $want ] || fail "$sig: '$*' exited $rc, want $want ($(cat "$T/err"))"
  # nothing on stderr (valgrind's report of what a killed process held aside)
  ! grep -qv '^==[0-9]*==' "$T/err" || fail "$sig: '$*' printed: $(cat "$T/err")"
  [ -z "$(find "$D" -name '.*.tmp*')" ] || fail "$sig: '$*' left $(ls -A "$D")"
}

# Every signal whose default action ends the process, on a streamed PNG
# (eller rows straight to the writer; a height that takes far longer than
# the test waits).
sigs="HUP INT QUIT TERM ALRM USR1 USR2 XCPU VTALRM PROF ABRT IO PWR STKFLT RTMIN RTMIN+7 RTMAX"
if grep -qs valgrind "$MAZE"; then # valgrind keeps SIGRTMAX and does not end on a re-raised SIGSTKFLT
  sigs=${sigs/ STKFLT/}
  sigs=${sigs/ RTMAX/ RTMAX-1}
  echo "signals.sh: under valgrind: SIGSTKFLT and SIGRTMAX not sent (valgrind's own), SIGRTMAX-1 instead"
fi
printf 'old\n' >"$D/big.png"
for sig in $sigs; do
  start_and_kill "$sig" 1 "$MAZE" generate -a eller -W 1000 -H 100000000 -o "$D/big.png"
  [ "$(cat "$D/big.png")" = old ] || fail "$sig: the old target changed"
done

# A maze made in memory and drawn large (the path of solve and render too).
start_and_kill INT 1 "$MAZE" generate -a dfs -W 1000 -H 1000 --cell 40 -o "$D/big.png"
start_and_kill TERM 1 "$MAZE" generate -a dfs -W 1000 -H 1000 --cell 40 -o "$D/big.png"
[ "$(cat "$D/big.png")" = old ] || fail "in memory: the old target changed"

# --count on two threads: both files under way are removed.
start_and_kill TERM 2 "$MAZE" generate -a eller -W 1000 -H 100000000 --count 3 -j 2 -o "$D/m.png"
start_and_kill HUP 2 "$MAZE" generate -a eller -W 1000 -H 100000000 --count 3 -j 2 -o "$D/m.png"
[ "$(ls -A "$D")" = big.png ] || fail "--count left $(ls -A "$D")"

# Ignored on entry (nohup): the signal changes nothing, the write goes on.
(trap '' HUP; exec "$MAZE" generate -a eller -W 1000 -H 100000000 -o "$D/big.png") 2>"$T/err" &
pid=$!
wait_temps 1 || { kill -KILL $pid; fail "nohup: no temporary file"; }
kill -HUP $pid
sleep 0.3
kill -0 $pid 2>/dev/null || fail "an ignored SIGHUP ended the process"
kill -TERM $pid
rc=0
wait $pid || rc=$?
pid=
[ $rc -eq 143 ] || fail "nohup: exit $rc after SIGTERM, want 143"
[ -z "$(find "$D" -name '.*.tmp*')" ] || fail "nohup: left $(ls -A "$D")"

# Over ulimit -f (100 KiB): exit 3, one line naming the cause, nothing left.
for mode in stream memory count; do
  case $mode in
    stream) args=(-a eller -W 1000 -H 100000 -o "$D/big.png") ;;
    memory) args=(-a dfs -W 1000 -H 1000 -o "$D/big.png") ;;
    count) args=(-a eller -W 1000 -H 100000 --count 4 -j 2 -o "$D/big.png") ;;
  esac
  expect 3 "File too large" bash -c 'ulimit -f 100; exec "$0" generate "$@"' "$MAZE" "${args[@]}"
  [ "$(cat "$D/big.png")" = old ] || fail "ulimit -f ($mode): the old target changed"
  [ "$(ls -A "$D")" = big.png ] || fail "ulimit -f ($mode): left $(ls -A "$D")"
done
expect 3 "<stdout>: write error: File too large" bash -c 'ulimit -f 100; exec "$0" generate -a eller -W 1000 -H 100000 -f png >"$1"' "$MAZE" "$D/stdout.png"
rm -f "$D/stdout.png"
echo "signals: $(wc -w <<<"$sigs") signals, in memory, --count, nohup and ulimit -f: ok"
