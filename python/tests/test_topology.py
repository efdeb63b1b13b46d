"""test_topology.py - mazes of every topology through the package: the same
cells bytes as `maze generate --topology` ($MAZE) for every generator that
fits, perfect mazes, solver paths that walk through open sides and agree in
length, Dijkstra maps equal to a breadth-first search over the cell calls,
pickling, pictures with the path drawn, and the refusals."""
import os
import pickle
import subprocess
import tempfile
import unittest
from collections import deque

import maze

# size keywords of each topology, small enough to run every generator
SIZES = {"rect": {"width": 7, "height": 5}, "hex": {"width": 6, "height": 5}, "hexagon": {"rings": 4},
         "triangle": {"width": 7, "height": 4}, "polar": {"rings": 5},
         "3d": {"width": 4, "height": 3, "levels": 3}, "upsilon": {"width": 5, "height": 5},
         "weave": {"width": 6, "height": 5}}
FLAGS = {"width": "-W", "height": "-H", "levels": "-L", "rings": "--rings"}


def fits(algorithm, topology):
    """Whether the generator runs there, asked of the package itself."""
    try:
        maze.generate(algorithm=algorithm, topology=topology, **SIZES[topology]).close()
        return True
    except maze.Unsupported:
        return False


def neighbours(m, c):
    """The cells joined to c by an open side, from the cell calls."""
    open_sides = m.cell_open_sides(c)
    return [m.cell_neighbor(c, s) for s in range(m.cell_sides(c)) if open_sides >> s & 1]


def bfs(m, source):
    """Moves from source to every cell (None: not reached), in Python."""
    dist = [None] * m.cell_total
    dist[source], todo = 0, deque([source])
    while todo:
        c = todo.popleft()
        for n in neighbours(m, c):
            if dist[n] is None:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


