#!/usr/bin/env bash
# generate_ends.sh - pictures of generated mazes show start and goal:
# generate --show markers/path draws them (the first and last enabled cells
# by default, --from/--to, --dead-ends, --ends diameter), exactly as solve
# draws the same maze; text formats carry the S and E marks when an end is
# chosen, so solve and stats read them back; --ends diameter picks the two
# ends of the longest path in generate, solve and stats alike; the solution
# range measures the path between the chosen ends. Without --show or an end
# option the picture is the bare maze, as before.
set -euo pipefail
source "$(dirname "$0")/lib/expect.sh"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
colors=(--color start=#00ff00 --color goal=#ff00ff --color path=#0000ff)
# count FILE RRGGBB [X0 Y0 X1 Y1]
count() { "$pngcount" "$@"; }
# box X Y: the pixel box of cell X,Y at the default geometry (margin 10, cell 10).
box() { echo $((10 + 10 * $1)) $((10 + 10 * $2)) $((20 + 10 * $1)) $((20 + 10 * $2)); }
# ends_of FILE ARGS: "x0,y0 x1,y1" of solve's path.
ends_of() { "$MAZE" solve --json "$@" | python3 -c 'import sys, json
p = json.load(sys.stdin)["path"]; print("%d,%d %d,%d" % (p[0][0], p[0][1], p[-1][0], p[-1][1]))'; }
# stat ARGS: "diameter|its ends|solution moves|solution ends" of stats --json.
stat() { "$MAZE" stats --json "$@" | python3 -c 'import sys, json
s = json.load(sys.stdin); d = s["diameter"]; o = s["solution"]
print("|".join([str(d["moves"]), "%d,%d %d,%d" % tuple(d["from"] + d["to"]), str(o.get("moves", "none")),
                "%d,%d %d,%d" % tuple(o["from"] + o["to"])]))'; }

"$MAZE" generate -W 8 -H 6 -s 3 >"$T/m.txt"

# ---- --show markers / path on the default ends ----
"$MAZE" generate -W 8 -H 6 -s 3 --show markers "${colors[@]}" -o "$T/mk.png"
# shellcheck disable=SC2046
[ "$(count "$T/mk.png" 00ff00 $(box 0 0))" -gt 0 ] || fail "--show markers: no start marker in cell 0,0"
# shellcheck disable=SC2046
[ "$(count "$T/mk.png" ff00ff $(box 7 5))" -gt 0 ] || fail "--show markers: no goal marker in cell 7,5"
[ "$(count "$T/mk.png" 0000ff)" = 0 ] || fail "--show markers drew a path"
"$MAZE" generate -W 8 -H 6 -s 3 --show path "${colors[@]}" -o "$T/pa.png"
[ "$(count "$T/pa.png" 0000ff)" -gt 0 ] || fail "--show path drew no path"
[ "$(count "$T/pa.png" 00ff00)" = 0 ] || fail "--show path drew a marker"
# The same picture as solve's of the same maze.
"$MAZE" generate -W 8 -H 6 -s 3 --show path,markers -o "$T/g.png"
"$MAZE" solve "$T/m.txt" -o "$T/s.png" >/dev/null
cmp -s "$T/g.png" "$T/s.png" || fail "generate --show path,markers differs from solve's picture"
"$MAZE" generate -W 8 -H 6 -s 3 --show path,markers -f svg >"$T/g.svg"
"$MAZE" solve "$T/m.txt" -f svg 2>/dev/null | cmp -s - "$T/g.svg" || fail "svg: generate --show differs from solve"
# No --show and no end option: the bare maze, the same bytes as render's.
"$MAZE" generate -W 8 -H 6 -s 3 "${colors[@]}" -o "$T/bare.png"
"$MAZE" render "$T/m.txt" "${colors[@]}" -o "$T/r.png"
cmp -s "$T/bare.png" "$T/r.png" || fail "generate without --show is not the bare maze"
[ "$(count "$T/bare.png" 00ff00)" = 0 ] || fail "markers drawn without --show"
# Streaming generators draw the markers too (the maze is then made in memory).
"$MAZE" generate -a eller -W 8 -H 6 -s 3 --show markers "${colors[@]}" -o "$T/e.png"
# shellcheck disable=SC2046
[ "$(count "$T/e.png" ff00ff $(box 7 5))" -gt 0 ] || fail "eller --show markers: no goal marker"

# ---- --from / --to ----
"$MAZE" generate -W 8 -H 6 -s 3 --from 2,1 --to 5,4 "${colors[@]}" -o "$T/ft.png"
# shellcheck disable=SC2046
[ "$(count "$T/ft.png" 00ff00 $(box 2 1))" -gt 0 ] && [ "$(count "$T/ft.png" ff00ff $(box 5 4))" -gt 0 ] ||
  fail "--from 2,1 --to 5,4: markers not there (an end option draws the markers without --show)"
"$MAZE" generate -W 8 -H 6 -s 3 --from 2,1 --to 5,4 >"$T/ft.txt"
[ "$(ends_of "$T/ft.txt")" = "2,1 5,4" ] || fail "generate --from/--to: the text has no S/E marks there"
"$MAZE" render "$T/ft.txt" >/dev/null || fail "generate --from/--to text does not read back"

# ---- --ends diameter: the ends of the longest path, in generate, solve, stats ----
IFS="|" read -r dm dends _ _ < <(stat "$T/m.txt")
IFS="|" read -r _ _ sm sends < <(stat --ends diameter "$T/m.txt")
[ "$sm" = "$dm" ] && [ "$sends" = "$dends" ] || fail "stats --ends diameter: solution $sm $sends, diameter $dm $dends"
[ "$(ends_of --ends diameter "$T/m.txt")" = "$dends" ] || fail "solve --ends diameter: not the diameter's ends"
"$MAZE" generate -W 8 -H 6 -s 3 --ends diameter >"$T/d.txt"
[ "$(ends_of "$T/d.txt")" = "$dends" ] || fail "generate --ends diameter: marks not at $dends"
IFS="|" read -r _ _ mm _ < <(stat "$T/d.txt")
[ "$mm" = "$dm" ] || fail "generate --ends diameter: the marked solution is $mm moves, the diameter $dm"
"$MAZE" generate -W 8 -H 6 -s 3 --ends diameter --show path,markers -o "$T/dg.png"
"$MAZE" solve --ends diameter "$T/m.txt" -o "$T/ds.png" >/dev/null
cmp -s "$T/dg.png" "$T/ds.png" || fail "generate --ends diameter --show path differs from solve --ends diameter"
[ "$("$MAZE" generate -W 8 -H 6 -s 3 --ends first-last | md5sum)" = "$("$MAZE" generate -W 8 -H 6 -s 3 --from 0,0 --to 7,5 | md5sum)" ] ||
  fail "--ends first-last is not the first and last cells"

# ---- --dead-ends: as solve --dead-ends with the same seed ----
"$MAZE" generate -W 8 -H 6 -s 5 --dead-ends >"$T/de.txt"
"$MAZE" generate -W 8 -H 6 -s 5 >"$T/m5.txt"
[ "$(ends_of "$T/de.txt")" = "$(ends_of --dead-ends -s 5 "$T/m5.txt")" ] || fail "generate --dead-ends differs from solve --dead-ends"
"$MAZE" generate -W 8 -H 6 -s 5 --dead-ends --count 2 -o "$T/c.txt"
"$MAZE" generate -W 8 -H 6 -s 6 --dead-ends | cmp -s - "$T/c-2.txt" || fail "--count: maze 2 is not seed 6's with its dead ends"

# ---- a masked maze: the first and last enabled cells ----
printf '#.....\n......\n.....#\n' >"$T/mask.txt"
"$MAZE" generate --mask "$T/mask.txt" -s 2 >"$T/mm.txt"
"$MAZE" generate --mask "$T/mask.txt" -s 2 --show path,markers -o "$T/mg.png"
"$MAZE" solve "$T/mm.txt" -o "$T/ms.png" >/dev/null
cmp -s "$T/mg.png" "$T/ms.png" || fail "masked: generate --show path,markers differs from solve"

# ---- the solution range measures between the chosen ends ----
"$MAZE" generate -W 8 -H 6 -s 3 --ends diameter --min-solution "$dm" --max-solution "$dm" 2>"$T/err" >/dev/null
grep -q "seed 3: solution of $dm moves (1 tried)" "$T/err" || fail "--ends diameter --min-solution: $(cat "$T/err")"

# ---- errors ----
expect 2 "--ends: .*first-last.*diameter" "$MAZE" generate --ends far
expect 2 "--ends.*--dead-ends" "$MAZE" generate --ends diameter --dead-ends
expect 2 "--ends.*--dead-ends" "$MAZE" solve --ends diameter --dead-ends "$T/m.txt"
expect 2 "--from 8,0 is outside the 8 x 6 maze" "$MAZE" generate -W 8 -H 6 --from 8,0
expect 2 "--to 5,2 is outside the mask" "$MAZE" generate --mask "$T/mask.txt" --to 5,2
expect 2 "fewer than 2 dead ends" "$MAZE" generate -W 8 -H 6 --braid 1 --dead-ends
printf '0111\n1101\n1110\n' >"$T/b.txt"
expect 2 "--ends diameter needs a wall maze" "$MAZE" solve --ends diameter "$T/b.txt"
printf '...#..\n...#..\n' >"$T/split.txt"
expect 1 "no path" "$MAZE" generate --mask "$T/split.txt" --show path -o "$T/split.png"
[ ! -e "$T/split.png" ] || fail "a refused --show path left a file"
expect 2 "apply to png, svg and pdf" "$MAZE" generate --show markers
echo "generate_ends: ok"
