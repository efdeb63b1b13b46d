"""bench/anyangle_lengths.py - how much shorter the any-angle paths are: on
each map given (a Moving AI .map with its .map.scen beside it), up to 300
rows taken evenly from the scenario, the length of astar's optimal path
pulled straight (Searcher.smooth) and of theta's path, each over astar's
optimal cost, row by row: mean and least, and how often theta is no longer
than the pulled path. Lengths, not times: the same on every machine.

Usage: python3 bench/anyangle_lengths.py MAP...   (the package importable:
installed, or PYTHONPATH=python MAZE_LIBRARY=build/libmaze.so)"""
import sys

import maze


def main(maps):
    print("%-28s %5s %12s %12s %12s %12s %14s" % ("map", "rows", "smooth_mean", "smooth_min", "theta_mean",
                                                 "theta_min", "theta<=smooth"))
    for m in maps:
        g = maze.movingai.read_map(m)
        qs = maze.movingai.read_scen(m + ".scen")
        qs = qs[::max(1, len(qs) // 300)][:300]
        astar, theta = maze.Searcher(g, "astar", moves=8), maze.Searcher(g, "theta", moves=8)
        rs, rt = [], []
        for q in qs:
            ra = astar.solve(q.start, q.goal)
            if not ra.found or ra.cost == 0:
                continue
            rs.append(astar.smooth(ra.path).length() / ra.cost)
            rt.append(theta.solve(q.start, q.goal).cost / ra.cost)
        name = "/".join(m.split("/")[-2:])
        print("%-28s %5d %12.4f %12.4f %12.4f %12.4f %13d%%" % (
            name, len(rs), sum(rs) / len(rs), min(rs), sum(rt) / len(rt), min(rt),
            100 * sum(t <= s + 1e-9 for t, s in zip(rt, rs)) // len(rs)))


if __name__ == "__main__":
    main(sys.argv[1:])
