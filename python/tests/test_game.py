"""test_game.py - the calls for games and research on block maps: diagonal
rules, live changes, Dijkstra maps of many sources, flow fields, any-angle
paths (theta) and string pulling; each against an independent computation
in Python and, where $MAZE is set, the command's output for the same map."""
import json
import math
import os
import subprocess
import tempfile
import unittest

import numpy as np

import maze

SOURCE = os.environ.get("MAZE_SOURCE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ARENA = os.path.join(SOURCE, "tests", "data", "movingai", "dao", "arena.map")
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0), "NE": (1, -1), "SE": (1, 1), "SW": (-1, 1),
         "NW": (-1, -1)}


def random_grid(h, w, seed, pct):
    rng = np.random.default_rng(seed)
    return maze.Grid.from_numpy(rng.random((h, w)) >= pct)


def sight(open_, rule, a, b):
    """The segment between the centres of a and b sampled exactly at every
    multiple of 1 / (4 |dx| |dy|) of it: cells met inside must be open, and
    at a grid corner the two cells beside it as the rule says."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    n = 4 * max(abs(dx), 1) * max(abs(dy), 1)
    h, w = open_.shape
    def op(x, y):
        return 0 <= x < w and 0 <= y < h and bool(open_[y, x])
    for k in range(n + 1):
        px, py = (2 * x0 + 1) * n + 2 * dx * k, (2 * y0 + 1) * n + 2 * dy * k
        cx, cy, lx, ly = px // (2 * n), py // (2 * n), px % (2 * n) == 0, py % (2 * n) == 0
        if not lx and not ly and not op(cx, cy):
            return False
        if lx and ly:
            down = (dx > 0) == (dy > 0)
            s1, s2 = op(cx if down else cx - 1, cy - 1), op(cx - 1 if down else cx, cy)
            if not {"always": True, "one-open": s1 or s2}.get(rule, s1 and s2):
                return False
    return True


def dijkstra(open_, sources, rule):
    """Least cost from the nearest source, by a plain Dijkstra over the rule's moves."""
    import heapq
    h, w = open_.shape
    d = np.full((h, w), np.inf)
    q = []
    for x, y in sources:
        d[y, x] = 0
        q.append((0.0, x, y))
    heapq.heapify(q)
    while q:
        c, x, y = heapq.heappop(q)
        if c > d[y, x]:
            continue
        for dx, dy in STEPS.values():
            nx, ny = x + dx, y + dy
            if not (0 <= nx < w and 0 <= ny < h and open_[ny, nx]):
                continue
            if dx and dy:
                if rule == "never":
                    continue
                s1, s2 = bool(open_[y, nx]), bool(open_[ny, x])
                if not {"always": True, "one-open": s1 or s2}.get(rule, s1 and s2):
                    continue
            nc = c + (math.sqrt(2) if dx and dy else 1.0)
            if nc < d[ny, nx] - 1e-12:
                d[ny, nx] = nc
                heapq.heappush(q, (nc, nx, ny))
    return d


def same(a, b):
    """Two Dijkstra maps equal up to rounding, inf in the same cells."""
    return (np.isinf(a) == np.isinf(b)).all() and np.allclose(np.where(np.isinf(a), 0, a), np.where(np.isinf(b), 0, b))


