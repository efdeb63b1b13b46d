"""movingai.py - the Moving AI benchmark files: .map grids, .scen scenario
rows, and bench(), which runs every row as `maze bench` does (8 moves, octile
heuristic, each cost checked against the file's optimum) and returns rows a
researcher can put in pandas or numpy."""
from __future__ import annotations

import ctypes
import os
import statistics
import time

from . import _args, _lib
from ._errors import MazeError
from ._lib import lib

from typing import TYPE_CHECKING, Any, List, NamedTuple, Tuple, cast
if TYPE_CHECKING:  # names the annotations use; numpy stays optional at run time
    import numpy as np

    from . import Grid

__all__ = ["read_map", "read_scen", "bench", "Query", "BenchRow", "BenchResult"]

class Query(NamedTuple):
    """One .scen row: its 1-based line, bucket, map column (as
    written), the map's width and height, start and goal (x, y), the optimal
    8-connected length and the digits after its point."""
    line: int
    bucket: int
    map: str
    width: int
    height: int
    start: Tuple[int, int]
    goal: Tuple[int, int]
    optimal: float
    decimals: int


class BenchRow(NamedTuple):
    """One query as bench() ran it: cost (-1 when no path was
    found, as `maze bench --rows` prints), expanded cells, the microseconds the
    search took (the library call alone, as `maze bench` times it) and ok, whether
    the cost agrees with the file's optimum."""
    file: str
    line: int
    start: Tuple[int, int]
    goal: Tuple[int, int]
    found: bool
    cost: float
    optimal: float
    expanded: int
    microseconds: float
    ok: bool


def _source_bytes(source, what):
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and
                                           os.path.isfile(source)):
        with open(source, "rb") as f:
            return f.read(), os.fspath(source)
    return _args.data(source, what), None


def read_map(source: str | bytes | os.PathLike) -> Grid:
    """A Grid from a Moving AI .map: a path (str or os.PathLike) or the
    file's text (str or bytes). BadInput names the line on a malformed file."""
    from . import Grid
    data, _ = _source_bytes(source, "source")
    return Grid.from_movingai(data)


class _Scen:
    """A parsed .scen owned by the library (maze_scen)."""

    def __init__(self, data, name):
        p, err = ctypes.c_void_p(), _lib.ErrorInfo()
        st = lib.maze_scen_read(ctypes.byref(p), data, len(data), None, ctypes.byref(err))
        if st:
            raise MazeError(st, "%s:%d: %s" % (name, err.line, err.message.decode(errors="replace")))
        self.ptr = p.value

    def __len__(self):
        return lib.maze_scen_count(self.ptr)

    def at(self, i):
        return lib.maze_scen_at(self.ptr, i)

    def __del__(self):
        if getattr(self, "ptr", None):
            lib.maze_scen_destroy(self.ptr)
            self.ptr = None


def _query(q):
    return Query(q.line, q.bucket, q.map.decode(errors="surrogateescape"), q.map_width, q.map_height,
                 (q.sx, q.sy), (q.gx, q.gy), q.optimal, q.decimals)


def read_scen(source: str | bytes | os.PathLike) -> List[Query]:
    """The rows of a Moving AI .scen (a path or the file's text) as a list of
    Query, in file order."""
    data, path = _source_bytes(source, "source")
    sc = _Scen(data, path or "<scen>")
    return [_query(sc.at(i).contents) for i in range(len(sc))]


class BenchResult:
    """What bench() found: rows (BenchRow, file order), queries, the
    mismatches (rows whose cost disagrees with the file, or found no path)
    and mismatch_lines (the lines `maze bench` prints for them), and the
    summary `maze bench` prints: mean_us, median_us, mean_expanded."""

    def __init__(self, path: str, rows: List[BenchRow], lines: List[str]) -> None:
        self.path, self.rows, self.mismatch_lines = path, rows, lines
        self.queries = len(rows)
        self.mismatches = [r for r in rows if not r.ok]
        us = [r.microseconds for r in rows]
        self.mean_us = sum(us) / len(us) if us else 0.0
        self.median_us = statistics.median(us) if us else 0.0
        self.mean_expanded = sum(r.expanded for r in rows) / len(rows) if rows else 0.0

    @property
    def ok(self) -> bool:
        """True when every cost agrees with the file (maze bench's exit 0)."""
        return not self.mismatches

    def summary(self) -> str:
        """The summary line of `maze bench`."""
        return "%s: queries=%d mismatches=%d mean_us=%.3f median_us=%.3f mean_expanded=%.1f" % (
            self.path, self.queries, len(self.mismatches), self.mean_us, self.median_us, self.mean_expanded)

    def to_numpy(self) -> np.ndarray:
        """The rows as a numpy structured array (line, sx, sy, gx, gy, found,
        cost, optimal, expanded, microseconds, ok)."""
        from . import _arrays
        np = _arrays.numpy("BenchResult.to_numpy")
        dt = [("line", "i8"), ("sx", "i4"), ("sy", "i4"), ("gx", "i4"), ("gy", "i4"), ("found", "?"),
              ("cost", "f8"), ("optimal", "f8"), ("expanded", "u8"), ("microseconds", "f8"), ("ok", "?")]
        return np.array([(r.line, r.start[0], r.start[1], r.goal[0], r.goal[1], r.found, r.cost, r.optimal,
                          r.expanded, r.microseconds, r.ok) for r in self.rows], dtype=dt)

    def __repr__(self):
        return "<maze.movingai.BenchResult %s>" % self.summary()


