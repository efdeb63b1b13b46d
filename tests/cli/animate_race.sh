#!/usr/bin/env bash
# animate_race.sh - `maze animate race` and a comma list in animate's -a: the
# race GIF holds the panels side by side, each panel of its last frame the
# pixels of that algorithm's own GIF (every solver of the table that fits a
# wall maze, and every generator) with the path `maze solve` finds drawn;
# the figures printed are the solver's; --moves 8 races jps on a block map,
# whose jump points and scans the GIF draws; every other topology races
# its cells' own pictures;
# the page has one panel a name; and the refusals.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
gifcount=$MAZE_BUILD_DIR/tests/gifcount
if [ ! -x "$gifcount" ]; then
  echo "animate_race.sh: skipped: built without giflib (install libgif-dev)"
  exit 77
fi
cd "$T"
colors=(000000 ffffff a0d0ff fff0a0 d8d8d8 ff0000 00c000 0000ff)
"$MAZE" generate -a dfs -W 12 -H 8 -s 3 -o m.txt
pw=142 ph=102 gap=4 # a 12 x 8 maze's picture (cell 10, wall 2, margin 10), and the gap between panels

# Panel J of race GIF G (its last frame) has the colours of GIF ONE's last frame.
same_panel() { # G J ONE
  local x0=$(($2 * (pw + gap))) c
  for c in "${colors[@]}"; do
    [ "$("$gifcount" "$1" -1 "$c" $x0 0 $((x0 + pw)) $ph)" = "$("$gifcount" "$3" -1 "$c")" ] ||
      fail "$1: panel $2 has $("$gifcount" "$1" -1 "$c" $x0 0 $((x0 + pw)) $ph) pixels of #$c, $3 $("$gifcount" "$3" -1 "$c")"
  done
}

