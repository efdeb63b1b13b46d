"""test_solution_range.py - generate() with a solution range and
generate_many(), against `maze generate --min-solution/--max-solution
[--count]` ($MAZE): the same seeds taken, the same bytes, the same ends, and
the command's refusals as exceptions."""
import os
import re
import subprocess
import tempfile
import unittest

import maze


def command(args, cwd=None):
    run = subprocess.run([os.environ["MAZE"], "generate"] + [str(a) for a in args], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, check=False, cwd=cwd)
    return run.returncode, run.stdout.decode(), run.stderr.decode()


class TestSolutionRange(unittest.TestCase):
    def test_same_seed_and_bytes_as_the_command(self):
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        cases = [({"min_solution": 40, "seed": 3}, ["--min-solution", 40, "-s", 3]),
                 ({"max_solution": 20, "algorithm": "wilson"}, ["--max-solution", 20, "-a", "wilson"]),
                 ({"min_solution": 30, "max_solution": 34, "algorithm": "kruskal", "braid": 0.3, "seed": 11},
                  ["--min-solution", 30, "--max-solution", 34, "-a", "kruskal", "--braid", 0.3, "-s", 11])]
        for kw, args in cases:
            m = maze.generate(10, 10, **kw)
            st, out, err = command(["-W", 10, "-H", 10, "-f", "text"] + args)
            self.assertEqual(st, 0, err)
            self.assertEqual(maze.render(m), out, kw)
            self.assertEqual(int(re.search(r"seed (\d+):", err).group(1)), m.seed, kw)
            moves = maze.solve(m).moves
            self.assertGreaterEqual(moves, kw.get("min_solution", 0))
            self.assertLessEqual(moves, kw.get("max_solution", 10 ** 9))

    def test_many_with_ends_as_the_command_writes_them(self):
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")
        for ends, flags, lo, hi in (("diameter", ["--ends", "diameter"], 20, 23), ("dead-ends", ["--dead-ends"], 12, 16)):
            ms = maze.generate_many(3, 8, 8, algorithm="kruskal", min_solution=lo, max_solution=hi, seed=7, ends=ends)
            with tempfile.TemporaryDirectory() as d:
                st, _, err = command(["-W", 8, "-H", 8, "-a", "kruskal", "--min-solution", lo, "--max-solution", hi,
                                      "-s", 7, "--count", 3, "-o", "m.txt"] + flags, cwd=d)
                self.assertEqual(st, 0, err)
                seeds = [int(s) for s in re.findall(r"seed (\d+):", err)]
                self.assertEqual([m.seed for m in ms], seeds, ends)
                for i, m in enumerate(ms):
                    with open(os.path.join(d, "m-%d.txt" % (i + 1)), encoding="utf-8") as f:
                        text = f.read()
                    self.assertEqual(maze.render(m, start=m.marks[0], goal=m.marks[1]), text, (ends, i))
                    r = maze.solve(m)  # from the marks
                    self.assertTrue(lo <= r.moves <= hi, (ends, i, r.moves))
                    self.assertEqual((r.path[0], r.path[-1]), m.marks)

    def test_without_a_range_the_seeds_in_a_row(self):
        ms = maze.generate_many(4, 6, 5, algorithm="prim", seed=2 ** 64 - 2)
        self.assertEqual([m.seed for m in ms], [2 ** 64 - 2, 2 ** 64 - 1, 0, 1])
        for m in ms:
            self.assertEqual(m, maze.generate(6, 5, algorithm="prim", seed=m.seed))
        self.assertEqual(maze.generate_many(0), [])
        self.assertEqual(maze.generate(3, 3, seed=9).seed, 9)

    def test_other_topologies(self):
        m = maze.generate(topology="hex", width=8, height=8, min_solution=30, seed=1)
        self.assertGreaterEqual(maze.solve(m).moves, 30)
        self.assertEqual(maze.solve(m).moves, maze.stats(m, 0, 63)["solution_moves"])

    def test_refusals(self):
        with self.assertRaisesRegex(ValueError, r"none of the 50 seeds 1\.\.50 gives a solution of at least 1000 moves"):
            maze.generate(5, 5, min_solution=1000, tries=50)
        with self.assertRaisesRegex(ValueError, "tries: goes with"):
            maze.generate(5, 5, tries=3)
        with self.assertRaisesRegex(ValueError, "above max_solution"):
            maze.generate(5, 5, min_solution=9, max_solution=8)
        with self.assertRaisesRegex(ValueError, "different pieces"):
            maze.generate(mask="..#..\n", min_solution=1)
        with self.assertRaises(ValueError):
            maze.generate_many(10 ** 9 + 1)
        with self.assertRaises(ValueError):
            maze.generate(5, 5, min_solution=1, ends="middle")
        with self.assertRaises(TypeError):
            maze.generate_many("3")


if __name__ == "__main__":
    unittest.main()
