"""maze - drive libmaze from Python with nothing but the standard library.

The module calls libmaze.so through ctypes (set $MAZE_LIBRARY to pick a
particular build). Mazes and grids are the library's own objects; results are
plain Python values.

    import maze
    m = maze.generate(20, 10, algorithm="wilson", seed=7)
    r = maze.solve(m)                        # top-left to bottom-right
    print(r.moves, r.path[:3])
    print(maze.stats(m)["dead_end_percent"])
    print(maze.render(m, path=r.path))
"""
import ctypes
from collections import namedtuple

from . import _lib
from ._lib import lib

__all__ = ["MazeError", "Maze", "Grid", "Result", "generate", "solve", "stats", "render",
           "generators", "solvers", "version", "N", "E", "S", "W"]

N, E, S, W = 1, 2, 4, 8  # bits of a cell's opening mask (MAZE_N ...)
_DIRS = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}


class MazeError(Exception):
    """A libmaze call failed; .status is the library's (negative) code."""

    def __init__(self, status, what):
        self.status = status
        super().__init__("%s: %s" % (what, lib.maze_strerror(status).decode()))


def _check(status, what):
    if status != 0:
        raise MazeError(status, what)


def _function(name):
    """A library function that an older libmaze may lack (MazeError then)."""
    fn = getattr(lib, name, None)
    if fn is None:
        raise MazeError(-8, "this libmaze has no %s" % name)
    return fn


def version():
    """The library's version string, as maze_version()."""
    return lib.maze_version().decode()


def generators():
    """Names of every generator, in the library's table order."""
    return [lib.maze_generator_at(i).contents.name.decode() for i in range(lib.maze_generator_count())]


def solvers():
    """Names of every solver, in the library's table order."""
    return [lib.maze_solver_at(i).contents.name.decode() for i in range(lib.maze_solver_count())]


class _Handle:
    """Owns one library object and frees it exactly once."""
    _destroy = None

    def __init__(self, ptr):
        self._ptr = ptr

    def close(self):
        if self._ptr:
            type(self)._destroy(self._ptr)
            self._ptr = None

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Maze(_Handle):
    """A wall maze: width x height cells with passages between neighbours."""
    _destroy = staticmethod(lambda p: lib.maze_destroy(p))

    @classmethod
    def empty(cls, width, height):
        """A maze with every wall closed."""
        p = ctypes.c_void_p()
        _check(lib.maze_create(ctypes.byref(p), width, height, None), "maze_create")
        return cls(p)

    @classmethod
    def from_masks(cls, rows):
        """From rows of 4-bit masks (N|E|S|W bits, as masks() returns);
        neighbours must agree about the wall between them."""
        height, width = len(rows), len(rows[0]) if rows else 0
        flat = (ctypes.c_uint8 * (width * height))(*[v for row in rows for v in row])
        p = ctypes.c_void_p()
        _check(lib.maze_from_masks(ctypes.byref(p), width, height, flat, 0, None), "maze_from_masks")
        return cls(p)

    width = property(lambda self: lib.maze_width(self._ptr))
    height = property(lambda self: lib.maze_height(self._ptr))
    passages = property(lambda self: lib.maze_passage_count(self._ptr))

    def cell(self, x, y):
        """The cell's opening mask (N|E|S|W bits); 0 outside the maze."""
        return lib.maze_get(self._ptr, x, y)

    def masks(self):
        """Every cell's mask, as a list of rows."""
        return [[self.cell(x, y) for x in range(self.width)] for y in range(self.height)]

    def open(self, x, y, direction, is_open=True):
        """Opens (or closes) the wall on one side of a cell."""
        _check(lib.maze_set_passage(self._ptr, x, y, direction, int(is_open)), "maze_set_passage")

    def dead_ends(self):
        """Cells with exactly one opening, as (x, y) in row order."""
        return [(x, y) for y in range(self.height) for x in range(self.width) if self.cell(x, y) in _DIRS]

    def braid(self, fraction, seed=0):
        """Removes `fraction` (0..1) of the dead ends, making loops."""
        rng = _lib.Rng()
        lib.maze_rng_seed(ctypes.byref(rng), seed)
        _check(lib.maze_braid(self._ptr, fraction, ctypes.byref(rng)), "maze_braid")


class Grid(_Handle):
    """A block map: width x height cells, each open or blocked."""
    _destroy = staticmethod(lambda p: lib.maze_map_destroy(p))

    @classmethod
    def from_rows(cls, rows):
        """From strings, one a row: '#', '@', '*', 'T', 'O', 'W' block; '.', ' ', 'S', 'G' are open."""
        p = ctypes.c_void_p()
        width = max(len(r) for r in rows) if rows else 0
        _check(lib.maze_map_create(ctypes.byref(p), width, len(rows), None), "maze_map_create")
        grid = cls(p)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row.ljust(width)):
                _check(lib.maze_map_set(p, x, y, ch.encode()), "cell %r at %d,%d" % (ch, x, y))
        return grid

    @classmethod
    def from_movingai(cls, text):
        """From the text of a Moving AI .map file."""
        data = text.encode() if isinstance(text, str) else text
        p, err = ctypes.c_void_p(), _lib.ErrorInfo()
        st = lib.maze_map_read_movingai(ctypes.byref(p), data, len(data), None, None, ctypes.byref(err))
        if st != 0:
            raise MazeError(st, "line %d: %s" % (err.line, err.message.decode()))
        return cls(p)

    width = property(lambda self: lib.maze_map_width(self._ptr))
    height = property(lambda self: lib.maze_map_height(self._ptr))

    def is_open(self, x, y):
        return bool(lib.maze_map_open(self._ptr, x, y))