# Every path cell's centre in panel J of G's last frame is the path's red
# (the two ends keep their markers).
path_drawn() { # G J NAME FILE [SOLVE-OPTION...]
  local g=$1 x0=$(($2 * (pw + gap))) name=$3 file=$4 cells n=0 x y
  shift 4
  cells=$("$MAZE" solve -a "$name" "$@" --json "$file" | sed 's/.*"path":\[\[//; s/\]\]}//; s/\],\[/ /g')
  # shellcheck disable=SC2086 # the cells, split
  set -- $cells
  shift
  for xy in "$@"; do
    [ $# -gt 1 ] || break
    x=${xy%,*} y=${xy#*,}
    px=$((x0 + 10 + x * ${cell:-10} + ${cell:-10} / 2)) py=$((10 + y * ${cell:-10} + ${cell:-10} / 2))
    [ "$("$gifcount" "$g" -1 ff0000 $px $py $((px + 1)) $((py + 1)))" = 1 ] || fail "$g: panel $2 ($name): cell $x,$y of the path not red"
    n=$((n + 1))
    shift
  done
  [ $n -gt 0 ] || fail "$name: no path cells checked"
}

# The figures on stderr are maze solve's.
same_figures() { # ERR NAME FILE [SOLVE-OPTION...]
  local err=$1 name=$2 file=$3 json want
  shift 3
  json=$("$MAZE" solve -a "$name" "$@" --json "$file")
  want="$(sed 's/.*"moves":\([0-9]*\).*/\1/' <<<"$json") moves, $(sed 's/.*"expanded":\([0-9]*\).*/\1/' <<<"$json") expanded"
  grep -q "^animate: $name: $want, " "$err" || fail "$name: stderr says '$(grep "^animate: $name:" "$err")', solve '$want'"
}

# Under valgrind (`maze` is then a wrapper script) a race's first and last
# panels stand for the rest: each race still runs every algorithm of the
# table, and the panels between are compared in the Release and ASan runs.
checked() { # J COUNT: whether panel J of COUNT is compared with its own GIF
  ! under_valgrind || [ "$1" = 0 ] || [ "$1" = $(($2 - 1)) ]
}

# Every solver that fits a wall maze, six a race.
mapfile -t solvers < <(names solver '!moves8')
[ "${#solvers[@]}" -ge 4 ] || fail "only ${#solvers[@]} solvers"
for ((i = 0; i < ${#solvers[@]}; i += 6)); do
  group=("${solvers[@]:i:6}")
  list=$(IFS=,; echo "${group[*]}")
  "$MAZE" animate race -a "$list" m.txt -o race.gif 2>err
  [ "$("$gifcount" race.gif | head -1 | cut -d' ' -f1-2)" = "$((${#group[@]} * (pw + gap) - gap)) $ph" ] ||
    fail "race -a $list: size $("$gifcount" race.gif | head -1)"
  [ "$("$gifcount" race.gif -1 d8d8d8 $pw 0 $((pw + gap)) $ph)" = $((gap * ph)) ] || fail "no grey gap after the first panel"
  for ((j = 0; j < ${#group[@]}; j++)); do
    checked $j ${#group[@]} || continue
    "$MAZE" animate solve -a "${group[j]}" m.txt -o one.gif 2>/dev/null
    same_panel race.gif $j one.gif
    same_figures err "${group[j]}" m.txt
  done
done
# The first race's paths, cell by cell.
"$MAZE" animate race -a "$(IFS=,; echo "${solvers[*]:0:4}")" m.txt -o race.gif 2>/dev/null
for j in 0 1 2 3; do if checked $j 4; then path_drawn race.gif $j "${solvers[j]}" m.txt; fi; done
# In step: the first frame shows no path in any panel.
[ "$("$gifcount" race.gif 0 ff0000)" = 0 ] || fail "path pixels in the first frame"

# Generators: each panel the maze of the seed that generator makes.
mapfile -t gens < <(names generator)
for ((i = 0; i < ${#gens[@]}; i += 6)); do
  group=("${gens[@]:i:6}")
  list=$(IFS=,; echo "${group[*]}")
  "$MAZE" animate generate -a "$list" -W 12 -H 8 -s 5 -o race.gif 2>err || fail "animate generate -a $list: $(cat err)"
  for ((j = 0; j < ${#group[@]}; j++)); do
    checked $j ${#group[@]} || continue
    "$MAZE" animate generate -a "${group[j]}" -W 12 -H 8 -s 5 -o one.gif 2>/dev/null
    same_panel race.gif $j one.gif
  done
done

# A block map with --moves 8: every solver that takes 8 moves, jps among them.
printf 'type octile\nheight 12\nwidth 16\nmap\n' >b.map
printf '%s\n' "................" "..@@@@@@........" "........@......." "..@.....@..@@@.." \
  "..@..@@@@....@.." "..@...........@." "..@@@@..@@@@..@." "......@.....@..." "..@@..@..@..@@.." \
  "...@..@..@......" "...@.....@@@@..." "................" >>b.map
mapfile -t eight < <(names solver '!moves4')
printf '%s\n' "${eight[@]}" | grep -qx jps || fail "no jps among the 8-move solvers"
# shellcheck disable=SC2054 # X,Y points, not a list
ends=(--from 0,11 --to 15,0)
list=$(IFS=,; echo "${eight[*]:0:6}")
"$MAZE" animate race -a "$list" --moves 8 "${ends[@]}" b.map -o map.gif 2>err
pw=180 ph=140 cell=10
for ((j = 0; j < ${#eight[@]} && j < 6; j++)); do
  checked $j $((${#eight[@]} < 6 ? ${#eight[@]} : 6)) || continue
  same_figures err "${eight[j]}" b.map --moves 8 "${ends[@]}"
  path_drawn map.gif $j "${eight[j]}" b.map --moves 8 "${ends[@]}"
done

# jps's jump points and scans in a --moves 8 solve: each jump point's cell
# yellow and the cells each scan crossed the scan colour at the end, where
# nothing painted over them (tests/cli/lib/scans.awk reads the page's log).
"$MAZE" animate solve -a jps --moves 8 "${ends[@]}" b.map -o jps.html 2>/dev/null
"$MAZE" animate solve -a jps --moves 8 "${ends[@]}" b.map -o jps.gif 2>/dev/null
sed -n '/const EV=\[/,/\];/p' jps.html | tr -d '\n' | sed 's/.*const EV=\[//; s/\].*//' | tr ',' '\n' |
  awk -v m=10 -v c=10 -v sx0=0 -v sy0=11 -v gx0=15 -v gy0=0 -f "$MAZE_SOURCE_DIR/tests/cli/lib/scans.awk" >scans
[ "$(grep -c e0a000 scans)" -ge 10 ] && [ "$(grep -c fff0a0 scans)" -ge 3 ] || fail "jps shows too few scans or jump points: $(wc -l <scans)"
while read -r px py col; do
  [ "$("$gifcount" jps.gif -1 "$col" "$px" "$py" $((px + 1)) $((py + 1)))" = 1 ] || fail "jps.gif: pixel $px,$py is not #$col"
done <scans
grep -q 'jump point, the line its scan' jps.html || fail "the legend does not name jps's jump points"

# The page: a panel a name, in order, each with its figures' line, one set of
# controls, the keys named, nothing fetched.
"$MAZE" animate race -a "$(IFS=,; echo "${solvers[*]:0:3}")" m.txt -o race.html 2>/dev/null
[ "$(grep -o '<div class="panel"><h3>[^<]*' race.html | sed 's/.*<h3>//' | tr '\n' ,)" = "$(IFS=,; echo "${solvers[*]:0:3}")," ] ||
  fail "the page's panels: $(grep -o '<h3>[^<]*' race.html | tr '\n' ' ')"
[ "$(grep -c 'id="play"' race.html)" = 1 ] && grep -q 'Keys: Space' race.html || fail "not one set of controls, or no keys named"
if grep -qE 'src=|href=|https?:' <(sed 's#http://www.w3.org/2000/svg##g' race.html); then fail "the page fetches something"; fi
"$MAZE" animate race -a "${solvers[0]},${solvers[1]}" m.txt -o again.html 2>/dev/null
"$MAZE" animate race -a "${solvers[0]},${solvers[1]}" m.txt -o again2.html 2>/dev/null
cmp -s again.html again2.html || fail "the same race twice differs"

# The pages only the browser tests load, written here too, so that the
# stages run without a browser (CI's sanitizer and valgrind stages) still
# run `maze` over them: the generators' race pages (six to a page, as the
# browser test makes them; one page under valgrind), a page of six solvers,
# jps, astar and theta on a map, and a generator's page on a topology.
mapfile -t gens < <(names generator)
step=6
under_valgrind && step=${#gens[@]}
for ((k = 0; k < ${#gens[@]}; k += step)); do
  group=("${gens[@]:k:6}")
  "$MAZE" animate generate -a "$(IFS=,; echo "${group[*]}")" -W 12 -H 8 -o gens.html 2>/dev/null ||
    fail "the generators' page of ${group[*]} failed"
  [ "${#group[@]}" = 1 ] || [ "$(grep -c '<div class="panel">' gens.html)" = "${#group[@]}" ] || fail "the generators' page of ${group[*]}: not a panel each"
done
mapfile -t all4 < <(names solver '!moves8')
"$MAZE" animate race -a "$(IFS=,; echo "${all4[*]:0:6}")" m.txt -o six.html 2>/dev/null || fail "the page of six solvers failed"
[ "$(grep -c '<div class="panel">' six.html)" = 6 ] || fail "the page of six solvers: not a panel each"
"$MAZE" animate race -a jps,astar,theta --moves 8 "${ends[@]}" b.map -o map.html 2>/dev/null || fail "the map's race page failed"
"$MAZE" animate generate --topology hex -s 3 --cell 16 -o hexg.html 2>/dev/null || fail "a generator's page on hex failed"
grep -q 'const EV=\[' hexg.html || fail "the page on hex has no events"

# Every other topology: the panels of the cells' own pictures side by side,
# each panel of the last frame that algorithm's own GIF, for solvers and
# generators; the page has a panel each, its cells and walls its own.
# Under valgrind (`maze` is then a wrapper script) three topologies stand
# for the seven, one of each kind of cell code (sides, arcs, jumps): all
# seven took over 20 minutes there; the Release and ASan runs cover all.
topologies="hex hexagon triangle polar 3d upsilon weave"
under_valgrind && topologies="hex polar weave"
for t in $topologies; do
  case $t in polar | hexagon) size=(--rings 4) ;; 3d) size=(-W 4 -H 3 -L 2) ;; *) size=(-W 6 -H 5) ;; esac
  "$MAZE" generate --topology "$t" "${size[@]}" -s 3 -o "$t.cells"
  "$MAZE" animate solve -a bfs "$t.cells" -o one-bfs.gif 2>/dev/null
  "$MAZE" animate solve -a dfs "$t.cells" -o one-dfs.gif 2>/dev/null
  read -r pw ph _ < <("$gifcount" one-bfs.gif | head -1)
  "$MAZE" animate race -a bfs,dfs "$t.cells" -o "$t.gif" 2>err || fail "$t: race: $(cat err)"
  [ "$("$gifcount" "$t.gif" | head -1 | cut -d' ' -f1-2)" = "$((2 * pw + gap)) $ph" ] ||
    fail "$t: race GIF of $("$gifcount" "$t.gif" | head -1 | cut -d' ' -f1-2), panels $pw x $ph"
  same_panel "$t.gif" 0 one-bfs.gif
  same_panel "$t.gif" 1 one-dfs.gif
  same_figures err bfs "$t.cells"
  "$MAZE" animate generate --topology "$t" "${size[@]}" -s 3 -a wilson -o one-gen.gif 2>/dev/null
  "$MAZE" animate generate --topology "$t" "${size[@]}" -s 3 -a dfs,wilson -o "$t-gen.gif" 2>err || fail "$t: generator race: $(cat err)"
  same_panel "$t-gen.gif" 1 one-gen.gif
  "$MAZE" animate race -a bfs,astar,dfs "$t.cells" -o "$t.html" 2>/dev/null || fail "$t: race page failed"
  for j in 0 1 2; do
    grep -q "<g id=\"ev$j\" " "$t.html" && grep -q "<g id=\"ev${j}w\">" "$t.html" || fail "$t: the page's panel $j has no cells of its own"
  done
  [ "$(grep -c 'const CELL=' "$t.html")" = 3 ] || fail "$t: not one set of cells a panel"
done
pw=142 ph=102

# Refusals, nothing written.
expect 2 "unknown solver 'nosuch'" "$MAZE" animate race -a "${solvers[0]},nosuch" m.txt -o x.html
expect 2 "solver 'jps' does not fit this maze" "$MAZE" animate race -a "${solvers[0]},jps" m.txt -o x.html
four=$(names solver moves4 | head -1)
expect 2 "solver '$four' does not fit this map" "$MAZE" animate race -a "$four,jps" --moves 8 b.map -o x.html
expect 2 "'jps' does not fit this map.*--moves 8" "$MAZE" animate race -a "$four,jps" b.map -o x.html
expect 2 "at most 6 panels" "$MAZE" animate race -a "$(IFS=,; echo "${solvers[*]:0:6}"),${solvers[0]}" m.txt -o x.html
expect 2 "an empty name" "$MAZE" animate race -a "${solvers[0]},,${solvers[1]}" m.txt -o x.html
expect 2 "two solvers or more" "$MAZE" animate race -a "${solvers[0]}" m.txt -o x.html
expect 2 "unknown generator 'nosuch'" "$MAZE" animate generate -a "${gens[0]},nosuch" -o x.html
expect 2 "not --terminal or --frames-dir" "$MAZE" animate race -a "${solvers[0]},${solvers[1]}" m.txt --terminal
expect 2 "not --terminal or --frames-dir" "$MAZE" animate generate -a "${gens[0]},${gens[1]}" --frames-dir fr
expect 2 "--moves 8 applies to block maps" "$MAZE" animate solve --moves 8 m.txt -o x.html
expect 2 "--moves is for solve" "$MAZE" animate generate --moves 8 -o x.html
expect 2 "--moves takes 4 or 8" "$MAZE" animate solve --moves 6 b.map -o x.html
"$MAZE" generate -a dfs -W 1100 -H 2 -o wide.txt
expect 4 "a race GIF of 66152 x 42 pixels is too large" "$MAZE" animate race -a "$(IFS=,; echo "${solvers[*]:0:6}")" wide.txt -o x.gif
[ ! -e x.html ] && [ ! -e x.gif ] && [ ! -e fr ] || fail "a refused race left a file"
echo "animate_race.sh: ok"
