#!/usr/bin/env python3
"""python_searcher.py - how close the Python package is to the library:
maze.Searcher.solve on every row of a Moving AI scenario file against `maze
bench` on the same rows, each algorithm run side by side in interleaved
rounds (C, Python, C, Python, ...), the ratio of the mean time a query; and
Grid.from_numpy / Grid.to_numpy of a 1024 x 1024 array against numpy.copy of
the same array.

    MAZE_MOVINGAI_DIR=FOLDER MAZE=build/maze MAZE_LIBRARY=build/libmaze.so \\
        PYTHONPATH=python /usr/bin/python3 bench/python_searcher.py [ROUNDS]

(or with the package installed: drop MAZE_LIBRARY and PYTHONPATH). The
scenario is FOLDER/dao/den520d.map.scen unless MAZE_BENCH_SCEN names
another; MAZE_BENCH_ALGOS the algorithms (default "astar jps"). The Python
time is the whole solve() call (arguments checked, the search, the path
kept as packed cells, the Result made); `maze bench`'s is the library call
alone. Prints a table; exits 1 if a cost disagrees with the file. Figures,
dated: docs/performance.md."""
import os
import statistics
import subprocess
import sys
import time

import numpy as np

import maze


def c_bench(cmd, scen, algo):
    """Mean microseconds a query by `maze bench`, and the costs by line."""
    out = subprocess.run([cmd, "bench", "--algo", algo, "--rows", scen], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, check=False)
    if out.returncode != 0:
        sys.exit("maze bench --algo %s: exit %d: %s" % (algo, out.returncode, out.stderr.strip()))
    costs, mean = {}, None
    for line in out.stdout.splitlines():
        fields = dict(f.split("=", 1) for f in line.split() if "=" in f)
        if "cost" in fields:  # FILE:LINE: cost=... optimal=... expanded=... us=...
            costs[int(line.split(": ", 1)[0].rsplit(":", 1)[1])] = float(fields["cost"])
        elif "mean_us" in fields:
            mean = float(fields["mean_us"])
    return mean, costs


def py_bench(searcher, queries):
    """Mean microseconds of searcher.solve() a query, and the costs by line."""
    clock, costs, total = time.perf_counter_ns, {}, 0
    solve = searcher.solve
    for q in queries:
        t0 = clock()
        r = solve(q.start, q.goal)
        total += clock() - t0
        costs[q.line] = r.cost
    return total / 1000.0 / len(queries), costs


def array_bench(reps=30):
    """Median milliseconds of from_numpy, to_numpy and numpy.copy, 1024 x 1024."""
    rng = np.random.default_rng(1)
    a = rng.random((1024, 1024)) < 0.7
    times = {"from_numpy": [], "to_numpy": [], "copy": []}
    grid = maze.Grid.from_numpy(a)
    for _ in range(reps):  # interleaved too
        t0 = time.perf_counter()
        g = maze.Grid.from_numpy(a)
        t1 = time.perf_counter()
        b = grid.to_numpy()
        t2 = time.perf_counter()
        c = np.copy(a)
        t3 = time.perf_counter()
        times["from_numpy"].append(t1 - t0)
        times["to_numpy"].append(t2 - t1)
        times["copy"].append(t3 - t2)
        g.close()
        assert (b == a).all() and (c == a).all()
    return {k: 1000 * statistics.median(v) for k, v in times.items()}


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    folder = os.environ.get("MAZE_MOVINGAI_DIR")
    scen = os.environ.get("MAZE_BENCH_SCEN") or (folder and os.path.join(folder, "dao", "den520d.map.scen"))
    if not scen or not os.path.isfile(scen):
        sys.exit("python_searcher.py: name the Moving AI folder with MAZE_MOVINGAI_DIR (or a .scen with MAZE_BENCH_SCEN)")
    cmd = os.environ.get("MAZE", "build/maze")
    algos = os.environ.get("MAZE_BENCH_ALGOS", "astar jps").split()
    queries = maze.movingai.read_scen(scen)
    grid = maze.movingai.read_map(os.path.join(os.path.dirname(scen), queries[0].map.rsplit("/", 1)[-1]))
    searchers = {a: maze.Searcher(grid, a, moves=8, heuristic="octile") for a in algos}
    c_means, py_means, bad = {a: [] for a in algos}, {a: [] for a in algos}, 0
    for _ in range(rounds):
        for a in algos:
            cm, ccosts = c_bench(cmd, scen, a)
            pm, pcosts = py_bench(searchers[a], queries)
            c_means[a].append(cm)
            py_means[a].append(pm)
            for q in queries:
                if abs(pcosts[q.line] - ccosts[q.line]) > 1e-6 or abs(pcosts[q.line] - q.optimal) > 1e-3 * max(1, q.optimal):
                    bad += 1
    print("%s: %d queries, %d interleaved rounds" % (scen.rsplit("/", 3)[-2] + "/" + os.path.basename(scen),
                                                     len(queries), rounds))
    print("%-8s %14s %16s %14s" % ("algo", "maze bench us", "Searcher.solve us", "ratio"))
    for a in algos:
        ratios = [p / c for p, c in zip(py_means[a], c_means[a])]
        print("%-8s %14.1f %16.1f %14.3f" % (a, statistics.median(c_means[a]), statistics.median(py_means[a]),
                                            statistics.median(ratios)))
    arr = array_bench()
    print("1024 x 1024 bool: from_numpy %.3f ms (%.1fx numpy.copy), to_numpy %.3f ms (%.1fx), numpy.copy %.3f ms"
          % (arr["from_numpy"], arr["from_numpy"] / arr["copy"], arr["to_numpy"], arr["to_numpy"] / arr["copy"],
             arr["copy"]))
    if bad:
        print("python_searcher.py: %d costs disagree with the file or with maze bench" % bad)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
