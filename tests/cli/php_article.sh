#!/usr/bin/env bash
# php_article.sh - the PHP article's own Maze and AStar classes
# (tests/php/article_classes.php) as an outside check: PHP generates 20 x 20
# mazes and solves them between two random dead ends; each maze, written as
# `mask` text, must read as a perfect maze, and `maze solve` must find a path
# of the same length between the same two cells. php-cli comes from deps.sh.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
command -v php >/dev/null || fail "php is not installed (run scripts/deps.sh as root)"
# every solver for 4-connected mazes: a perfect maze has one path between two cells
solvers=$(names solver '!moves8')
[ -n "$solvers" ] || fail "no 4-connected solver in 'maze list --names'"
for seed in 1 2 3 4 5 6 7 8; do
  read -r from to cells < <(php "$MAZE_SOURCE_DIR/tests/php/dump.php" "$seed" "$T/php.mask")
  [ -n "$cells" ] && [ "$cells" -gt 1 ] || fail "seed $seed: PHP printed no path"
  for algo in $solvers; do
    json=$("$MAZE" solve -a "$algo" --from "$from" --to "$to" --json "$T/php.mask")
    moves=$(sed -E 's/.*"moves":([0-9]+),.*/\1/' <<<"$json")
    # The article counts cells (count($path)); we count moves.
    [ "$moves" = $((cells - 1)) ] || fail "seed $seed $algo: $moves moves from $from to $to, PHP found $cells cells"
    first=$(sed -E 's/.*"path":\[\[([0-9]+),([0-9]+)\].*/\1,\2/' <<<"$json")
    last=$(sed -E 's/.*\[([0-9]+),([0-9]+)\]\]\}$/\1,\2/' <<<"$json")
    [ "$first,$last" = "$from,$to" ] || fail "seed $seed: path runs $first -> $last, want $from -> $to"
  done
  # A perfect maze: 400 cells, 399 passages (each counted from both sides).
  bits=$(tail -n +2 "$T/php.mask" | tr ' ' '\n' | awk '{n += ($1%2) + int($1/2)%2 + int($1/4)%2 + int($1/8)%2} END {print n}')
  [ "$bits" = 798 ] || fail "seed $seed: the PHP maze has $((bits / 2)) passages, want 399"
  "$MAZE" solve --from 0,0 --to 19,19 --json "$T/php.mask" | grep >/dev/null '"found":true' || fail "seed $seed: not connected"
done
echo "php_article.sh: 8 PHP mazes, same path lengths"
