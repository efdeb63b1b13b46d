#!/usr/bin/env bash
# platform.sh - the platforms README.md states are the ones the header is
# written for: maze.h has no branch for another (no _WIN32, __declspec,
# _MSC_VER), and it compiles as strict C11 with and without GNU C (MAZE_API
# then empty) and as strict C++11, whose program links libmaze.so through
# extern "C" and runs.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh"   # $cc, $san_flags
h=$MAZE_SOURCE_DIR/include/maze.h
plat=$(awk '/^## Platforms/ {on = 1; next} /^## / {on = 0} on' "$MAZE_SOURCE_DIR/README.md")
grep -q "Linux" <<<"$plat" && grep -q "GNU C" <<<"$plat" || fail "README.md has no Platforms section naming Linux and GNU C"
grep -nE '_WIN32|__declspec|_MSC_VER|dllexport|__APPLE__' "$h" && fail "maze.h has a branch for a platform README.md does not support"
cat >"$T/use.c" <<'C'
#include "maze.h"
#include <stdio.h>
int main(void)
{
    maze *m = NULL;
    maze_doc doc;
    doc.maze = NULL;
    if (maze_generate(&m, "dfs", 4, 3, 1, NULL, NULL) != MAZE_OK) return 1;
    printf("%s %d\n", maze_version(), maze_width(m) + (doc.maze == NULL));
    maze_destroy(m);
    return 0;
}
C
strict="-Wall -Wextra -Werror -pedantic-errors -I$MAZE_SOURCE_DIR/include"
# shellcheck disable=SC2086
"$cc" -std=c11 $strict -fsyntax-only "$T/use.c" || fail "maze.h is not strict C11"
# shellcheck disable=SC2086
printf '#include "maze.h"\nconst char *v(void);\nconst char *v(void) { return maze_version(); }\n' >"$T/bare.c"
# shellcheck disable=SC2086
"$cc" -std=c11 $strict -U__GNUC__ -fsyntax-only "$T/bare.c" 2>"$T/err" || fail "maze.h needs GNU C to be read: $(cat "$T/err")"
command -v c++ >/dev/null || fail "no C++ compiler (scripts/deps.sh installs g++)"
# shellcheck disable=SC2086
c++ -std=c++11 $strict $san_flags -x c++ "$T/use.c" -x none -o "$T/use" -L"$MAZE_BUILD_DIR" -lmaze \
  -Wl,-rpath,"$MAZE_BUILD_DIR" 2>"$T/err" || fail "maze.h as C++11: $(head -5 "$T/err")"
ver=$(sed -n 's/^#define MAZE_VERSION_STRING "\(.*\)"/\1/p' "$h")
[ "$("$T/use")" = "$ver 5" ] || fail "the C++ program printed '$("$T/use")', want '$ver 5'"
echo "platform.sh: maze.h is C11 (GNU C or not) and C++11; README.md names the platforms"