Result = namedtuple("Result", "found path moves cost expanded")
Result.__doc__ = """A search's answer: path is [(x, y), ...] from start to goal
(empty when not found), moves its number of steps, cost its cost (moves, with
sqrt 2 diagonals), expanded the cells the solver took off its frontier."""


def generate(width, height, algorithm="dfs", seed=0, bias=None, braid=None):
    """A new Maze from generator `algorithm` (see generators()) with `seed`;
    `bias` for growing-tree and binary-tree; `braid` (0..1) adds loops."""
    p, opts = ctypes.c_void_p(), _lib.GenOpts(bias.encode() if bias else None, None, None)
    _check(lib.maze_generate(ctypes.byref(p), algorithm.encode(), width, height, seed,
                             ctypes.byref(opts), None), "generate %s" % algorithm)
    m = Maze(p)
    if braid:
        m.braid(braid, seed)
    return m


def solve(target, start=None, goal=None, algorithm="astar", moves=4, weight=None):
    """Searches a Maze or a Grid from start to goal ((x, y); default the
    top-left and bottom-right cells). `moves` 4 or 8 applies to grids.
    Raises MazeError for bad points or a solver that does not fit."""
    start = start or (0, 0)
    goal = goal or (target.width - 1, target.height - 1)
    solver = lib.maze_solver_find(algorithm.encode())
    if not solver:
        raise MazeError(-7, "solver %s" % algorithm)
    g, s = ctypes.c_void_p(), ctypes.c_void_p()
    if isinstance(target, Maze):
        _check(lib.maze_graph_from_maze(ctypes.byref(g), target._ptr, None), "graph")
    else:
        _check(lib.maze_graph_from_map(ctypes.byref(g), target._ptr, moves, None), "graph")
    try:
        _check(lib.maze_search_create(ctypes.byref(s), g, None), "search")
        opts, r = _lib.SolveOpts(), _lib.Result()
        lib.maze_solve_opts_init(ctypes.byref(opts))
        if weight is not None:
            opts.weight = weight
        _check(lib.maze_solve(s, solver, start[0], start[1], goal[0], goal[1], ctypes.byref(opts),
                              ctypes.byref(r)), "solve %s" % algorithm)
        w = target.width  # the path lives in the search context: copy it out now
        path = [(r.path[i] % w, r.path[i] // w) for i in range(r.length)] if r.found else []
        return Result(bool(r.found), path, max(len(path) - 1, 0), r.cost, r.expanded)
    finally:
        lib.maze_search_destroy(s)
        lib.maze_graph_destroy(g)


def stats(m, start=None, goal=None):
    """maze_stats_compute as a dict (see struct maze_stats in maze.h): cells,
    passages, perfect, loops, dead_ends, dead_end_percent, diameter, ...; the
    solution fields when start and goal are given (they default to none)."""
    out = _lib.Stats()
    sx, sy = start if start else (-1, -1)
    gx, gy = goal if goal else (-1, -1)
    _check(lib.maze_stats_compute(m._ptr, sx, sy, gx, gy, ctypes.byref(out)), "stats")
    d = {name: getattr(out, name) for name, _ in out._fields_}
    d["branch_hist"] = list(out.branch_hist)
    d["perfect"] = bool(out.perfect)
    return d


_PICTURES = ("png", "svg")


def render(target, format="text", path=None, start=None, goal=None, cell=None):
    """Draws a Maze or a Grid: a text format ("text", "unicode", "mask",
    "blocks", "perl", "map"; see docs/formats.md) or a picture ("svg",
    "png"). path is [(x, y), ...] (e.g. solve(...).path), drawn with start
    and goal marks (default its two ends); cell is the picture's cell size in
    pixels. Returns str, or bytes for png."""
    w = target.width
    ov = _lib.Overlay()
    if path:
        cells = (ctypes.c_uint32 * len(path))(*[y * w + x for x, y in path])
        ov.path, ov.path_length = ctypes.cast(cells, ctypes.POINTER(ctypes.c_uint32)), len(path)
        start, goal = start or path[0], goal or path[-1]
    if start:
        ov.has_start, ov.sx, ov.sy = 1, start[0], start[1]
    if goal:
        ov.has_goal, ov.gx, ov.gy = 1, goal[0], goal[1]
    chunks = []

    def sink(_ctx, data, n):
        chunks.append(ctypes.string_at(data, n))
        return 0
    write = _lib.WRITE_FN(sink)
    is_maze = isinstance(target, Maze)
    if format in _PICTURES:
        opts = _lib.DrawOpts()
        lib.maze_draw_opts_init(ctypes.byref(opts))
        if cell:
            opts.cell = cell
        draw = lib.maze_draw if is_maze else lib.maze_map_draw
        st = draw(target._ptr, format.encode(), ctypes.byref(opts), ctypes.byref(ov), write, None)
    else:
        writer = _function("maze_write" if is_maze else "maze_map_write")
        st = writer(target._ptr, format.encode(), ctypes.byref(ov), write, None)
    _check(st, "render %s" % format)
    data = b"".join(chunks)
    return data if format == "png" else data.decode("utf-8")
