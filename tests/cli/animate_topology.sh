#!/usr/bin/env bash
# animate_topology.sh - `maze animate` on every topology of the table other
# than rect: the GIF (decoded by giflib through tests/gifcount) of a
# generator starts with every wall and ends on the maze `maze generate`
# makes for the seed; a solve's first frame has no path and its last one the
# path's cells, start and goal; every solver that runs there and every
# generator that does animate on hex; the --frames-dir frames are the GIF's;
# and the refusals (the terminal, sizes a topology does not read, a
# generator or solver that does not fit) exit 2 and leave nothing.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
gifcount=$MAZE_BUILD_DIR/tests/gifcount
pngcount=$MAZE_BUILD_DIR/tests/pngcount
if [ ! -x "$gifcount" ]; then
  echo "animate_topology.sh: skipped: built without giflib (install libgif-dev)"
  exit 77
fi
cd "$T"
px() { "$gifcount" "$@"; }
frames() { "$gifcount" "$1" | sed -n '1s/.* //p'; }
moves_of() { sed -n 's/.*: \([0-9]*\) moves.*/\1/p' "$1"; }

size() { # FLAGS: the size options of a small maze of a topology with those flags
  local a=""
  case ",$1," in *,width,*) a="$a -W 7" ;; esac
  case ",$1," in *,height,*) a="$a -H 5" ;; esac
  case ",$1," in *,levels,*) a="$a -L 2" ;; esac
  case ",$1," in *,rings,*) a="$a --rings 5" ;; esac
  echo "$a"
}

n=0
while read -r _ topo flags; do
  [ "$topo" = rect ] && continue
  n=$((n + 1))
  # shellcheck disable=SC2046 # the size options split into words
  set -- --topology "$topo" $(size "$flags")
  # a generator: every wall first, then fewer, the last frame the maze of the
  # seed. The solve's end markers cover a 3d cell's up or down mark, so the
  # seed is one whose first and last 3d cells have no passage up or down (a
  # seed whose have one counts 2 to 4 pixels fewer in the solve's frame).
  "$MAZE" animate generate "$@" -s 1 --cell 20 -o "g-$topo.gif" 2>/dev/null
  "$MAZE" generate "$@" -s 1 -o "m-$topo.cells"
  "$MAZE" animate solve -a bfs --cell 20 "m-$topo.cells" -o "s-$topo.gif" 2>"err-$topo"
  first=$(px "g-$topo.gif" 0 000000) mid=$(px "g-$topo.gif" 20 000000) last=$(px "g-$topo.gif" -1 000000)
  [ "$first" -gt "$mid" ] && [ "$mid" -gt "$last" ] ||
    fail "$topo: wall pixels $first, $mid, $last in frames 0, 20 and the last: not fewer and fewer"
  [ "$last" = "$(px "s-$topo.gif" 0 000000)" ] ||
    fail "$topo: the generator's last frame ($last wall pixels) is not the maze of the seed ($(px "s-$topo.gif" 0 000000))"
  # a solve of that maze: no path at first, the path's cells at the end, start and goal throughout
  moves=$(moves_of "err-$topo")
  [ "${moves:-0}" -gt 3 ] || fail "$topo: bfs reported '$(cat "err-$topo")'"
  [ "$(px "s-$topo.gif" 0 ff0000)" = 0 ] || fail "$topo: path colour in the first frame"
  red=$(px "s-$topo.gif" -1 ff0000)
  [ "$red" -ge $((moves * 60)) ] || fail "$topo: $red path pixels in the last frame for $moves moves"
  for c in 00a000 0000ff; do
    [ "$(px "s-$topo.gif" -1 $c)" -gt 20 ] && [ "$(px "s-$topo.gif" 0 $c)" -gt 20 ] || fail "$topo: no #$c end marker"
  done
  # the same seed and options give the same bytes (not under valgrind, which
  # checks the first run's memory)
  under_valgrind && continue
  "$MAZE" animate generate "$@" -s 1 --cell 20 -o again.gif 2>/dev/null
  cmp -s again.gif "g-$topo.gif" || fail "$topo: the GIF differs from one run to the next"
done < <("$MAZE" list --names | grep '^topology ')
# all-shortest ends on every shortest path's cells in gold beside its own path
# (seed 1: a braided maze with more than one shortest path from end to end)
"$MAZE" generate --topology hex -W 8 -H 6 -s 1 --braid 1 -o many.cells
"$MAZE" animate solve -a all-shortest many.cells -o many.gif 2>/dev/null
[ "$(px many.gif -1 ffd700)" -gt 0 ] || fail "all-shortest on hex: no cell of another shortest path in gold at the end"
[ "$n" -ge 5 ] || fail "only $n topologies besides rect"

# Every solver that runs on every topology, and every generator, on hex:
# the path in a solve's last frame, fewer walls at a generation's end.
for sv in $(names solver topologies); do
  "$MAZE" animate solve --topology hex -W 6 -H 4 -s 2 -a "$sv" -o sv.gif 2>err || [ $? = 1 ] ||
    fail "$sv on hex: $(cat err)"
  [ "$(px sv.gif -1 ff0000)" -gt 0 ] || grep -q ' 0 moves' err || fail "$sv on hex: no path in the last frame"