class TestTopologies(unittest.TestCase):
    def test_the_table(self):
        names = maze.topologies()
        self.assertEqual(names[0], "rect")
        self.assertEqual(sorted(names), sorted(SIZES))
        for t in names:
            m = maze.Maze.empty(topology=t, **SIZES[t])
            self.assertEqual(m.topology, t)
            self.assertEqual(m.shape, SIZES[t])
            self.assertEqual(m.passage_count, 0)

    def test_same_cells_bytes_as_the_command(self):
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        checked = 0
        for t, size in SIZES.items():
            if t == "rect":
                continue
            args = [a for k, v in size.items() for a in (FLAGS[k], str(v))]
            for a in maze.generators():
                if not fits(a, t):
                    continue
                for seed in (1, 2 ** 64 - 1):
                    run = subprocess.run([os.environ["MAZE"], "generate", "--topology", t, "-a", a, "-s", str(seed),
                                          "-f", "cells"] + args, stdout=subprocess.PIPE, check=True)
                    mine = maze.render(maze.generate(algorithm=a, seed=seed, topology=t, **size), "cells")
                    self.assertEqual(mine.encode(), run.stdout, "%s %s seed %d" % (t, a, seed))
                    checked += 1
        self.assertGreaterEqual(checked, 5 * 2 * 9)

    def test_masks_as_the_command(self):
        """A mask stretched over every topology: the command's cells bytes,
        cells disabled, one perfect maze per piece; a mask that leaves no
        cell is refused."""
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        text = "......\n..##..\n.####.\n..##..\n......\n"
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(text)
            path = f.name
        try:
            for t, size in SIZES.items():
                if t == "rect":
                    continue
                args = [a for k, v in size.items() for a in (FLAGS[k], str(v))]
                run = subprocess.run([os.environ["MAZE"], "generate", "--topology", t, "--mask", path, "-a", "wilson",
                                      "-s", "5", "-f", "cells"] + args, stdout=subprocess.PIPE, check=True)
                m = maze.generate(algorithm="wilson", seed=5, topology=t, mask=text, **size)
                self.assertEqual(maze.render(m, "cells").encode(), run.stdout, t)
                cells = sum(m.cell_enabled(c) for c in range(m.cell_total))
                self.assertLess(cells, m.cell_total, t)
                self.assertEqual(m.passage_count, cells - maze.stats(m)["components"], t)
        finally:
            os.remove(path)
        with self.assertRaises(ValueError):
            maze.generate(topology="hexagon", rings=2, mask=".#########\n")

    def test_row_based_generators_are_refused_off_rect(self):
        for a in ("eller", "sidewinder", "binary-tree"):
            with self.assertRaises(maze.Unsupported):
                maze.generate(algorithm=a, topology="hex")
        self.assertTrue(fits("wilson", "polar"))

    def test_perfect_and_solved_on_every_topology(self):
        for t, size in SIZES.items():
            for seed in (1, 2, 3):
                m = maze.generate(algorithm="wilson", seed=seed, topology=t, **size)
                self.assertEqual(m.passage_count, m.cell_total - 1, t)
                self.assertTrue(maze.stats(m)["perfect"], t)
                if t == "rect":
                    continue
                start, goal = 0, m.cell_total - 1
                paths = {a: maze.solve(m, start, goal, algorithm=a) for a in ("astar", "bfs", "dijkstra", "dfs")}
                ref = bfs(m, start)
                for a, r in paths.items():
                    self.assertTrue(r.found, (t, a))
                    cells = list(r.path)
                    self.assertEqual((cells[0], cells[-1]), (start, goal), (t, a))
                    for c, n in zip(cells, cells[1:]):
                        self.assertIn(n, neighbours(m, c), "%s %s: %d -> %d is not through an open side" % (t, a, c, n))
                    self.assertEqual(r.moves, ref[goal], (t, a))
                    self.assertEqual(cells, list(paths["bfs"].path), "%s: a perfect maze has one path" % t)
                s = maze.stats(m, start, goal)
                self.assertEqual(s["solution_moves"], ref[goal], t)
                self.assertGreater(s["difficulty"]["score"], 0, t)

    def test_distances_are_a_breadth_first_search(self):
        try:
            import numpy  # noqa: F401
        except ImportError:
            self.skipTest("numpy is not installed")
        for t, size in SIZES.items():
            if t == "rect":
                continue
            m = maze.generate(algorithm="kruskal", seed=5, topology=t, **size)
            m.braid(0.5, seed=5)
            d = maze.distances(m, 0)
            self.assertEqual(d.shape, (m.cell_total,))
            self.assertEqual([int(v) for v in d], bfs(m, 0), t)

    def test_cells_api(self):
        m = maze.Maze.empty(topology="hex", width=3, height=3)
        self.assertEqual(m.cell_sides(4), 6)
        self.assertIsNone(m.cell_neighbor(0, 3))  # west of the first cell: the outline
        n = m.cell_neighbor(4, 0)
        self.assertEqual(n, 5)
        m.cell_set_open(4, 0)
        self.assertEqual(m.cell_open_sides(4), 1)
        self.assertEqual(m.passage_count, 1)
        self.assertTrue(m.cell_open_sides(5))  # both cells
        m.cell_set_open(4, 0, False)
        self.assertEqual(m.passage_count, 0)
        self.assertTrue(m.cell_enabled(8))
        with self.assertRaises(maze.OutOfRange):
            m.cell_set_open(0, 3)  # no neighbour there
        with self.assertRaises(ValueError):
            m.cell_sides(9)
        with self.assertRaises(TypeError):
            m.cell_sides("4")
        with self.assertRaises(ValueError):
            m.masks()
        with self.assertRaises(ValueError):
            m.open(0, 0, maze.E)

    def test_pickle_read_and_equality(self):
        for t, size in SIZES.items():
            m = maze.generate(algorithm="prim", seed=4, topology=t, **size)
            self.assertEqual(pickle.loads(pickle.dumps(m)), m, t)
            self.assertEqual(m.copy(), m, t)
            self.assertEqual(maze.read(maze.render(m, "cells")), m, t)
            other = maze.generate(algorithm="prim", seed=5, topology=t, **size)
            self.assertNotEqual(other, m, t)
            self.assertNotEqual(maze.Maze.empty(topology=t, **size), m, t)

    def test_pictures_draw_the_path(self):
        for t, size in SIZES.items():
            if t == "rect":
                continue
            m = maze.generate(seed=6, topology=t, **size)
            r = maze.solve(m, 0, m.cell_total - 1)
            plain, solved = maze.render(m, "svg"), maze.render(m, "svg", path=r.path)
            self.assertTrue(plain.startswith("<?xml"), t)
            red = "stroke:rgb(100%,0%,0%)"  # the default path colour, as cairo writes it
            self.assertNotIn(red, plain, t)
            self.assertIn(red, solved, t)
            png = maze.render(m, "png", path=r.path)
            self.assertEqual(png[:8], b"\x89PNG\r\n\x1a\n", t)
            with self.assertRaises(maze.Unsupported):
                maze.render(m, "text")

    def test_refusals(self):
        with self.assertRaises(ValueError):
            maze.generate(topology="nope")
        with self.assertRaises(ValueError):
            maze.generate(topology="hex", rings=3)
        with self.assertRaises(ValueError):
            maze.generate(rings=3)
        with self.assertRaises(ValueError):
            maze.generate(topology="polar", width=3)
        with self.assertRaises(TypeError):
            maze.generate(topology=3)
        with self.assertRaises(maze.OutOfRange):
            maze.generate(topology="polar", rings=0)
        m = maze.generate(topology="triangle", width=4, height=4)
        with self.assertRaises(ValueError):
            maze.solve(m, 0, 16)
        with self.assertRaises(TypeError):
            maze.solve(m, (0, 0), 3)
        with self.assertRaises(maze.Unsupported):
            maze.solve(m, 0, 3, algorithm="jps")

    def test_weave_crossings(self):
        """stats counts a weave maze's crossings: its open jumps (odd sides,
        to the cell two away), each seen from both ends."""
        m = maze.generate(topology="weave", width=16, height=12, seed=3)
        jumps = sum(1 for c in range(m.cell_total) for s in (1, 3, 5, 7) if m.cell_open_sides(c) >> s & 1)
        self.assertGreater(jumps, 0)
        self.assertEqual(maze.stats(m)["crossings"], jumps // 2)
        self.assertEqual(maze.stats(maze.generate(topology="hex", width=6, height=5))["crossings"], 0)


if __name__ == "__main__":
    unittest.main()
