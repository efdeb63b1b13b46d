#!/usr/bin/env bash
# anyangle.sh - `maze solve -a theta` and `maze solve --smooth` on dao/arena
# and on a map made to tell the diagonal rules apart: the summary counts
# segments and prints the points, --json gives them, each segment is clear
# by an independent sampling in Python under the rule, the length is the
# segments' and at most astar's optimum; png draws straight lines between
# the centres (red along each segment, none on the cells a grid path would
# take instead), svg one polyline through the points; the refusals.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$T"
command -v python3 >/dev/null || fail "python3 is missing"
pngcount=$MAZE_BUILD_DIR/tests/pngcount
arena=$MAZE_SOURCE_DIR/tests/data/movingai/dao/arena.map
printf 'type octile\nheight 5\nwidth 5\nmap\n.@...\n@.@..\n.@.@.\n..@.@\n...@.\n' >stairs.map

check() { # MAP RULE FROM TO ARGS...: theta's or smoothed path checked against astar
  local map=$1 rule=$2 from=$3 to=$4
  shift 4
  "$MAZE" solve -a astar --diagonal "$rule" --json --from "$from" --to "$to" "$map" >astar.json 2>/dev/null || true
  "$MAZE" solve "$@" --diagonal "$rule" --json --from "$from" --to "$to" "$map" >any.json 2>/dev/null || true
  python3 - "$map" "$rule" <<'PY' || fail "$* on $map ($rule) $from -> $to: $(cat any.json)"
import json, math, sys
rows = open(sys.argv[1]).read().split("map\n", 1)[1].split()
rule = sys.argv[2]
def op(x, y):
    return 0 <= y < len(rows) and 0 <= x < len(rows[y]) and rows[y][x] == "."
def sight(x0, y0, x1, y1):  # every multiple of 1/(4|dx||dy|) of the segment, exactly
    dx, dy = x1 - x0, y1 - y0
    l = 4 * max(abs(dx), 1) * max(abs(dy), 1)
    for k in range(l + 1):
        px, py = (2 * x0 + 1) * l + 2 * dx * k, (2 * y0 + 1) * l + 2 * dy * k
        cx, cy, lx, ly = px // (2 * l), py // (2 * l), px % (2 * l) == 0, py % (2 * l) == 0
        if not lx and not ly and not op(cx, cy):
            return False
        if lx and ly:
            down = (dx > 0) == (dy > 0)
            a, b = op(cx if down else cx - 1, cy - 1), op(cx - 1 if down else cx, cy)
            if not {"always": True, "one-open": a or b}.get(rule, a and b):
                return False
    return True
grid, anyp = json.load(open("astar.json")), json.load(open("any.json"))
assert grid["found"] == anyp["found"], "found differs"
if anyp["found"]:
    pts = anyp["path"]
    assert anyp["points"] == [[x + 0.5, y + 0.5] for x, y in pts], "points are not the centres"
    length = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        assert sight(x0, y0, x1, y1), f"({x0},{y0})-({x1},{y1}) is not clear"
        length += math.hypot(x1 - x0, y1 - y0)
    assert abs(length - anyp["cost"]) < 1e-7 * (1 + length), "cost is not the length"
    assert anyp["cost"] <= grid["cost"] + 1e-7, "longer than the grid optimum"
    assert anyp["moves"] == len(pts) - 1
PY
}

queries=("3,3 40,40" "1,30 46,2" "10,45 45,10" "24,5 24,44" "2,2 2,2")
# under valgrind a long query and the empty one, each with every rule
under_valgrind && queries=("3,3 40,40" "2,2 2,2")
for q in "${queries[@]}"; do
  read -r from to <<<"$q"
  for rule in no-corner one-open always; do
    check "$arena" "$rule" "$from" "$to" -a theta
    check "$arena" "$rule" "$from" "$to" --smooth
  done
done
for rule in no-corner one-open always; do
  check stairs.map "$rule" 0,0 4,4 -a theta
  check stairs.map "$rule" 4,0 0,4 --smooth
done
[ "$(grep -c '"found":true' any.json)" = 1 ] || fail "always should pass between the stairs' blocks"

# The summary: segments, the length, and the points on a line of their own.
"$MAZE" solve -a theta --moves 8 --from 3,3 --to 40,40 "$arena" -o t.txt >sum.txt
grep -qE '^theta: [0-9]+ segments from 3,3 to 40,40, length [0-9.]+, [0-9]+ cells expanded$' sum.txt ||
  fail "theta's summary: $(cat sum.txt)"