done
for g in $(names generator topologies); do
  "$MAZE" animate generate --topology hex -W 6 -H 4 -s 2 -a "$g" -o gen.gif 2>/dev/null || fail "$g on hex failed"
  [ "$(px gen.gif 0 000000)" -gt "$(px gen.gif -1 000000)" ] || fail "$g on hex: no wall carved"
done

# The generators show their method off rect too, in rect's colours: a
# frame a fifth of the way through (a third for dfs, whose walk on seed 4
# meets its first dead end after a fifth on hex and polar) has dfs's stack
# (visited, #a0d0ff) and cells popped (#d8d8d8), prim's tree and frontier (#fff0a0), kruskal's
# sets (one colour a set, so several sets in two colours or three), on hex and polar.
for topo in "hex -W 8 -H 6" "polar --rings 5"; do
  # shellcheck disable=SC2086 # the size options split into words
  for g in dfs prim kruskal; do
    "$MAZE" animate generate --topology $topo -s 4 -a $g --cell 20 -o method.gif 2>/dev/null
    k=$(($(frames method.gif) / 5))
    [ $g = dfs ] && k=$(($(frames method.gif) / 3))
    case $g in
    dfs) want="a0d0ff d8d8d8" ;;
    prim) want="a0d0ff fff0a0" ;;
    kruskal) # sets in two colours at least (which of the three depends on the seed)
      shown=0
      for c in f4a582 92c5de a6dba0; do [ "$(px method.gif "$k" "$c")" -gt 20 ] && shown=$((shown + 1)); done
      [ $shown -ge 2 ] || fail "kruskal on ${topo%% *}: sets in $shown of the 3 colours in frame $k"
      want="" ;;
    esac
    for c in $want; do
      [ "$(px method.gif "$k" "$c")" -gt 20 ] || fail "$g on ${topo%% *}: no #$c cells in frame $k"
    done
  done
done

# --frames-dir holds the GIF's frames, colour for colour (a polar solve)
colors=(000000 ffffff a0d0ff fff0a0 d8d8d8 ff0000 00a000 0000ff)
"$MAZE" animate solve --topology polar --rings 5 -a astar -s 3 --frames 12 --frames-dir pf 2>/dev/null
"$MAZE" animate solve --topology polar --rings 5 -a astar -s 3 --frames 12 -o pf.gif 2>/dev/null
nf=$(frames pf.gif)
[ "$(find pf -type f | wc -l)" = "$nf" ] || fail "pf: $(find pf -type f | wc -l) files for the GIF's $nf frames"
for ((k = 0; k < nf; k++)); do
  f=$(printf 'pf/frame-%04d.png' $((k + 1)))
  for c in "${colors[@]}"; do
    [ "$("$pngcount" "$f" "$c")" = "$(px pf.gif $k "$c")" ] ||
      fail "$f: $("$pngcount" "$f" "$c") pixels of #$c, the GIF's frame $k $(px pf.gif $k "$c")"
  done
done

# refusals, nothing left behind
listing() { ls -A | grep -vx 'out\|err' | sort; }
before=$(listing)
expect 2 "terminal shows rect mazes and block maps; a hex maze animates as a page .* or a GIF" \
  "$MAZE" animate generate --topology hex --terminal
expect 2 "terminal shows rect mazes and block maps; a polar maze" "$MAZE" animate solve m-polar.cells --terminal
expect 2 "polar takes no -W" "$MAZE" animate generate --topology polar -W 5 -o x.html
expect 2 "hex takes no --rings" "$MAZE" animate generate --topology hex --rings 5 -o x.html
expect 2 "rect takes no -L" "$MAZE" animate generate -L 2 -o x.html
expect 2 "unknown topology 'square'" "$MAZE" animate generate --topology square -o x.html
expect 2 "$(names generator '!topologies' | head -1) does not run on hex" \
  "$MAZE" animate generate --topology hex -a "$(names generator '!topologies' | head -1)" -o x.gif
expect 2 "solver '$(names solver '!topologies' | head -1)' does not fit" \
  "$MAZE" animate solve --topology hex -a "$(names solver '!topologies' | head -1)" -o x.gif
expect 2 "--topology shapes the maze made; a FILE has its own" "$MAZE" animate solve --topology hex m-hex.cells -o x.gif
expect 2 "--to 999,0 is not a cell of the hex maze" "$MAZE" animate solve --topology hex --to 999,0 -o x.gif
expect 2 "--from 1,1 is not a cell of the triangle maze" "$MAZE" animate solve m-triangle.cells --from 1,1 -o x.gif
expect 4 "too many cells to animate" "$MAZE" animate generate --topology hex -W 5000 -H 5000 -o x.gif
[ "$(listing)" = "$before" ] || fail "a refused run left $(listing)"
echo "animate_topology.sh: ok"
