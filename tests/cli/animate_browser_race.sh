#!/usr/bin/env bash
# animate_browser_race.sh - race pages in headless Chromium, so that every
# solver and generator of the tables is seen replayed in a browser: at #end
# each panel of every 4-move solver shows the path `maze solve -a NAME -s 3`
# finds (every path cell's centre red, read where the page says it scaled
# each panel) and its figures equal the solver's; at step 0 no panel shows a
# path; #step=K puts every panel at its step K (a shorter run at its end);
# the panels fill the window, six of them too; every generator's panel has
# its walls changed at the end; on a block map with --moves 8 jps's jump
# points and scans show, and astar's and theta's paths.
# MAZE_NO_BROWSER=1 skips it (exit 77).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
# shellcheck source=tests/cli/lib/browser.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/browser.sh"
tmp=$T
pngcount=$MAZE_BUILD_DIR/tests/pngcount
run() { # MODE PAGE-URL OUT: a screenshot (MODE shot) or the DOM after the script ran (MODE dom)
  chromium 1200,700 "$2" "$3"
}
# panels_of DOM: the panels' "left,top,scale" of a race page's DOM into panels[].
panels_of() { IFS=';' read -r -a panels <<<"$(dom_layout "$1")"; }
# box J: panel J's box of a 12 x 8 maze (142 x 102 at scale 1): x0 y0 x1 y1.
box() { awk -F, '{ printf "%d %d %d %d\n", $1, $2, $1 + 142 * $3, $2 + 102 * $3 }' <<<"${panels[$1]}"; }
cd "$tmp"
"$MAZE" generate -a dfs -W 12 -H 8 -s 3 -o m.txt
mapfile -t solvers < <(names solver '!moves8' | head -4)
list=$(IFS=,; echo "${solvers[*]}")
"$MAZE" animate race -a "$list" -s 3 m.txt -o race.html 2>/dev/null
run dom "file://$tmp/race.html#end" end.dom
run shot "file://$tmp/race.html#end" end.png
run shot "file://$tmp/race.html#step=0" start.png
layout=$(dom_layout end.dom)
panels_of end.dom
[ "${#panels[@]}" = 4 ] || fail "the page's layout names ${#panels[@]} panels: '$layout'"
# Scaled together to fill the window: the four 142-pixel panels and their
# gaps take most of the 1200 pixels.
scale=${panels[0]##*,}
awk -v s="$scale" 'BEGIN { exit !(s * 142 * 4 > 900) }' || fail "the panels are scaled by $scale only"

red_at() { # PNG PANEL X Y: 1 when cell X,Y's centre in that panel is red
  local l=${panels[$2]} px py
  read -r px py < <(awk -F, -v x="$3" -v y="$4" '{ printf "%d %d\n", $1 + (16 + x * 10) * $3, $2 + (16 + y * 10) * $3 }' <<<"$l")
  "$pngcount" "$1" ff0000 "$px" "$py" $((px + 1)) $((py + 1))
}
check_paths() { # PAGE: each panel of the race page PAGE of solvers[] has its solver's path, red at #end alone
  run dom "file://$tmp/$1#end" end.dom
  run shot "file://$tmp/$1#end" end.png
  run shot "file://$tmp/$1#step=0" start.png
  panels_of end.dom
  [ "${#panels[@]}" = "${#solvers[@]}" ] || fail "$1 lays out ${#panels[@]} panels for ${#solvers[@]} solvers"
  for j in "${!solvers[@]}"; do
    name=${solvers[j]}
    json=$("$MAZE" solve -a "$name" -s 3 --json m.txt)
    moves=$(sed 's/.*"moves":\([0-9]*\).*/\1/' <<<"$json") expanded=$(sed 's/.*"expanded":\([0-9]*\).*/\1/' <<<"$json")
    stat=$(grep -o "<div class=\"stat\" id=\"st$j\"[^<]*" end.dom | sed 's/.*>//')
    grep -q "expanded $expanded  path $moves\$" <<<"$stat" || fail "$name's panel says '$stat', maze solve $expanded expanded, $moves moves"
    cells=$(sed 's/.*"path":\[\[//; s/\]\]}//; s/\],\[/ /g' <<<"$json")
    # shellcheck disable=SC2086 # the cells, split
    set -- $cells
    n=0
    for xy in "${@:2:$(($# - 2))}"; do
      [ "$(red_at end.png $j "${xy%,*}" "${xy#*,}")" = 1 ] || fail "$name's panel: path cell $xy not red at #end"
      [ "$(red_at start.png $j "${xy%,*}" "${xy#*,}")" = 0 ] || fail "$name's panel: path cell $xy red at step 0"
      n=$((n + 1))
    done
    [ "$n" -gt 10 ] || fail "$name: only $n path cells"
  done
}
check_paths race.html
# Every other solver that runs on the maze, six panels a page.
mapfile -t rest < <(names solver '!moves8' | tail -n +5)
for ((k = 0; k < ${#rest[@]}; k += 6)); do
  solvers=("${rest[@]:k:6}")
  "$MAZE" animate race -a "$(IFS=,; echo "${solvers[*]}")" -s 3 m.txt -o "more$k.html" 2>/dev/null
  check_paths "more$k.html"
done
mapfile -t solvers < <(names solver '!moves8' | head -4)

# In step: at #step=K each panel of the first page shows min(K, its events).
run dom "file://$tmp/race.html#step=140" mid.dom
for j in 0 1 2 3; do
  total=$("$MAZE" animate solve -a "${solvers[j]}" -s 3 m.txt -o one.html 2>&1 | sed 's/.* \([0-9]*\) events/\1/')
  want=$((total < 140 ? total : 140))
  grep -q "id=\"st$j\"[^>]*>step $want / $total " mid.dom || fail "panel $j at #step=140: $(grep -o "id=\"st$j\"[^<]*" mid.dom)"
done

# Generators, every one, six panels a page: each panel's walls change from
# step 0 to the end (division puts walls up, the others carve them away).
mapfile -t allgens < <(names generator)
for ((k = 0; k < ${#allgens[@]}; k += 6)); do
  gens=("${allgens[@]:k:6}")
  "$MAZE" animate generate -a "$(IFS=,; echo "${gens[*]}")" -W 12 -H 8 -o gen.html 2>/dev/null
  run dom "file://$tmp/gen.html#end" gen.dom
  run shot "file://$tmp/gen.html#end" gend.png
  run shot "file://$tmp/gen.html#step=0" gen0.png
  panels_of gen.dom
  [ "${#panels[@]}" = "${#gens[@]}" ] || fail "the generators' page lays out ${#panels[@]} panels for ${#gens[@]}"
  for j in "${!gens[@]}"; do
    read -r x0 y0 x1 y1 < <(box "$j")
    b0=$("$pngcount" gen0.png 000000 "$x0" "$y0" "$x1" "$y1") bend=$("$pngcount" gend.png 000000 "$x0" "$y0" "$x1" "$y1")
    [ "$b0" != "$bend" ] && [ "$bend" -gt 0 ] || fail "${gens[j]}'s panel: $b0 wall pixels at step 0, $bend at the end"
  done
done
# jps's jump points and scans on a block map with --moves 8: each jump
# point's cell yellow and each cell its scan crossed in the scan colour at
# #end, where nothing painted over them (tests/cli/lib/scans.awk).
printf 'type octile\nheight 8\nwidth 12\nmap\n' >b.map
printf '%s\n' "............" "..@@@@@....." "......@....." "..@...@..@@." "..@.......@." \
  "..@@@..@@.@." "............" "............" >>b.map
"$MAZE" animate race -a jps,astar,theta --moves 8 --from 0,7 --to 11,0 b.map -o jps.html 2>/dev/null
run dom "file://$tmp/jps.html#end" jps.dom
run shot "file://$tmp/jps.html#end" jps.png
panels_of jps.dom
sed -n '/const EV=\[/,/\];/{p;/\];/q}' jps.html | tr -d '\n' | sed 's/.*const EV=\[//; s/\].*//' | tr ',' '\n' |
  awk -v m=10 -v c=10 -v sx0=0 -v sy0=7 -v gx0=11 -v gy0=0 -f "$MAZE_SOURCE_DIR/tests/cli/lib/scans.awk" >scans
[ "$(grep -c e0a000 scans)" -ge 5 ] && [ "$(grep -c fff0a0 scans)" -ge 2 ] || fail "jps shows too few scans or jump points: $(cat scans)"
while read -r x y col; do
  read -r px py < <(awk -F, -v x="$x" -v y="$y" '{ printf "%d %d\n", $1 + (x + 0.5) * $3, $2 + (y + 0.5) * $3 }' <<<"${panels[0]}")
  [ "$("$pngcount" jps.png "$col" "$px" "$py" $((px + 1)) $((py + 1)))" = 1 ] || fail "jps's panel: pixel $px,$py (picture $x,$y) is not #$col"
done <scans
# astar's and theta's panels beside it: their paths red at #end, none at step 0.
run shot "file://$tmp/jps.html#step=0" jps0.png
for j in 1 2; do
  read -r x0 y0 x1 y1 < <(box "$j")
  [ "$("$pngcount" jps.png ff0000 "$x0" "$y0" "$x1" "$y1")" -gt 100 ] && [ "$("$pngcount" jps0.png ff0000 "$x0" "$y0" "$x1" "$y1")" = 0 ] ||
    fail "panel $j of the 8-move race: no path at #end, or one at step 0"
done
echo "animate_browser_race.sh: ok"
