#!/usr/bin/env bash
# stdout_errors.sh - every command, and every command's --help, with its
# standard output on a full disk (/dev/full) and closed (>&-): exit status 3
# and one line saying the write failed, never 0 with the output lost. A
# command that writes nothing to stdout is untouched by a closed stdout, and
# a file it opens never takes stdout's place.
set -euo pipefail
. "$(dirname "$0")/lib/expect.sh"
cd "$T"
"$MAZE" generate -W 5 -H 4 >m.txt
"$MAZE" generate -W 5 -H 4 -f map >m.map
printf 'version 1\n0\tm.map\t11\t9\t1\t1\t9\t7\t14\n' >m.scen
"$MAZE" bench m.scen >/dev/null || fail "the bench fixture does not pass"

cases=("--help" "-h" "--version" "-v" "help" "help solve" "list" "bench m.scen" "generate -W 5 -H 4"
       "generate -a eller -W 5 -H 4" "generate -W 5 -H 4 -f png" "solve m.txt" "solve m.map" "render m.txt"
       "demo" "animate generate -W 5 -H 4 --terminal --delay 0" "stats m.txt")
commands=$("$MAZE" --help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }')
[ "$(wc -w <<<"$commands")" -ge 9 ] || fail "could not read the command list: $commands"
for c in $commands; do cases+=("$c --help"); done
n=0
for c in "${cases[@]}"; do
  read -ra args <<<"$c"
  expect 3 "write error: No space left on device" bash -c 'exec "$@" >/dev/full' _ "$MAZE" "${args[@]}"
  expect 3 "write error: Bad file descriptor" bash -c 'exec "$@" >&-' _ "$MAZE" "${args[@]}"
  n=$((n + 2))
done

# Nothing written to stdout: a closed stdout is no error, and the output file
# opened while fd 1 was free holds the maze alone.
bash -c 'exec "$@" >&-' _ "$MAZE" generate -W 5 -H 4 -o out.txt || fail "generate -o with stdout closed failed"
cmp -s out.txt m.txt || fail "out.txt is not the maze"
bash -c 'exec "$@" >&-' _ "$MAZE" render -o out2.txt m.txt || fail "render -o with stdout closed failed"
cmp -s out2.txt m.txt || fail "out2.txt is not the maze"
echo "stdout errors: $n runs ($((n / 2)) command lines, full and closed): ok"
