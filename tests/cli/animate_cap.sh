#!/usr/bin/env bash
# animate_cap.sh - `maze animate` records at most 4000000 events, the number
# its message names: eller on W x H makes 2WH - 1 events (its carves and a
# set event a cell), so 2000 x 1000 makes 3999999, one under the cap (a page
# is written); dfs makes 3WH - 1 (carves, pushes, pops), so 309 x 4315 makes
# 4000004 (exit 4, the cap named, no page); 1000 x 1000 with eller (1999999)
# is well inside. With each allocation of a run failed in turn
# (tests/failmalloc.so, in a build without sanitizers and not under
# valgrind, which bring their own allocators), a failure to grow the log is
# "out of memory", never the cap.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
mkdir p

events() { # W H: eller's event count, as animate reports it
  rm -f p/page.html
  "$MAZE" animate generate -a eller -W "$1" -H "$2" -o p/page.html 2>err || fail "$1 x $2: exit $?: $(cat err)"
  [ -s p/page.html ] || fail "$1 x $2: no page"
  sed -n 's/^animate: eller: \([0-9]*\) events$/\1/p' err
}
[ "$(events 1000 1000)" = 1999999 ] || fail "1000 x 1000: $(cat err)"
[ "$(events 2000 1000)" = 3999999 ] || fail "2000 x 1000, one under the cap: $(cat err)"
rm -f p/page.html
expect 4 "^maze: animate: more than 4000000 events to replay" "$MAZE" animate generate -a dfs -W 309 -H 4315 \
  -o p/page.html
[ -z "$(ls -A p)" ] || fail "a refused run left $(ls -A p)"

shim=$MAZE_BUILD_DIR/tests/failmalloc.so
if grep -q '^MAZE_SANITIZE:BOOL=ON' "$MAZE_BUILD_DIR/CMakeCache.txt" || under_valgrind; then
  echo "animate_cap.sh: ok (the allocation sweep runs in the plain build: sanitizers and valgrind replace malloc)"
  exit 0
fi
[ -f "$shim" ] || fail "no $shim (built with the tests)"
# 70 x 70 with binary-tree: 4899 events (its carves), so the log grows twice
# (4096, then 8192 events)
args=(animate generate -a binary-tree -W 70 -H 70 -o p/a.html)
FAILMALLOC_COUNT=$T/count LD_PRELOAD=$shim "$MAZE" "${args[@]}" 2>want.err || fail "no run without a failure"
total=$(cat count)
log_oom=0
for ((n = 1; n <= total; n++)); do
  rc=0
  FAILMALLOC_AT=$n LD_PRELOAD=$shim "$MAZE" "${args[@]}" >out 2>err || rc=$?
  if grep -q "more than .* events" err; then fail "allocation $n of $total failed: reported as the cap: $(cat err)"; fi
  grep -q "out of memory recording" err && log_oom=$((log_oom + 1))
  case $rc in
    0 | 4) [ $rc = 0 ] || grep -qi "out of memory" err || fail "allocation $n: exit 4 without 'out of memory': $(cat err)" ;;
    *) fail "allocation $n of $total failed: exit $rc: $(cat err)" ;;
  esac
  rm -f p/a.html
done
[ "$log_oom" = 2 ] || fail "the log's two allocations: $log_oom runs said 'out of memory recording'"
echo "animate_cap.sh: ok ($total allocations failed in turn)"
