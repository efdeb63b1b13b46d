"""test_maze.py - the Python module against the real libmaze.so: generate,
solve, stats (and the Grid type) agree with what the library promises.
Run by tests/cli/python.sh (stdlib unittest only)."""
import os
import unittest

import maze

STEP = {maze.N: (0, -1), maze.E: (1, 0), maze.S: (0, 1), maze.W: (-1, 0)}
BACK = {maze.N: maze.S, maze.S: maze.N, maze.E: maze.W, maze.W: maze.E}


def follows_passages(m, path):
    """Every step of path goes through an open wall of m."""
    for (x, y), (nx, ny) in zip(path, path[1:]):
        d = [b for b, (dx, dy) in STEP.items() if (x + dx, y + dy) == (nx, ny)]
        if len(d) != 1 or not m.cell(x, y) & d[0] or not m.cell(nx, ny) & BACK[d[0]]:
            return False
    return True


class TestLibrary(unittest.TestCase):
    def test_version_and_tables(self):
        header = os.path.join(os.environ.get("MAZE_SOURCE_DIR", "."), "include", "maze.h")
        if os.path.exists(header):
            with open(header) as f:
                self.assertIn('#define MAZE_VERSION_STRING "%s"' % maze.version(), f.read())
        self.assertRegex(maze.version(), r"^\d+\.\d+\.\d+$")
        self.assertTrue({"dfs", "bfs"} <= set(maze.generators()))
        self.assertTrue({"astar", "bfs"} <= set(maze.solvers()))


class TestGenerate(unittest.TestCase):
    def test_every_generator_makes_a_perfect_maze(self):
        for name in maze.generators():
            with self.subTest(generator=name):
                m = maze.generate(9, 7, name, seed=5)
                self.assertEqual((m.width, m.height), (9, 7))
                self.assertEqual(m.passage_count, 9 * 7 - 1)
                self.assertTrue(maze.stats(m)["perfect"])

    def test_same_seed_same_maze(self):
        a, b, c = (maze.generate(12, 8, "dfs", seed=s) for s in (42, 42, 43))
        self.assertEqual(a.masks(), b.masks())
        self.assertNotEqual(a.masks(), c.masks())

    def test_errors(self):
        with self.assertRaises(maze.MazeError) as cm:
            maze.generate(5, 5, "no-such-algorithm")
        self.assertEqual(cm.exception.status, -7)
        with self.assertRaises(maze.MazeError) as cm:
            maze.generate(0, 5)
        self.assertEqual(cm.exception.status, -3)
        with self.assertRaises(maze.MazeError):
            maze.generate(5, 5, "growing-tree", bias="sideways")

    def test_error_messages_are_printable(self):
        # a name that reaches a message is escaped as the command escapes it
        m = maze.generate(3, 3)
        for name in ("\x1b]0;owned\x07", "\u202edfs", "caf\u00e9", "\x9b31m", "tab\there"):
            for call in (lambda: maze.generate(3, 3, name), lambda: maze.solve(m, algorithm=name),
                         lambda: maze.render(m, name)):
                with self.subTest(name=name):
                    with self.assertRaises(maze.MazeError) as cm:
                        call()
                    text = str(cm.exception)
                    self.assertTrue(all(0x20 <= ord(c) <= 0x7e for c in text), text)
                    self.assertEqual(cm.exception.what.split(" ", 1)[1], name)
        with self.assertRaises(maze.MazeError) as cm:
            maze.generate(3, 3, "\x1b[2J")
        self.assertIn("\\x1b[2J", str(cm.exception))
        with self.assertRaises(maze.MazeError) as cm:
            maze.generate(3, 3, "caf\u00e9")
        self.assertIn("caf\\xc3\\xa9", str(cm.exception))

    def test_braid_makes_loops(self):
        m = maze.generate(15, 15, "dfs", seed=1, braid=1.0)
        s = maze.stats(m)
        self.assertFalse(s["perfect"])
        self.assertGreater(s["loops"], 0)
        self.assertEqual(s["loops"], m.passage_count - (15 * 15 - 1))
        m.close()
        m.close()  # closing twice is harmless


