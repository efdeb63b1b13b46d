#!/usr/bin/env bash
# python_types.sh - the Python package's type hints, read by Debian's mypy as
# a user's type checker reads them (the package ships py.typed): the package
# itself checks clean, a script that uses the API as documented checks clean,
# and each planted misuse is reported on its own line.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
command -v mypy >/dev/null || fail "mypy is missing (scripts/deps.sh installs it)"
cd "$T"
export MYPYPATH=$MAZE_SOURCE_DIR/python
flags=(--no-error-summary --cache-dir "$T/cache" --python-executable /usr/bin/python3)
mypy "${flags[@]}" -p maze >out.txt 2>&1 || { cat out.txt >&2; fail "mypy finds errors in the package (above)"; }

cat >use.py <<'PY'
import numpy as np
import maze

m: maze.Maze = maze.generate(12, 8, algorithm="wilson", seed=3)
r: maze.Result = maze.solve(m, (0, 0), (11, 7), algorithm="astar")
moves: int = r.moves
first: maze.Place = r.path[0]
h = maze.generate(topology="hex", width=6, height=5)
cells: int = h.cell_total
n = h.cell_neighbor(0, 0)
d: np.ndarray = maze.distances(h, 0)
s: dict = maze.stats(m, ends="diameter")
svg = maze.render(m, "svg", path=r.path)
with maze.Searcher(maze.Grid.from_numpy(np.ones((4, 4), dtype=bool)), "jps", moves=8) as sr:
    q = sr.solve((0, 0), (3, 3))
    print(q.cost + 1.0, moves, first, cells, n, d.shape, s["cells"], len(svg))
g8 = maze.Grid.from_numpy(np.ones((5, 5), dtype=bool))
with maze.Searcher(g8, "theta", moves=8, diagonal="one-open") as th:
    th.set_open((2, 2), False)
    corners: np.ndarray = th.solve((0, 0), (4, 4)).path.points()
    pulled: maze.Path = th.smooth([(0, 0), (1, 0), (2, 0)])
    seen: bool = th.line_of_sight((0, 0), (4, 4))
    far: np.ndarray = th.distances_many([(0, 0), (4, 4)], way="to")
    steps: np.ndarray = th.flow_field(far)
    to, nxt = maze.flow_field(g8, [(4, 4)], moves=8)
    print(corners.shape, pulled.length() + 1.0, seen, steps.shape, to.shape, nxt.shape, maze.diagonals()[0])
PY
mypy "${flags[@]}" use.py >out.txt 2>&1 || { cat out.txt >&2; fail "mypy refuses a script that uses the API as documented (above)"; }

cat >misuse.py <<'PY'
import maze

m = maze.generate("12", 8)
r: str = maze.solve(m)
maze.stats(m, seed="1")
n: int = m.cell_neighbor(0, 0)
maze.Searcher(m).solve((0, 0), (1, 1)).nope
first: str = maze.solve(m).path[0]
seen: str = maze.Searcher(m).line_of_sight((0, 0), (1, 1))
PY
if mypy "${flags[@]}" misuse.py >out.txt 2>&1; then fail "mypy accepts planted misuses of the API"; fi
for line in 3 4 5 6 7 8 9; do
  grep -q "^misuse.py:$line: error:" out.txt || { cat out.txt >&2; fail "mypy misses the misuse on line $line of misuse.py"; }
done
echo "python_types.sh: ok (mypy $(mypy --version | awk '{print $2}'): the package and a user's script clean, 7 planted misuses reported)"