def _map_path(scen_path, column, map_path):
    """--map, or the row's file name (directories dropped) next to the .scen."""
    if map_path is not None:
        return map_path
    base = column.replace("\\", "/").rsplit("/", 1)[-1]
    return os.path.join(os.path.dirname(scen_path), base)


def bench(scen_path: str | os.PathLike, algorithm: str = "astar", map: str | os.PathLike | None = None,
          heuristic: str | None = "octile", weight: float | None = None) -> BenchResult:
    """Runs every query of a .scen file on its map as `maze bench` does:
    8-connected (diagonals sqrt 2, no corner cutting), heuristic octile,
    rows grouped by map (each map read once, found by file name next to the
    scenario file unless `map` names it) and one reusable Searcher per map.
    Each cost is checked against the file's optimum (a bounded solver such
    as weighted-astar within W x optimal; an any-angle one such as theta at
    most the optimum, its straight segments shorter than the grid's path).
    Returns a BenchResult."""
    from . import Searcher, solvers
    path = os.fspath(scen_path) if isinstance(scen_path, os.PathLike) else scen_path
    _args.text(path, "scen_path")
    if map is not None:
        map = os.fspath(map) if isinstance(map, os.PathLike) else map
        _args.text(map, "map")
    name = _args.text(algorithm, "algorithm")
    if algorithm not in solvers():
        raise MazeError(-7, "bench: solver %s" % algorithm)
    with open(path, "rb") as f:
        sc = _Scen(f.read(), path)
    solver = lib.maze_solver_find(name).contents
    bounded, any_angle = solver.flags & 16, solver.flags & 256  # MAZE_SOLVER_BOUNDED, MAZE_SOLVER_ANY_ANGLE
    bound = (weight if weight is not None else 2.0) if bounded else 1.0
    n = len(sc)
    order = sorted(range(n), key=lambda i: (_map_path(path, sc.at(i).contents.map.decode(errors="surrogateescape"),
                                                      map), i))
    rows: List[Any] = [None] * n
    current, searcher = None, cast(Any, None)
    for i in order:
        q = sc.at(i)
        mp = _map_path(path, q.contents.map.decode(errors="surrogateescape"), map)
        if mp != current:
            if searcher is not None:
                searcher.close()
            grid = read_map(mp)
            searcher, current = Searcher(grid, algorithm, moves=8, heuristic=heuristic, weight=weight), mp
        err = _lib.ErrorInfo()
        st = lib.maze_scen_query_check(q, grid._ptr, ctypes.byref(err))
        if st:
            raise MazeError(st, "%s:%d: %s" % (path, err.line, err.message.decode(errors="replace")))
        qq = q.contents
        found, cost, expanded, us = searcher._timed(qq.sx, qq.sy, qq.gx, qq.gy)
        ok = bool(found) and (bool(lib.maze_scen_cost_ok(q, cost, bound)) or bool(any_angle and cost <= qq.optimal))
        rows[i] = BenchRow(path, qq.line, (qq.sx, qq.sy), (qq.gx, qq.gy), bool(found), cost if found else -1.0,
                           qq.optimal, expanded, us, ok)
    if searcher is not None:
        searcher.close()
    lines = ["maze: %s:%d: mismatch: %s %.6f, optimal %.*f" % (
        path, r.line, "cost" if r.found else "no path, expected", r.cost if r.found else 0.0,
        sc.at(i).contents.decimals, r.optimal) for i, r in enumerate(rows) if not r.ok]
    return BenchResult(path, rows, lines)


_clock = time.perf_counter_ns
