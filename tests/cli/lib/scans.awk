# scans.awk - (not a test) for the animate tests: reads a page's event log,
# one number a line (5 an event: kind x y x2 y2), and prints where a jps
# solve's jump points and scans must show at the end, "PX PY RRGGBB" in the
# picture's pixels (margin m, cell c, a block map: no walls): the corner of
# each jump point's cell (MAZE_EV_FRONTIER 4 more than a step from its
# x2,y2) that nothing painted after, and the centre of each cell its walk
# (diagonal first, then straight) crossed that nothing painted after, in
# the scan colour. The ends sx,sy and gx,gy, whose markers lie on top, are
# left out.
{ v[n++] = $1 }
function abs(a) { return a < 0 ? -a : a }
function sgn(a) { return (a > 0) - (a < 0) }
END {
  ne = int(n / 5)
  for (i = 0; i < ne; i++) { k = v[5 * i]; if (k == 3 || k == 4 || k == 6) last[v[5 * i + 1] "," v[5 * i + 2]] = i }
  for (i = 0; i < ne; i++) {
    x = v[5 * i + 1]; y = v[5 * i + 2]; x2 = v[5 * i + 3]; y2 = v[5 * i + 4]
    ax = abs(x - x2); ay = abs(y - y2)
    if (v[5 * i] != 4 || (ax < 2 && ay < 2)) continue
    if (last[x "," y] == i && !end(x, y)) printf "%d %d fff0a0\n", m + x * c + 1, m + y * c + 1
    d = ax < ay ? ax : ay; sx = sgn(x - x2); sy = sgn(y - y2)
    px = x2; py = y2
    for (s = 1; s < (ax > ay ? ax : ay); s++) {
      if (s <= d) { px += sx; py += sy } else if (ax > ay) px += sx; else py += sy
      if (!((px "," py) in last && last[px "," py] > i) && !end(px, py)) printf "%d %d e0a000\n", m + px * c + c / 2, m + py * c + c / 2
    }
  }
}
function end(a, b) { return (a == sx0 && b == sy0) || (a == gx0 && b == gy0) }