class TestGame(unittest.TestCase):
    def setUp(self):
        self.arena = maze.movingai.read_map(ARENA)
        self.open = self.arena.to_numpy()

    def test_diagonal_rules_cost_what_a_plain_dijkstra_says(self):
        g = random_grid(14, 19, 3, 0.3)
        o = g.to_numpy()
        srcs = [tuple(map(int, p)) for p in np.argwhere(o)[[0, -1]][:, ::-1]]
        self.assertEqual(maze.diagonals(), ["never", "no-corner", "one-open", "always"])
        for rule in maze.diagonals():
            want = dijkstra(o, [srcs[0]], rule)
            got = maze.distances(g, srcs[0], diagonal=rule)
            self.assertTrue(same(got, want), rule)
            sr = maze.Searcher(g, "astar", diagonal=rule)
            self.assertEqual(sr.diagonal, rule)
            r = sr.solve(srcs[0], srcs[1])
            self.assertEqual(r.found, not math.isinf(want[srcs[1][1], srcs[1][0]]))
            if r.found:
                self.assertAlmostEqual(r.cost, want[srcs[1][1], srcs[1][0]])
        with self.assertRaises(ValueError):
            maze.Searcher(g, diagonal="sideways")
        with self.assertRaises(ValueError):
            maze.Searcher(g, moves=8, diagonal="never")
        with self.assertRaises(ValueError):
            maze.Searcher(maze.generate(4, 4), diagonal="always")

    def test_many_sources_and_flow_fields(self):
        srcs = [(3, 3), (40, 40), (24, 5)]
        for rule in ("no-corner", "always"):
            want = dijkstra(self.open, srcs, rule)
            d = maze.distances_many(self.arena, np.array(srcs), diagonal=rule)
            self.assertTrue(same(d, want))
            singles = np.minimum.reduce([maze.distances(self.arena, s, diagonal=rule) for s in srcs])
            self.assertTrue(np.array_equal(d, singles))
            to, nxt = maze.flow_field(self.arena, srcs, diagonal=rule)
            self.assertTrue(np.array_equal(to, d))  # no costs: to and from agree
            h, w = to.shape
            for y in range(h):
                for x in range(w):
                    if math.isinf(to[y, x]):
                        self.assertEqual(nxt[y, x], -1)
                        continue
                    n = int(nxt[y, x])
                    nx, ny = n % w, n // w
                    if to[y, x] == 0:
                        self.assertEqual((nx, ny), (x, y))
                        continue
                    step = math.hypot(nx - x, ny - y)
                    self.assertLessEqual(max(abs(nx - x), abs(ny - y)), 1)
                    self.assertAlmostEqual(to[ny, nx] + step, to[y, x])  # downhill by the move's cost
        with self.assertRaises(ValueError):
            maze.distances_many(self.arena, [(49, 0)])
        with self.assertRaises(ValueError):
            maze.distances_many(self.arena, np.zeros((2, 3), dtype=int))

    def test_live_changes_answer_as_a_fresh_grid(self):
        sr = maze.Searcher(self.arena, "astar", moves=8)
        before = sr.solve((3, 3), (40, 40))
        block = before.path[len(before.path) // 2]
        sr.set_open(block, False)
        self.assertFalse(sr.is_open(block))
        after = sr.solve((3, 3), (40, 40))
        self.assertNotIn(block, list(after.path))
        changed = self.open.copy()
        changed[block[1], block[0]] = False
        fresh = maze.Searcher(maze.Grid.from_numpy(changed), "astar", moves=8).solve((3, 3), (40, 40))
        self.assertEqual(after, fresh)
        self.assertTrue(same(sr.distances((3, 3)), dijkstra(changed, [(3, 3)], "no-corner")))
        sr.set_open(block, True)
        self.assertEqual(sr.solve((3, 3), (40, 40)), before)
        with self.assertRaises(maze.Unsupported):
            maze.Searcher(maze.generate(4, 4)).set_open((0, 0), False)

    def test_theta_and_smooth_are_clear_and_never_longer(self):
        queries = maze.movingai.read_scen(ARENA + ".scen")
        theta = maze.Searcher(self.arena, "theta", moves=8)
        astar = maze.Searcher(self.arena, "astar", moves=8)
        for q in queries:
            r, a = theta.solve(q.start, q.goal), astar.solve(q.start, q.goal)
            s = astar.smooth(a.path)
            for p in (r.path, s):
                pts = list(p)
                self.assertEqual((pts[0], pts[-1]), (q.start, q.goal))
                for u, v in zip(pts, pts[1:]):
                    self.assertTrue(sight(self.open, "no-corner", u, v), (q.start, q.goal, u, v))
                    self.assertTrue(theta.line_of_sight(u, v))
                self.assertLessEqual(p.length(), a.cost + 1e-9)
            self.assertAlmostEqual(r.cost, r.path.length())
            self.assertTrue(np.allclose(r.path.points(), np.array(list(r.path)) + 0.5))
        # drawn as lines: one polyline through the centres, round caps; without the layer, square
        r = theta.solve((3, 3), (40, 40))
        lines = maze.render(self.arena, "svg", path=r.path, show=["path", "markers", "lines"])
        cells = maze.render(self.arena, "svg", path=r.path)
        want = "M" + "L".join("%g %g" % (10 + 10 * x, 10 + 10 * y) for x, y in r.path.points())
        self.assertIn('stroke-linecap="round" stroke-linejoin="round" d="%s"' % want, lines)
        self.assertNotIn('stroke-linecap="round"', cells)

    def test_line_of_sight_matches_the_sampling(self):
        rng = np.random.default_rng(8)
        for rule in ("no-corner", "one-open", "always"):
            g = random_grid(12, 15, 11, 0.3)
            o = g.to_numpy()
            sr = maze.Searcher(g, "theta", diagonal=rule)
            for _ in range(400):
                a = (int(rng.integers(15)), int(rng.integers(12)))
                b = (int(rng.integers(15)), int(rng.integers(12)))
                self.assertEqual(sr.line_of_sight(a, b), sight(o, rule, a, b), (rule, a, b))
        with self.assertRaises(maze.OutOfRange):
            sr.line_of_sight((0, 0), (15, 0))
        with self.assertRaises(ValueError):
            sr.smooth([(0, 0), (15, 0)])
        with self.assertRaises(maze.InvalidArgument):
            sr.smooth([(0, 0), (14, 11)] if not sr.line_of_sight((0, 0), (14, 11)) else [(0, 0), (99, 0)])

    def test_against_the_command(self):
        cmd = os.environ.get("MAZE")
        if not cmd:
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        def run(*args):
            out = subprocess.run([cmd] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
            return json.loads(out.stdout)
        for args, got in ((["-a", "theta"], maze.solve(self.arena, (3, 3), (40, 40), "theta", moves=8)),
                          (["--smooth"], None)):
            doc = run("solve", "--moves", "8", "--json", "--from", "3,3", "--to", "40,40", *args, ARENA)
            if got is None:
                sr = maze.Searcher(self.arena, "astar", moves=8)
                path = sr.smooth(sr.solve((3, 3), (40, 40)).path)
            else:
                path = got.path
            self.assertEqual([list(p) for p in path], doc["path"])
            self.assertEqual(path.points().tolist(), doc["points"])
            self.assertAlmostEqual(path.length(), doc["cost"], places=6)
        doc = run("solve", "--moves", "8", "--distances", "json", "--flow", "--source", "3,3", "--source", "40,40",
                  ARENA)
        to, nxt = maze.flow_field(self.arena, [(3, 3), (40, 40)], moves=8)
        want = np.array([[np.inf if v is None else v for v in row] for row in doc["distances"]])
        self.assertTrue(same(to, want))
        w = to.shape[1]
        for y, row in enumerate(doc["flow"]):
            for x, step in enumerate(row):
                if step is None:
                    self.assertEqual(nxt[y, x], -1)
                elif step == "*":
                    self.assertEqual(nxt[y, x], y * w + x)
                else:
                    dx, dy = STEPS[step]
                    self.assertEqual(nxt[y, x], (y + dy) * w + x + dx)


if __name__ == "__main__":
    unittest.main()
