#!/usr/bin/env bash
# expect_lib.sh - tests/cli/lib/expect.sh, which every CLI test sources, can
# fail: expect refuses another exit status, no line or two lines on stderr,
# and a line that does not match; fail stops with the script's name; problem
# goes on and finish then fails; $T exists and is removed on exit. Every
# tests/cli/*.sh sources it and defines none of its names itself.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
lib=$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh
[ -d "$T" ] || fail "no scratch folder \$T"

# Runs bash code with the lib sourced; prints its status, its stderr in $T/sub.
sub() { local st=0; bash -c "set -euo pipefail; source '$lib'; $1" >/dev/null 2>"$T/sub" || st=$?; echo "$st"; }
# passes CODE: the code passes.   refuses CODE WHY: it fails, saying WHY.
passes() { [ "$(sub "$1")" = 0 ] || fail "'$1' failed: $(cat "$T/sub")"; }
refuses() {
  [ "$(sub "$1")" = 1 ] || fail "'$1' did not fail (stderr: $(cat "$T/sub"))"
  grep -q -- "$2" "$T/sub" || fail "'$1' failed without saying '$2': $(cat "$T/sub")"
}

passes 'expect 3 "^bad (thing)$" bash -c "echo bad thing >&2; exit 3"'
passes 'expect 0 . bash -c "echo note >&2"'
refuses 'expect 2 "bad" bash -c "echo bad >&2; exit 3"' "exited 3, want 2"
refuses 'expect 3 "bad" bash -c "exit 3"' "printed 0 lines on stderr, want 1"
refuses 'expect 3 "bad" bash -c "printf \"bad\nbad\n\" >&2; exit 3"' "printed 2 lines on stderr, want 1"
refuses 'expect 3 "^good" bash -c "echo bad >&2; exit 3"' "lacks /\^good/"
refuses 'fail "the reason"; echo not reached >&2' "bash: the reason"
grep -q "not reached" "$T/sub" && fail "fail did not stop the test"
refuses 'problem one; problem two; echo went on >&2; finish "in the pages"' "2 problem(s) in the pages"
grep -q "went on" "$T/sub" && grep -q ": one" "$T/sub" || fail "problem did not go on or say the finding: $(cat "$T/sub")"
passes 'finish'
# The scratch folder of a sourced lib goes on exit, on success and on failure.
for code in 'true' 'fail x'; do
  bash -c "source '$lib'; echo \"\$T\" >'$T/dir'; $code" 2>/dev/null || true
  [ -n "$(cat "$T/dir")" ] && [ ! -e "$(cat "$T/dir")" ] || fail "\$T left behind after '$code'"
done
# Every CLI test sources the lib, and none gives its names another meaning.
for f in "$MAZE_SOURCE_DIR"/tests/cli/*.sh; do
  grep -qE '^\s*(source|\.)\s.*lib/expect\.sh"?\s*($|#)' "$f" || fail "$(basename "$f") does not source tests/cli/lib/expect.sh"
  if grep -nE '^\s*(function\s+)?(fail|problem|finish|expect|names)\s*\(\)' "$f"; then
    fail "$(basename "$f") defines its own fail, problem, finish, expect or names: use the lib's"
  fi
done
echo "expect lib: expect, fail, problem and finish fail when they should; \$T removed; every test sources it"
