#!/usr/bin/env bash
# header_docs.sh - maze.h passes scripts/check-header-docs.sh, and the check
# does catch an undocumented function, typedef, enum and macro (and a
# function hidden in a documented struct's shadow), naming each.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
check=$MAZE_SOURCE_DIR/scripts/check-header-docs.sh
bash "$check" "$MAZE_SOURCE_DIR/include/maze.h"
cat >"$tmp/bad.h" <<'H'
/* ====== banner ====== */
MAZE_API int maze_banner_only(void);

/* Documented. */
MAZE_API int maze_ok(int a,
                     int b);
MAZE_API int maze_ok_group(void);

MAZE_API void maze_bare(void);
/* A struct. */
typedef struct maze_thing {
    int a; /* a { brace in a comment */
} maze_thing;
MAZE_API void maze_after_struct(maze_thing *t);
typedef int (*maze_cb_fn)(void *ud);
enum { MAZE_X = 1 };
#define MAZE_LIMIT 10
#define MAZE_DOCUMENTED 11 /* trailing comment counts for a macro */
H
if out=$(bash "$check" "$tmp/bad.h"); then fail "the check passed an undocumented header"; fi
for name in maze_banner_only maze_bare maze_after_struct maze_cb_fn enum MAZE_LIMIT; do
  grep -q ": $name" <<<"$out" || fail "the check missed $name:"$'\n'"$out"
done
for name in maze_ok maze_ok_group maze_thing MAZE_DOCUMENTED; do
  if grep -q ": $name has no comment" <<<"$out"; then fail "the check wrongly flagged $name"; fi
done
[ "$(grep -c 'has no comment' <<<"$out")" = 6 ] || fail "expected 6 findings:"$'\n'"$out"
echo "header doc check: ok"
