"""test_no_numpy.py - the package without numpy: everything but the array
functions works, and each array function raises an ImportError that says
numpy is needed and how to get it. Where numpy is installed the checks run in
a child interpreter that cannot import it; tests/cli/python_install.sh also
runs them in an environment that has no numpy at all
($MAZE_EXPECT_NO_NUMPY)."""
import os
import subprocess
import sys
import tempfile
import unittest

CHECKS = r'''
import sys
if BLOCK:
    sys.modules["numpy"] = None  # import numpy then fails, as where it is not installed
try:
    import numpy
    raise SystemExit("numpy is importable")
except ImportError:
    pass
import pickle
import maze
m = maze.generate(12, 7, "kruskal", seed=4, braid=0.3)
r = maze.solve(m)
assert r.found and r.path[0] == (0, 0) and r.path[-1] == (11, 6), r
g = maze.Grid.from_rows(["....", ".##.", "...."])
assert maze.solve(g, (0, 0), (3, 2), moves=8).cost == 5.0
sr = maze.Searcher(g, "jps", moves=8)
assert sr.solve((0, 0), (3, 2)).cost == 5.0
assert pickle.loads(pickle.dumps(m)) == m and pickle.loads(pickle.dumps(g)) == g
assert maze.render(m, "svg").startswith("<svg") or "<svg" in maze.render(m, "svg")
assert maze.stats(m)["cells"] == 84
assert "carve" in {e.kind for e in maze.events(maze.generate, 4, 3)}
calls = {
    "Grid.from_numpy": lambda: maze.Grid.from_numpy([[True]]),
    "Grid.to_numpy": lambda: g.to_numpy(),
    "Grid.costs": lambda: g.costs(),
    "Maze.passages": lambda: m.passages(),
    "distances": lambda: maze.distances(g, (0, 0)),
    "Searcher.distances": lambda: sr.distances((0, 0)),
}
for name, call in calls.items():
    try:
        call()
    except ImportError as e:
        text = str(e)
        assert name in text and "needs numpy" in text and "python3-numpy" in text, text
    else:
        raise SystemExit(name + " worked without numpy")
print("ok", len(calls))
'''


class TestWithoutNumpy(unittest.TestCase):
    def test_core_works_and_array_functions_say_numpy(self):
        real = bool(os.environ.get("MAZE_EXPECT_NO_NUMPY"))
        code = "BLOCK = %r\n" % (not real) + CHECKS
        run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], cwd=tempfile.gettempdir(),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
        self.assertEqual(run.stdout.strip(), "ok 6")


if __name__ == "__main__":
    unittest.main()