grep -qE '^points: 3\.5,3\.5( [0-9]+\.5,[0-9]+\.5)* 40\.5,40\.5$' sum.txt || fail "theta's points: $(cat sum.txt)"
"$MAZE" solve --smooth --moves 8 --from 3,3 --to 40,40 "$arena" -o s.txt >sum.txt
grep -qE '^astar \(smoothed\): [0-9]+ segments from 3,3 to 40,40, length' sum.txt || fail "--smooth's summary: $(cat sum.txt)"

# png: red along each segment (a box at five points of it), and the lines
# thin: under half the red pixels of the cells of astar's grid path.
"$MAZE" solve -a theta --moves 8 --from 3,3 --to 40,40 "$arena" --json -o t.png >t.json
"$MAZE" solve -a astar --moves 8 --from 3,3 --to 40,40 "$arena" -o a.png >/dev/null
python3 - "$pngcount" <<'PY' || fail "theta's png does not draw its segments as lines"
import json, subprocess, sys
pts = json.load(open("t.json"))["points"]
def red(x0, y0, x1, y1):
    out = subprocess.run([sys.argv[1], "t.png", "ff0000", str(x0), str(y0), str(x1), str(y1)],
                         capture_output=True, text=True, check=True).stdout
    return int(out)
for (ax, ay), (bx, by) in zip(pts, pts[1:]):
    for t in (0.2, 0.35, 0.5, 0.65, 0.8):  # margin 10, cell 10: a centre c is at 10 + 10 c pixels
        px, py = 10 + 10 * (ax + t * (bx - ax)), 10 + 10 * (ay + t * (by - ay))
        assert red(int(px) - 1, int(py) - 1, int(px) + 2, int(py) + 2) > 0, (ax, ay, bx, by, t)
    # halfway, four pixels off the line across its direction: background
    mx, my = 10 + 10 * (ax + bx) / 2, 10 + 10 * (ay + by) / 2
    dx, dy = bx - ax, by - ay
    n = (dx * dx + dy * dy) ** 0.5
    ox, oy = -dy / n * 5, dx / n * 5
    assert red(int(mx + ox), int(my + oy), int(mx + ox) + 1, int(my + oy) + 1) == 0, "a thick line"
PY
lines=$("$pngcount" t.png ff0000) cells=$("$pngcount" a.png ff0000)
if [ "$lines" = 0 ] || [ $((lines * 2)) -ge "$cells" ]; then
  fail "theta's png has $lines red pixels, astar's cells $cells"
fi

# svg: one polyline through the points' centres, round caps; pdf made.
"$MAZE" solve -a theta --moves 8 --from 3,3 --to 40,40 "$arena" -o t.svg >/dev/null
want=$(python3 -c 'import json; p = json.load(open("t.json"))["points"]; print("M" + "L".join("%g %g" % (10 + 10 * x, 10 + 10 * y) for x, y in p))')
grep -q "stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"$want\"" t.svg || fail "theta's svg path is not $want: $(grep -o '<path fill="none"[^>]*>' t.svg)"
"$MAZE" solve -a theta --moves 8 --from 3,3 --to 40,40 "$arena" -o t.pdf >/dev/null
[ "$(head -c 5 t.pdf)" = "%PDF-" ] || fail "theta's pdf is no PDF"

# Refusals and no path.
expect 2 "solver 'theta' does not apply" "$MAZE" solve -a theta "$arena" --from 3,3 --to 40,40
"$MAZE" generate -W 5 -H 4 -o m.txt
expect 2 "smooth applies to block maps" "$MAZE" solve --smooth m.txt
expect 2 "smooth measures lengths: not with --costs" "$MAZE" solve --smooth --moves 8 --costs /dev/null "$arena"
printf 'type octile\nheight 3\nwidth 3\nmap\n.@.\n@@.\n...\n' >shut.map
expect 1 "no path from 0,0 to 2,2" "$MAZE" solve -a theta --moves 8 --from 0,0 --to 2,2 shut.map
expect 1 "no path from 0,0 to 2,2" "$MAZE" solve --smooth --moves 8 --from 0,0 --to 2,2 shut.map
echo "anyangle: theta and --smooth on arena and stairs, png, svg and pdf, refusals"
