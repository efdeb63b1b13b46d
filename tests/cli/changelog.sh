#!/usr/bin/env bash
# changelog.sh - CHANGELOG.md keeps in step with the version: the version
# in maze.h (the one `maze --version` prints) has its release heading
# "## [X.Y.Z] - YYYY-MM-DD" with notes under it; an "## [Unreleased]" section,
# if any, comes first; released versions run newest first with their dates,
# and none is newer than maze.h's.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
log=$MAZE_SOURCE_DIR/CHANGELOG.md
ver=$(sed -n 's/^#define MAZE_VERSION_STRING "\(.*\)"/\1/p' "$MAZE_SOURCE_DIR/include/maze.h")
[ "$("$MAZE" --version)" = "maze $ver" ] || fail "maze --version is not 'maze $ver'"
grep '^## ' "$log" >"$T/heads" || fail "CHANGELOG.md has no version headings"
grep -qE "^## \[${ver//./\\.}\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$" "$T/heads" ||
  fail "CHANGELOG.md has no heading '## [$ver] - YYYY-MM-DD' for the version in maze.h"
# every heading is Unreleased (first only) or a dated version
awk 'NR > 1 && /^## \[Unreleased\]$/ {print "Unreleased after a release: " $0; next}
     /^## \[Unreleased\]$/ {next}
     !/^## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]$/ {print "bad heading: " $0}' \
  "$T/heads" >"$T/bad"
[ ! -s "$T/bad" ] || fail "$(cat "$T/bad")"
# newest first, by version and by date, none newer than maze.h's
sed -n 's/^## \[\([0-9.]*\)\] - \(.*\)$/\1 \2/p' "$T/heads" >"$T/rel"
sort -t. -k1,1nr -k2,2nr -k3,3nr "$T/rel" | cmp -s - "$T/rel" || fail "releases are not newest first: $(tr '\n' ' ' <"$T/rel")"
sort -k2,2r -s "$T/rel" | cmp -s - "$T/rel" || fail "release dates are not newest first: $(tr '\n' ' ' <"$T/rel")"
[ "$(head -1 "$T/rel" | cut -d' ' -f1)" = "$ver" ] || fail "the newest release, $(head -1 "$T/rel"), is not maze.h's $ver"
# each section has notes
awk '/^## / {if (h != "" && !n) print h; h = $0; n = 0; next} /^- / {n++} END {if (h != "" && !n) print h}' "$log" >"$T/empty"
[ ! -s "$T/empty" ] || fail "sections without notes: $(cat "$T/empty")"
echo "changelog.sh: $ver has its notes; $(wc -l <"$T/rel") release(s)"