class TestSolve(unittest.TestCase):
    def test_paths_are_valid_and_optimal(self):
        for seed in range(5):
            m = maze.generate(14, 9, "kruskal", seed=seed, braid=0.5)
            results = {a: maze.solve(m, algorithm=a) for a in ("astar", "bfs")}
            for name, r in results.items():
                with self.subTest(seed=seed, solver=name):
                    self.assertTrue(r.found)
                    self.assertEqual(r.path[0], (0, 0))
                    self.assertEqual(r.path[-1], (13, 8))
                    self.assertEqual(r.moves, len(r.path) - 1)
                    self.assertTrue(follows_passages(m, r.path))
            self.assertEqual(results["astar"].moves, results["bfs"].moves)

    def test_unreachable_and_bad_points(self):
        g = maze.Grid.from_rows(["..#..", "..#..", "..#.."])
        r = maze.solve(g, (0, 0), (4, 2))
        self.assertEqual((r.found, r.path, r.moves), (False, [], 0))
        with self.assertRaises(maze.MazeError):
            maze.solve(g, (0, 0), (2, 0))  # the goal is a wall
        with self.assertRaises(maze.MazeError):
            maze.solve(maze.generate(3, 3), (0, 0), (5, 5))
        with self.assertRaises(maze.MazeError):
            maze.solve(g, algorithm="no-such-solver")

    def test_grid_eight_moves_no_corner_cutting(self):
        g = maze.Grid.from_rows(["...", ".#.", "..."])
        r = maze.solve(g, (0, 0), (2, 2), moves=8)
        self.assertTrue(r.found)
        self.assertEqual(r.moves, 4)  # the wall in the middle forbids the diagonals
        self.assertAlmostEqual(r.cost, 4.0)
        open_grid = maze.Grid.from_rows(["...", "...", "..."])
        self.assertAlmostEqual(maze.solve(open_grid, moves=8).cost, 2 * 2 ** 0.5)

    def test_movingai_scenario(self):
        source = os.environ.get("MAZE_SOURCE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
        base = os.path.join(source, "tests", "data", "movingai", "dao", "arena.map")
        with open(base) as f:
            g = maze.Grid.from_movingai(f.read())
        with open(base + ".scen") as f:
            rows = [line.split() for line in f if line[:1].isdigit()]
        self.assertEqual(len(rows), 160)
        for row in rows[::10]:
            sx, sy, gx, gy = map(int, row[4:8])
            r = maze.solve(g, (sx, sy), (gx, gy), moves=8)
            self.assertAlmostEqual(r.cost, float(row[8]), delta=1e-3)


class TestStats(unittest.TestCase):
    def test_stats_agree_with_the_maze(self):
        m = maze.generate(20, 12, "wilson", seed=9)
        r = maze.solve(m)
        s = maze.stats(m, (0, 0), (19, 11))
        self.assertEqual((s["width"], s["height"], s["cells"]), (20, 12, 240))
        self.assertEqual(s["passages"], 239)
        self.assertEqual((s["loops"], s["components"]), (0, 1))
        self.assertEqual(s["dead_ends"], len(m.dead_ends()))
        self.assertAlmostEqual(s["dead_end_percent"], 100.0 * s["dead_ends"] / 240)
        self.assertTrue(s["solution_found"])
        self.assertEqual(s["solution_moves"], r.moves)
        self.assertGreaterEqual(s["diameter"], r.moves)
        self.assertEqual(s["branches"], sum(s["branch_hist"]))
        self.assertEqual(s["dead_ends"] + s["corridors"] + s["junctions"] + s["crossroads"] + s["isolated"], 240)

    def test_hand_made_corridor(self):
        m = maze.Maze.empty(4, 1)
        for x in range(3):
            m.open(x, 0, maze.E)
        s = maze.stats(m)
        self.assertEqual((s["dead_ends"], s["corridors"], s["diameter"], s["runs"]), (2, 2, 3, 1))
        self.assertFalse(s["solution_asked"])


class TestRender(unittest.TestCase):
    def test_svg_with_and_without_path(self):
        m = maze.generate(6, 4, "prim", seed=2)
        r = maze.solve(m)
        plain, solved = maze.render(m, "svg"), maze.render(m, "svg", path=r.path)
        for svg in (plain, solved):
            self.assertIn("<svg", svg)
            self.assertTrue(svg.rstrip().endswith("</svg>"))
        self.assertNotIn("#ff0000", plain)   # the default path colour (red)
        self.assertIn("#ff0000", solved)
        self.assertEqual(solved, maze.render(m, "svg", path=r.path))  # deterministic

    def test_png_size_and_signature(self):
        import struct
        m = maze.generate(5, 3, seed=1)
        png = maze.render(m, "png", path=maze.solve(m).path, cell=12)
        self.assertEqual(png[:8], b"\x89PNG\r\n\x1a\n")
        width, height = struct.unpack(">II", png[16:24])  # IHDR
        self.assertEqual((width, height), (2 * 10 + 5 * 12 + 2, 2 * 10 + 3 * 12 + 2))
        g = maze.Grid.from_rows(["..#", "..."])
        self.assertEqual(struct.unpack(">II", maze.render(g, "png", cell=4)[16:24]), (2 * 10 + 12, 2 * 10 + 8))

    def test_text_formats(self):
        m = maze.generate(7, 4, "dfs", seed=3)
        r = maze.solve(m)
        text = maze.render(m, "text", path=r.path)
        rows = text.splitlines()
        self.assertEqual(len(rows), 2 * 4 + 1)
        self.assertEqual((text.count("S"), text.count("E")), (1, 1))
        self.assertEqual(text.count("*"), r.moves - 1)  # the path between S and E
        self.assertNotIn("*", maze.render(m, "text"))
        mask = maze.render(m, "mask").split()
        self.assertEqual(mask[:2], ["7", "4"])
        self.assertEqual([int(v) for v in mask[2:]], [c for row in m.masks() for c in row])
        g = maze.Grid.from_rows(["..#", "..."])
        self.assertIn("#", maze.render(g, "perl") + maze.render(g, "text"))

    def test_bad_format(self):
        with self.assertRaises(maze.MazeError):
            maze.render(maze.generate(2, 2), "gif")


if __name__ == "__main__":
    unittest.main()
