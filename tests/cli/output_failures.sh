#!/usr/bin/env bash
# output_failures.sh - output that cannot be written: a full disk (/dev/full),
# a closed pipe, a missing or non-directory parent, and a failure mid-way.
# --count's threads failing together report one line. Each gives a clear
# message and exit status 3, never a SIGPIPE death, and
# never leaves a partial output or temporary file behind.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T

# Full disk on stdout and as -o (a device is written in place, never replaced).
expect 3 "write error" bash -c 'exec "$@" >/dev/full' _ "$MAZE" generate -W 300 -H 300
expect 3 "/dev/full" "$MAZE" generate -W 300 -H 300 -o /dev/full
[ -c /dev/full ] || fail "/dev/full is no longer a device"

# A closed pipe: exit 3 with a message, not death by SIGPIPE (141).
set +e
"$MAZE" generate -W 2000 -H 2000 2>"$tmp/err" | head -c 10 >/dev/null
rc=${PIPESTATUS[0]}
set -e
[ $rc -eq 3 ] || fail "closed pipe: exit $rc, want 3"
grep -q "write error" "$tmp/err" || fail "closed pipe: no message"

# Missing directory, a file used as a directory: the cause is named.
for out in "$tmp/no/such/dir/m.txt" "$tmp/err/m.txt"; do
  expect 3 "No such file or directory|Not a directory" "$MAZE" generate -o "$out"
done

# --count on four threads over ulimit -f: the mazes fail together, and one
# whole line reports the first (by index), once; so does a missing folder.
mkdir "$tmp/cnt"
for run in 1 2 3; do
  set +e
  bash -c 'ulimit -f 64; exec "$0" "$@"' "$MAZE" generate -a eller --count 8 -j 4 -W 500 -H 20000 \
    -o "$tmp/cnt/m.png" 2>"$tmp/err"; rc=$?
  "$MAZE" generate --count 40 -j 4 -W 5 -H 5 -o "$tmp/no/such/m.txt" 2>"$tmp/err2"; rc2=$?
  set -e
  [ $rc -eq 3 ] && [ $rc2 -eq 3 ] || fail "--count -j 4: exit $rc and $rc2, want 3"
  [ "$(cat "$tmp/err")" = "maze: generate: $tmp/cnt/m-1.png: cannot write the file: File too large" ] ||
    fail "--count -j 4 over ulimit -f: not the first maze's one line: $(cat "$tmp/err")"
  [ "$(cat "$tmp/err2")" = "maze: generate: $tmp/no/such/m-01.txt: cannot write the file: No such file or directory" ] ||
    fail "--count -j 4 into a missing folder: not the first maze's one line: $(cat "$tmp/err2")"
  [ -z "$(ls -A "$tmp/cnt")" ] || fail "--count over ulimit -f left $(ls -A "$tmp/cnt")"
done

# A failure after the output was opened leaves neither the file nor a
# temporary: an unknown output format fails before, a too-big maze during.
mkdir "$tmp/dest"
set +e
"$MAZE" generate -W 70000 -H 70000 -o "$tmp/dest/big.txt" 2>"$tmp/err"; rc=$?
"$MAZE" solve -o "$tmp/dest/s.txt" "$tmp/dest/missing" 2>/dev/null; rc2=$?
set -e
[ $rc -eq 4 ] || fail "70000 x 70000: exit $rc, want 4 ($(cat "$tmp/err"))"
[ $rc2 -eq 3 ] || fail "solve of a missing file: exit $rc2, want 3"
[ -z "$(ls -A "$tmp/dest")" ] || fail "files left behind: $(ls -A "$tmp/dest")"

# An existing output survives a failed run untouched.
"$MAZE" generate -W 5 -H 5 -o "$tmp/dest/keep.txt"
cp "$tmp/dest/keep.txt" "$tmp/keep.orig"
printf 'garbage\n' >"$tmp/bad.txt"
set +e
"$MAZE" render -o "$tmp/dest/keep.txt" "$tmp/bad.txt" 2>/dev/null; rc=$?
set -e
[ $rc -eq 3 ] || fail "render of garbage: exit $rc, want 3"
cmp -s "$tmp/dest/keep.txt" "$tmp/keep.orig" || fail "a failed run changed the existing output"
[ "$(ls -A "$tmp/dest")" = "keep.txt" ] || fail "temporary files left: $(ls -A "$tmp/dest")"
echo "1 passed, 0 failed"
