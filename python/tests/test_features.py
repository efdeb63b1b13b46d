"""test_features.py - what the package does, feature by feature, each checked
against the library's own answer or the command's: reusable searches (many
queries, threads, copies, later changes to the grid), numpy in and out
(strided, Fortran-ordered and other-dtype arrays, costs, masks, passages),
Dijkstra maps, Moving AI files and bench() with its mismatches, pictures for
notebooks, animations, files written and read back, pickling, and a
MazeError subclass for each status."""
import math
import os
import pickle
import stat
import subprocess
import tempfile
import threading
import unittest

import numpy as np

import maze
import maze.movingai

SOURCE = os.environ.get("MAZE_SOURCE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ARENA = os.path.join(SOURCE, "tests", "data", "movingai", "dao", "arena.map")
SCEN = ARENA + ".scen"


def random_open(h, w, seed, p=0.7):
    return np.random.default_rng(seed).random((h, w)) < p


class TestSearcher(unittest.TestCase):
    def setUp(self):
        self.grid = maze.movingai.read_map(ARENA)
        self.queries = maze.movingai.read_scen(SCEN)

    def test_every_query_of_the_scenario_at_its_optimum(self):
        for algo in ("astar", "jps", "dijkstra", "bidir"):
            sr = maze.Searcher(self.grid, algo, moves=8, heuristic=None if algo in ("jps", "dijkstra") else "octile")
            for q in self.queries:
                r = sr.solve(q.start, q.goal)
                with self.subTest(algo=algo, line=q.line):
                    self.assertTrue(r.found)
                    self.assertAlmostEqual(r.cost, q.optimal, delta=1e-3 * max(1.0, q.optimal))
                    self.assertEqual((r.path[0], r.path[-1]), (q.start, q.goal))
                    self.assertEqual(r.moves, len(r.path) - 1)

    def test_reused_answers_equal_fresh_solves(self):
        sr = maze.Searcher(self.grid, "astar", moves=8)
        for q in self.queries[::7]:
            again = maze.solve(self.grid, q.start, q.goal, "astar", moves=8)
            first = sr.solve(q.start, q.goal)
            self.assertEqual(first, again)
            self.assertEqual(list(first.path), list(again.path))
        # a query after others is answered as if it were the first
        q = self.queries[-1]
        self.assertEqual(sr.solve(q.start, q.goal), maze.Searcher(self.grid, "astar", moves=8).solve(q.start, q.goal))

    def test_path_steps_are_moves_of_the_graph(self):
        sr = maze.Searcher(self.grid, "jps", moves=8)
        open_cells = self.grid.to_numpy()
        for q in self.queries[::11]:
            path = list(sr.solve(q.start, q.goal).path)
            for (x0, y0), (x1, y1) in zip(path, path[1:]):
                self.assertLessEqual(max(abs(x1 - x0), abs(y1 - y0)), 1)
                self.assertTrue(open_cells[y1, x1])
                if x0 != x1 and y0 != y1:  # no corner cutting
                    self.assertTrue(open_cells[y0, x1] and open_cells[y1, x0])

    def test_later_changes_to_the_grid_do_not_reach_it(self):
        g = maze.Grid.from_rows(["....", "....", "...."])
        sr = maze.Searcher(g, "dijkstra")
        before = sr.solve((0, 0), (3, 0))
        costs = np.ones((3, 4))
        costs[0, 1:3] = 50.0
        g.set_costs(costs)
        self.assertEqual(sr.solve((0, 0), (3, 0)), before)
        self.assertEqual(before.cost, 3.0)
        self.assertEqual(maze.solve(g, (0, 0), (3, 0), "dijkstra").cost, 5.0)  # around the swamp

    def test_threads_on_one_searcher_and_on_copies(self):
        sr = maze.Searcher(self.grid, "astar", moves=8)
        want = {q.line: sr.solve(q.start, q.goal) for q in self.queries}
        got, errors = {}, []

        def work(searcher, part):
            try:
                for q in part:
                    got[(id(searcher), q.line)] = searcher.solve(q.start, q.goal)
            except Exception as e:  # pragma: no cover - reported below
                errors.append(e)
        shared = [threading.Thread(target=work, args=(sr, self.queries[i::4])) for i in range(4)]
        copies = [sr.copy() for _ in range(3)]
        own = [threading.Thread(target=work, args=(c, self.queries)) for c in copies]
        for t in shared + own:
            t.start()
        for t in shared + own:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(len(got), len(self.queries) * 4)
        for (_, line), r in got.items():
            self.assertEqual(r, want[line])
        copies[0].close()
        q = self.queries[0]
        self.assertEqual(sr.solve(q.start, q.goal), want[q.line])  # the original outlives its copies

    def test_weighted_astar_within_its_bound_and_heuristics(self):
        for weight in (1.0, 1.5, 3.0):
            sr = maze.Searcher(self.grid, "weighted-astar", moves=8, weight=weight)
            for q in self.queries[::9]:
                # the file gives the optimum to a few decimals: maze bench's 1e-4 relative
                self.assertLessEqual(sr.solve(q.start, q.goal).cost, weight * q.optimal * (1 + 1e-4))
        q = self.queries[-1]
        for h in maze.heuristics():
            r = maze.Searcher(self.grid, "astar", moves=8, heuristic=h).solve(q.start, q.goal)
            with self.subTest(heuristic=h):
                if h in ("chebyshev", "octile", "zero", "default"):  # admissible on 8 moves
                    self.assertAlmostEqual(r.cost, q.optimal, delta=1e-3 * q.optimal)
                else:
                    self.assertGreaterEqual(r.cost, q.optimal - 1e-3 * q.optimal)
        zero = maze.Searcher(self.grid, "astar", moves=8, heuristic="zero").solve(q.start, q.goal)
        octile = maze.Searcher(self.grid, "astar", moves=8, heuristic="octile").solve(q.start, q.goal)
        self.assertGreater(zero.expanded, octile.expanded)  # the heuristic is used

    def test_unreachable_blocked_and_unsupported(self):
        g = maze.Grid.from_rows(["..#..", "..#..", "..#.."])
        sr = maze.Searcher(g, "astar")
        r = sr.solve((0, 0), (4, 2))
        self.assertFalse(r.found)
        self.assertEqual((list(r.path), r.moves), ([], 0))
        with self.assertRaises(maze.OutOfRange):
            sr.solve((2, 0), (4, 2))  # a blocked start
        with self.assertRaises(maze.OutOfRange):
            sr.solve((0, 0), (5, 0))  # outside
        with self.assertRaises(maze.Unsupported):
            maze.Searcher(g, "jps", moves=4).solve((0, 0), (1, 1))
        with self.assertRaises(maze.NotFound):
            maze.Searcher(g, "no-such-solver")
        # points: any integers, checked before the library sees them
        self.assertEqual(sr.solve((np.int64(0), np.int32(1)), [1, 2]).moves, 2)
        for bad, exc in (((True, 0), TypeError), ((0, 2 ** 31), ValueError), ((0.0, 0), TypeError), ((0,), TypeError)):
            with self.assertRaises(exc):
                sr.solve(bad, (1, 1))
            with self.assertRaises(exc):
                sr.solve((1, 1), bad)
        with self.assertRaises(ValueError):
            maze.Searcher(g, "astar", heuristic="no-such-heuristic")


class TestNumpy(unittest.TestCase):
    def test_round_trip_in_every_layout(self):
        a = random_open(37, 53, 1)
        for name, arr in (("C", a), ("Fortran", np.asfortranarray(a)), ("strided", random_open(80, 120, 2)[::2, ::3]),
                          ("reversed", a[::-1, ::-1]), ("a view of uint8", (a.astype(np.uint8) * 7).view(np.bool_))):
            with self.subTest(layout=name):
                g = maze.Grid.from_numpy(arr)
                self.assertEqual((g.height, g.width), arr.shape)
                out = g.to_numpy()
                self.assertEqual(out.dtype, np.bool_)
                self.assertTrue(out.flags.c_contiguous)
                np.testing.assert_array_equal(out, arr.astype(bool))
                for y in (0, arr.shape[0] - 1):
                    for x in range(arr.shape[1]):
                        self.assertEqual(g.is_open(x, y), bool(arr[y, x]))

    def test_the_same_grid_as_from_rows(self):
        a = random_open(9, 14, 3)
        rows = ["".join("." if v else "@" for v in row) for row in a]
        self.assertEqual(maze.Grid.from_numpy(a), maze.Grid.from_rows(rows))
        self.assertEqual(maze.render(maze.Grid.from_numpy(a), "map"), maze.render(maze.Grid.from_rows(rows), "map"))

    def test_costs_in_and_out_and_the_path_they_give(self):
        a = np.ones((5, 7), dtype=bool)
        a[1:4, 3] = False
        costs = np.ones((5, 7), dtype=np.float32)  # any float or integer dtype
        costs[0, :] = 20
        g = maze.Grid.from_numpy(a, costs=costs)
        self.assertTrue(g.has_costs)
        np.testing.assert_array_equal(g.costs(), costs.astype(np.float64))
        self.assertEqual(g.costs().dtype, np.float64)
        r = maze.solve(g, (0, 2), (6, 2), "dijkstra")
        self.assertNotIn(0, [y for _, y in r.path])  # the costly top row is avoided
        self.assertEqual(r.cost, 10.0)  # 10 moves under the wall, not 8 through the top row at 20 each
        plain = maze.Grid.from_numpy(a)
        self.assertFalse(plain.has_costs)
        np.testing.assert_array_equal(plain.costs(), np.ones((5, 7)))
        # an array and a cost map's text say the same thing
        text = "\n".join(" ".join("%g" % v for v in row) for row in costs) + "\n"
        for given in (costs, text):
            self.assertEqual(maze.solve(plain, (0, 2), (6, 2), "dijkstra", costs=given), r)
        self.assertFalse(plain.has_costs)  # solve(costs=...) leaves the grid as it was
        with self.assertRaises(ValueError):
            maze.Grid.from_numpy(a, costs=np.where(costs > 1, np.nan, 1.0))
        with self.assertRaises(ValueError):
            maze.Grid.from_numpy(a, costs=np.full((5, 7), 0.5))
        with self.assertRaises(maze.MazeError):
            g.set_costs(np.full((5, 7), np.inf))
        np.testing.assert_array_equal(g.costs(), costs)  # a refused layer leaves the old one

    def test_masks_and_passages(self):
        m = maze.generate(9, 6, "kruskal", seed=11, braid=0.4)
        masks = m.passages(masks=True)
        self.assertEqual((masks.shape, masks.dtype), ((6, 9), np.uint8))
        self.assertEqual(masks.tolist(), m.masks())
        p = m.passages()
        self.assertEqual((p.shape, p.dtype), ((6, 9, 4), np.bool_))
        for y in range(6):
            for x in range(9):
                for k, bit in enumerate((maze.N, maze.E, maze.S, maze.W)):
                    self.assertEqual(p[y, x, k], bool(m.cell(x, y) & bit))
        np.testing.assert_array_equal(p[:, :-1, 1], p[:, 1:, 3])  # east of one is west of the next
        np.testing.assert_array_equal(p[:-1, :, 2], p[1:, :, 0])
        self.assertEqual(maze.Maze.from_masks(masks), m)
        self.assertEqual(maze.Maze.from_masks(np.asfortranarray(masks)), m)
        self.assertEqual(maze.Maze.from_masks(masks.astype(np.uint16)), m)
        self.assertEqual(maze.Maze.from_masks(masks.astype(np.int64)), m)  # what np.array() of ints gives
        self.assertEqual(maze.Maze.from_masks(np.asfortranarray(masks)[::-1, :][::-1, :]), m)
        for wide in (masks.astype(np.uint16) + 256, masks.astype(np.int16) - 16):
            with self.assertRaises(ValueError):  # not wrapped into a byte
                maze.Maze.from_masks(wide)
        bad = masks.copy()
        bad[0, 0] ^= maze.E  # its neighbour disagrees
        with self.assertRaises(maze.MazeError):
            maze.Maze.from_masks(bad)

    def test_distances(self):
        a = np.ones((6, 8), dtype=bool)
        a[:, 4] = False
        a[5, 4] = True  # one gap at the bottom
        a[0, 7] = False
        g = maze.Grid.from_numpy(a)
        d = maze.distances(g, (0, 0))
        self.assertEqual((d.shape, d.dtype), ((6, 8), np.float64))
        self.assertEqual(d[0, 0], 0.0)
        self.assertTrue(math.isinf(d[0, 7]))  # blocked
        sr = maze.Searcher(g, "dijkstra")
        for y in range(6):
            for x in range(8):
                if a[y, x]:
                    self.assertEqual(d[y, x], sr.solve((0, 0), (x, y)).cost)
        np.testing.assert_array_equal(maze.Searcher(g, "astar").distances((0, 0)), d)
        d8 = maze.distances(g, (0, 0), moves=8)
        self.assertTrue((d8[a] <= d[a]).all() and (d8[a] < d[a]).any())
        m = maze.generate(7, 5, seed=2)
        dm = maze.distances(m, (0, 0))
        self.assertEqual(dm[4, 6], maze.solve(m, (0, 0), (6, 4)).moves)
        self.assertEqual(dm.max(), max(maze.solve(m, (0, 0), (x, y)).moves for y in range(5) for x in range(7)))

    def test_mask_from_an_array_or_text(self):
        shape = np.ones((7, 12), dtype=bool)
        shape[2:5, 3:9] = False
        text = "\n".join("".join("." if v else "#" for v in row) for row in shape) + "\n"
        a = maze.generate(algorithm="wilson", seed=4, mask=shape)
        self.assertEqual(a, maze.generate(algorithm="wilson", seed=4, mask=text))
        self.assertEqual((a.width, a.height), (12, 7))
        for y in range(7):
            for x in range(12):
                self.assertEqual(a.enabled(x, y), bool(shape[y, x]))


class TestAgainstTheCommand(unittest.TestCase):
    """The bytes and answers of `maze solve`, `maze stats --json`, `maze
    generate --mask` and `maze bench` for the same input."""

    def setUp(self):
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        self.tmp = tempfile.mkdtemp(prefix="maze-features-")

    def run_maze(self, *args, ok=(0,)):
        run = subprocess.run([os.environ["MAZE"]] + [str(a) for a in args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, check=False)
        if run.returncode not in ok:
            raise AssertionError("maze %s: exit %d: %s" % (" ".join(map(str, args)), run.returncode,
                                                            run.stderr.decode(errors="replace")))
        return run

    def file(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        return path

    def test_solve_json_over_a_table(self):
        import json
        m = maze.generate(15, 9, "prim", seed=6, braid=0.5)
        g = maze.Grid.from_numpy(random_open(12, 17, 5, 0.75))
        mf, gf = self.file("m.txt", maze.render(m)), self.file("g.map", maze.render(g, "map"))
        cases = [(mf, m, a, 4, None) for a in ("astar", "bfs", "dfs", "dijkstra", "bidir")]
        cases += [(gf, g, a, 4, h) for a in ("astar", "bidir") for h in (None, "manhattan", "zero")]
        cases += [(gf, g, a, 8, h) for a in ("astar", "jps", "dijkstra", "weighted-astar") for h in (None, "octile")
                  if not (a in ("jps", "dijkstra") and h)]
        opens = [(x, y) for y in range(12) for x in range(17) if g.is_open(x, y)]
        for f, target, algo, moves, h in cases:
            for start, goal in (((0, 0), (14, 8)), ((3, 2), (12, 7))) if target is m else \
                    ((opens[0], opens[-1]), (opens[5], opens[-9])):
                args = ["solve", "--json", "-a", algo, "--from", "%d,%d" % start, "--to", "%d,%d" % goal]
                args += ["--moves", moves] if target is g else []
                args += ["--heuristic", h] if h else []
                with self.subTest(args=" ".join(map(str, args))):
                    cmd = json.loads(self.run_maze(*(args + [f]), ok=(0, 1)).stdout)
                    r = maze.solve(target, start, goal, algo, moves=moves, heuristic=h)
                    self.assertEqual(r.found, cmd["found"])
                    self.assertEqual(r.expanded, cmd["expanded"])
                    if r.found:
                        self.assertEqual([list(p) for p in r.path], cmd["path"])
                        self.assertEqual(r.moves, cmd["moves"])
                        self.assertAlmostEqual(r.cost, cmd["cost"], places=7)

    def test_solved_pictures_are_the_commands(self):
        m = maze.generate(8, 6, "dfs", seed=9)
        f = self.file("m.txt", maze.render(m))
        r = maze.solve(m, (0, 0), (7, 5))
        for fmt in ("text", "unicode", "svg", "png", "blocks", "perl"):
            with self.subTest(format=fmt):
                out = maze.render(m, fmt, path=r.path)
                out = out if isinstance(out, bytes) else out.encode()
                self.assertEqual(out, self.run_maze("solve", "-f", fmt, "--from", "0,0", "--to", "7,5", f).stdout)
        ends = maze.solve(m, ends="diameter")
        self.assertEqual(maze.render(m, "text", path=ends.path).encode(),
                         self.run_maze("solve", "--ends", "diameter", f).stdout)
        dead = maze.solve(m, ends="dead-ends", seed=5)
        self.assertEqual(maze.render(m, "text", path=dead.path).encode(),
                         self.run_maze("solve", "--dead-ends", "-s", 5, f).stdout)

    def test_stats_json_is_the_commands(self):
        for i, m in enumerate((maze.generate(10, 7, "kruskal", seed=3), maze.generate(10, 7, "dfs", seed=3, braid=0.6),
                               maze.generate(1, 1), maze.generate(algorithm="prim", seed=1, mask="..#\n...\n#..\n"))):
            f = self.file("s%d.txt" % i, maze.render(m))
            with self.subTest(maze=i):
                self.assertEqual(maze.stats_json(m), self.run_maze("stats", "--json", f).stdout.decode())
                self.assertEqual(maze.stats_json(m, ends="diameter"),
                                 self.run_maze("stats", "--json", "--ends", "diameter", f).stdout.decode())
                w, h = m.width - 1, m.height - 1
                if m.enabled(w, 0) and m.enabled(0, h):
                    self.assertEqual(maze.stats_json(m, (w, 0), (0, h)),
                                     self.run_maze("stats", "--json", "--from", "%d,0" % w, "--to", "0,%d" % h,
                                                   f).stdout.decode())

    def test_masks_are_the_commands(self):
        shape = np.ones((9, 16), dtype=bool)
        shape[3:6, 4:12] = False
        shape[0, 0] = False
        text = "\n".join("".join("." if v else "#" for v in row) for row in shape) + "\n"
        tf = self.file("mask.txt", text)
        png = self.run_maze("render", "-f", "png", "--cell", 1, "--margin", 0,
                            self.file("shape.map", maze.render(maze.Grid.from_numpy(shape), "map")), ok=(0, 2, 3))
        cases = [("text", text, tf)]
        if png.returncode == 0:  # a one-pixel-a-cell picture of the shape, dark = no cell
            cases.append(("png", png.stdout, self.file("mask.png", png.stdout)))
        for algo in ("dfs", "wilson", "kruskal", "prim"):
            for kind, given, f in cases + [("array", shape, tf)]:
                with self.subTest(algorithm=algo, mask=kind):
                    py = maze.render(maze.generate(algorithm=algo, seed=7, mask=given), "text").encode()
                    self.assertEqual(py, self.run_maze("generate", "-a", algo, "-s", 7, "--mask", f).stdout)
        py = maze.render(maze.generate(algorithm="dfs", seed=7, mask=shape, braid=0.5), "svg").encode()
        self.assertEqual(py, self.run_maze("generate", "-s", 7, "--mask", tf, "--braid", 0.5, "-f", "svg").stdout)

    def test_bench_rows_and_mismatches_are_the_commands(self):
        with open(SCEN) as f:
            lines = f.read().splitlines(True)
        # two wrong optimal lengths: both must be reported, as the command does
        for n in (3, 10):
            cols = lines[n].split("\t")
            cols[-1] = "%.8f\n" % (float(cols[-1]) + 1.5)
            lines[n] = "\t".join(cols)
        scen = self.file("arena.map.scen", "".join(lines))
        with open(ARENA, "rb") as f:
            self.file("arena.map", f.read())
        for algo in ("astar", "jps"):
            with self.subTest(algorithm=algo):
                res = maze.bench(scen, algorithm=algo)
                cmd = self.run_maze("bench", "--rows", "-a", algo, scen, ok=(1,))
                self.assertEqual([r.line for r in res.mismatches], [4, 11])
                self.assertFalse(res.ok)
                self.assertEqual(res.mismatch_lines, [ln for ln in cmd.stderr.decode().splitlines() if "mismatch" in ln])
                rows = {}
                for ln in cmd.stdout.decode().splitlines():
                    fields = dict(x.split("=", 1) for x in ln.split() if "=" in x)
                    if "cost" in fields:
                        rows[int(ln.split(": ", 1)[0].rsplit(":", 1)[1])] = fields
                self.assertEqual(len(rows), res.queries)
                for r in res.rows:
                    self.assertAlmostEqual(r.cost, float(rows[r.line]["cost"]), places=4)
                    self.assertEqual(r.expanded, int(rows[r.line]["expanded"]))
                    self.assertGreater(r.microseconds, 0)
                arr = res.to_numpy()
                self.assertEqual(len(arr), res.queries)
                self.assertEqual(int((~arr["ok"]).sum()), 2)
        self.assertTrue(maze.bench(SCEN, algorithm="astar").ok)

    def test_bench_any_angle_is_the_commands(self):
        # theta's straight segments are shorter than the grid's optimum: no mismatch there, as in maze bench
        res = maze.bench(SCEN, algorithm="theta")
        self.assertTrue(any(r.cost < r.optimal - 1e-3 for r in res.rows))
        self.assertEqual(res.mismatch_lines, [])
        self.assertTrue(res.ok)
        self.run_maze("bench", "-a", "theta", SCEN, ok=(0,))
        # ... but a cost above the optimum still is one: the optimum lowered on two lines
        with open(SCEN) as f:
            lines = f.read().splitlines(True)
        for n in (3, 10):
            cols = lines[n].split("\t")
            cols[-1] = "%.8f\n" % (float(cols[-1]) / 2)
            lines[n] = "\t".join(cols)
        scen = self.file("arena.map.scen", "".join(lines))
        with open(ARENA, "rb") as f:
            self.file("arena.map", f.read())
        res = maze.bench(scen, algorithm="theta")
        cmd = self.run_maze("bench", "-a", "theta", scen, ok=(1,))
        self.assertEqual([r.line for r in res.mismatches], [4, 11])
        self.assertEqual(res.mismatch_lines, [ln for ln in cmd.stderr.decode().splitlines() if "mismatch" in ln])


class TestMovingAI(unittest.TestCase):
    def test_read_map_and_scen(self):
        with open(ARENA, "rb") as f:
            data = f.read()
        g = maze.movingai.read_map(ARENA)
        self.assertEqual(g, maze.movingai.read_map(data))
        self.assertEqual(g, maze.movingai.read_map(data.decode()))
        self.assertEqual(g, maze.Grid.from_movingai(data))
        self.assertEqual(maze.render(g, "map").encode(), data)
        qs = maze.movingai.read_scen(SCEN)
        self.assertEqual(len(qs), 160)
        q = qs[0]
        self.assertEqual((q.line, q.bucket, q.map, q.width, q.height, q.start, q.goal, q.optimal),
                         (2, 0, "maps/dao/arena.map", 49, 49, (1, 11), (1, 12), 1.0))
        with open(SCEN) as f:
            self.assertEqual(qs, maze.movingai.read_scen(f.read()))

    def test_malformed_files_name_the_line(self):
        with self.assertRaises(maze.BadInput) as c:
            maze.movingai.read_map("type octile\nheight 2\nwidth 2\nmap\n..\n.\n")
        self.assertIn("line", str(c.exception))
        with self.assertRaises(maze.BadInput) as c:
            maze.movingai.read_scen("version 1\n0\tx.map\t2\t2\t0\t0\t1\tone\t1\n")
        self.assertIn(":2:", str(c.exception))
        self.assertEqual(c.exception.exit_status, 3)


class TestPicturesFilesPickles(unittest.TestCase):
    def test_notebook_pictures_are_render(self):
        m = maze.generate(6, 4, seed=2)
        r = maze.solve(m)
        self.assertEqual(m._repr_svg_(), maze.render(m, "svg"))
        self.assertEqual(m._repr_png_(), maze.render(m, "png"))
        self.assertEqual(r._repr_svg_(), maze.render(m, "svg", path=r.path))
        self.assertNotEqual(r._repr_svg_(), m._repr_svg_())
        self.assertEqual(r._repr_png_(), maze.render(m, "png", path=r.path))
        g = maze.Grid.from_rows(["...", ".#.", "..."])
        self.assertEqual(g._repr_png_()[:8], b"\x89PNG\r\n\x1a\n")
        self.assertIn("<svg", g._repr_svg_())
        m.close()
        self.assertIsNone(m._repr_svg_())  # a closed maze shows nothing rather than failing
        self.assertIsNone(r._repr_svg_())  # nor does a result over it
        self.assertIsNone(r._repr_png_())

    def test_animation(self):
        a = maze.animate("generate", width=5, height=4, algorithm="kruskal", seed=3)
        self.assertEqual(a.result, maze.generate(5, 4, "kruskal", seed=3))
        self.assertEqual(sum(1 for e in a.events if e[0] == "carve"), a.result.passage_count)
        self.assertIn("<script>", a._repr_html_())
        m = maze.generate(5, 4, seed=3)
        s = maze.animate("solve", m, algorithm="bfs")
        self.assertEqual([tuple(e[1:3]) for e in s.events if e[0] == "path"], list(s.result.path))
        path = os.path.join(tempfile.mkdtemp(prefix="maze-anim-"), "a.html")
        s.save(path)
        with open(path, encoding="utf-8") as f:
            self.assertIn(s.html, f.read())

    def test_write_and_read_back(self):
        folder = tempfile.mkdtemp(prefix="maze-write-")
        m = maze.generate(7, 5, "eller", seed=8)
        for name in ("m.txt", "m.mask", "m.map", "m.svg", "m.png", "m.pdf"):
            path = os.path.join(folder, name)
            maze.write(m, path)
            with open(path, "rb") as f:
                data = f.read()
            fmt = {"txt": "text", "mask": "mask", "map": "map", "svg": "svg", "png": "png", "pdf": "pdf"}[name.split(".")[1]]
            out = maze.render(m, fmt)
            self.assertEqual(data, out if isinstance(out, bytes) else out.encode())
            if fmt in ("text", "mask"):
                self.assertEqual(maze.read(path), m)
        self.assertEqual(sorted(os.listdir(folder)), ["m.map", "m.mask", "m.pdf", "m.png", "m.svg", "m.txt"])  # no temporaries
        with self.assertRaises(ValueError):  # as `maze generate -o m.doc`: an extension naming no format
            maze.write(m, os.path.join(folder, "m.doc"))
        maze.write(m, os.path.join(folder, "m.MASK"))
        with open(os.path.join(folder, "m.MASK")) as f:
            self.assertEqual(f.read(), maze.render(m, "mask"))
        os.unlink(os.path.join(folder, "m.MASK"))
        with open(os.path.join(folder, "f.txt"), "wb") as f:
            maze.write(m, f, "text")
        self.assertEqual(maze.read(os.path.join(folder, "f.txt")), m)

    def test_written_files_get_the_usual_permissions(self):
        folder = tempfile.mkdtemp(prefix="maze-mode-")
        path = os.path.join(folder, "m.svg")
        maze.write(maze.generate(3, 3), path)
        mask = os.umask(0)
        os.umask(mask)
        self.assertEqual(stat.S_IMODE(os.stat(path).st_mode), 0o666 & ~mask)

    def test_marks_and_read(self):
        m = maze.generate(5, 4, seed=1)
        text = maze.render(m, "text", path=maze.solve(m).path)
        back = maze.read(text)
        self.assertEqual(back, m)
        self.assertEqual(back.marks, ((0, 0), (4, 3)))
        with self.assertRaises(maze.BadInput):
            maze.read("+--+\n|  \n")
        with self.assertRaises(maze.TooLarge):
            maze.read(text, max_cells=10)

    def test_pickles(self):
        g = maze.Grid.from_numpy(random_open(5, 6, 9), costs=np.arange(1, 31, dtype=float).reshape(5, 6))
        g2 = pickle.loads(pickle.dumps(g))
        self.assertEqual(g2, g)
        np.testing.assert_array_equal(g2.costs(), g.costs())
        m = maze.generate(seed=2, mask="......\n.#..#.\n......\n......\n......\n")
        self.assertEqual(pickle.loads(pickle.dumps(m)), m)
        r = maze.solve(m)
        self.assertEqual(pickle.loads(pickle.dumps(r)), r)
        e = pickle.loads(pickle.dumps(maze.MazeError(maze._errors.EFORMAT, "x")))
        self.assertIs(type(e), maze.BadInput)


class TestErrors(unittest.TestCase):
    def test_each_status_its_class_and_exit_status(self):
        cases = [(lambda: maze.generate(0, 3), maze.OutOfRange, 2),
                 (lambda: maze.generate(3, 3, "no-such"), maze.NotFound, 2),
                 (lambda: maze.read("not a maze at all\n"), maze.BadInput, 3),
                 (lambda: maze.generate(2 ** 31 - 1, 2 ** 31 - 1), maze.TooLarge, 4),
                 (lambda: maze.render(maze.generate(3, 3), "no-such-format"), maze.NotFound, 2),
                 (lambda: maze.solve(maze.generate(3, 3), algorithm="jps"), maze.Unsupported, 3),
                 (lambda: maze.generate(4, 4, step=lambda e: True), maze.Cancelled, 3)]
        for call, cls, exit_status in cases:
            with self.subTest(cls=cls.__name__):
                with self.assertRaises(cls) as c:
                    call()
                e = c.exception
                self.assertIsInstance(e, maze.MazeError)
                self.assertEqual(e.exit_status, exit_status)
                self.assertIs(maze.MazeError(e.status, "again").__class__, cls)
                self.assertTrue(str(e).strip())

    def test_a_callback_exception_comes_out_of_the_call(self):
        def boom(ev):
            raise KeyError("from the callback")
        with self.assertRaises(KeyError):
            maze.solve(maze.generate(6, 6), step=boom)
        with self.assertRaises(KeyError):
            maze.generate(6, 6, step=boom)


if __name__ == "__main__":
    unittest.main()
