#!/usr/bin/env bash
# deps.sh - scripts/deps.sh says which packages it installs and why (the WHY
# of their list line), installs nothing when everything is present, leaves
# the browser out with MAZE_NO_BROWSER=1 and says so, and names what is
# missing when it cannot install. apt-get and id are stand-ins that log what
# they are asked; the lists are scratch ones with missing commands. Every
# line of the real lists has its reason.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
deps=$MAZE_SOURCE_DIR/scripts/deps.sh
mkdir -p "$T/bin" "$T/lists"
cat >"$T/bin/apt-get" <<'SH'
#!/bin/sh
echo "apt-get $*" >>"$APT_LOG"
case "$1" in install) for p; do case "$p" in -*|install) ;; *) echo "Setting up $p (1.0) ..." ;; esac; done ;; esac
SH
printf '#!/bin/sh\necho "${FAKE_UID:-0}"\n' >"$T/bin/id"
chmod +x "$T/bin/apt-get" "$T/bin/id"
# The cases set MAZE_NO_BROWSER themselves: a stage that runs the suite with
# it set (CI's sanitizer and valgrind stages) must not change what they expect.
export APT_LOG=$T/apt.log PATH=$T/bin:$PATH MAZE_DEPS_DIR=$T/lists MAZE_NO_BROWSER=0
printf '# tools\nsh present-pkg never installed: sh is there\nno-such-tool-1 pkg-one reason number one\n' >"$T/lists/core.list"
printf '/no/such/file pkg-two the second reason\n' >"$T/lists/locale.list"
printf '# browser\nno-such-browser pkg-browser replays the page\n' >"$T/lists/browser.list"

# missing commands: each package named with its reason, then installed
MAZE_NO_BROWSER=0 bash "$deps" >"$T/out" 2>&1 || fail "deps.sh failed: $(cat "$T/out")"
grep -q "installing 3 Debian packages" "$T/out" || fail "no count of what is installed: $(cat "$T/out")"
grep -q "pkg-one (no-such-tool-1 is missing): reason number one" "$T/out" || fail "pkg-one's reason: $(cat "$T/out")"
grep -q "pkg-two (/no/such/file is missing): the second reason" "$T/out" || fail "pkg-two's reason"
grep -q "pkg-browser (no-such-browser is missing): replays the page" "$T/out" || fail "the browser's reason"
grep -q "apt: Setting up pkg-browser" "$T/out" || fail "apt's progress is not shown: $(cat "$T/out")"
grep -q "^deps.sh: installed pkg-browser pkg-one pkg-two in [0-9]* s" "$T/out" || fail "no closing line: $(cat "$T/out")"
grep -q "present-pkg" "$T/out" "$APT_LOG" && fail "a package whose command is present was installed"
grep -q "^apt-get install .*pkg-browser" "$APT_LOG" || fail "the browser was not installed: $(cat "$APT_LOG")"

# MAZE_NO_BROWSER=1: the browser list is left out, and the output says so
: >"$APT_LOG"
MAZE_NO_BROWSER=1 bash "$deps" >"$T/out" 2>&1 || fail "deps.sh with MAZE_NO_BROWSER=1 failed: $(cat "$T/out")"
grep -q "MAZE_NO_BROWSER=1: not installing pkg-browser" "$T/out" || fail "the skipped browser is not named: $(cat "$T/out")"
grep -q "pkg-browser" "$APT_LOG" && fail "MAZE_NO_BROWSER=1 still installed the browser: $(cat "$APT_LOG")"
grep -q "^apt-get install .*pkg-one" "$APT_LOG" || fail "MAZE_NO_BROWSER=1 installed nothing else"

# not root: exit 1, every missing package with its reason on stderr, nothing installed
: >"$APT_LOG"
st=0
FAKE_UID=1000 bash "$deps" >"$T/out" 2>"$T/err" || st=$?
[ "$st" = 1 ] || fail "not root: exit $st, want 1"
grep -q "missing packages: pkg-browser pkg-one pkg-two " "$T/err" || fail "not root: $(cat "$T/err")"
grep -q "pkg-two (/no/such/file is missing): the second reason" "$T/err" || fail "not root: no reason"
[ ! -s "$APT_LOG" ] || fail "not root, yet apt-get ran: $(cat "$APT_LOG")"

# nothing missing: silent, no apt-get
printf 'sh present-pkg sh is there\n' >"$T/lists/core.list"
rm "$T/lists/locale.list" "$T/lists/browser.list"
bash "$deps" >"$T/out" 2>&1 || fail "deps.sh with nothing missing failed"
[ ! -s "$T/out" ] && [ ! -s "$APT_LOG" ] || fail "nothing missing, yet: $(cat "$T/out" "$APT_LOG")"

# a reason from the comment above the line
printf '# the comment reason\nno-such-tool-3 pkg-three\n' >"$T/lists/core.list"
bash "$deps" >"$T/out" 2>&1 || fail "deps.sh failed: $(cat "$T/out")"
grep -q "pkg-three (no-such-tool-3 is missing): the comment reason" "$T/out" || fail "reason from the comment: $(cat "$T/out")"

# the real lists: every entry has COMMAND PACKAGE and a reason (on its line or above it)
bad=$(awk 'FNR == 1 {c = 0} /^#/ {c = 1; next} NF > 0 && (NF < 2 || (NF < 3 && !c)) {print FILENAME ": " $0}' \
  "$MAZE_SOURCE_DIR"/scripts/deps/*.list)
[ -z "$bad" ] || fail "list lines without a reason: $bad"
[ -f "$MAZE_SOURCE_DIR/scripts/deps/browser.list" ] || fail "no browser.list for MAZE_NO_BROWSER to leave out"
echo "deps.sh: ok"
