"""maze - drive libmaze from Python with nothing but the standard library.

The module calls libmaze.so through ctypes (set $MAZE_LIBRARY to pick a
particular build). Mazes and grids are the library's own objects; results are
plain Python values.

    import maze
    m = maze.generate(20, 10, algorithm="wilson", seed=7)
    r = maze.solve(m)                        # first to last cell
    print(r.moves, r.path[:3])
    print(maze.stats(m)["dead_end_percent"])
    print(maze.render(m, path=r.path))
"""
import ctypes
import numbers
import operator
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
        self.status = _int(status, "status")
        if not isinstance(what, str):
            raise TypeError("what: expected a str, got %s" % type(what).__name__)
        super().__init__("%s: %s" % (what, lib.maze_strerror(self.status).decode()))


def _check(status, what):
    if status != 0:
        raise MazeError(status, what)


def _function(name):
    """A library function that an older libmaze may lack (MazeError then)."""
    fn = getattr(lib, name, None)
    if fn is None:
        raise MazeError(-8, "this libmaze has no %s" % name)
    return fn


# ---- arguments: checked here, so nothing reaches C that its types would
# wrap or misread (ctypes truncates integers silently) ----

_INT32 = (-2 ** 31, 2 ** 31 - 1)
_UINT32 = (0, 2 ** 32 - 1)
_UINT64 = (0, 2 ** 64 - 1)


def _int(value, what, lo=_INT32[0], hi=_INT32[1]):
    """An integer argument for a C parameter holding lo..hi: TypeError for
    anything but an integer (a bool is not one), ValueError outside lo..hi."""
    if isinstance(value, bool):
        raise TypeError("%s: expected an integer, got a bool" % what)
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError("%s: expected an integer, got %s" % (what, type(value).__name__)) from None
    if not lo <= v <= hi:
        raise ValueError("%s: %d is outside %d..%d" % (what, v, lo, hi))
    return v


def _real(value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError("%s: expected a number, got %s" % (what, type(value).__name__))
    return float(value)


def _fraction(value, what):
    v = _real(value, what)
    if not 0.0 <= v <= 1.0:  # NaN too
        raise ValueError("%s: expected a number from 0 to 1, got %r" % (what, value))
    return v


def _str(value, what):
    """A str argument as the bytes C reads (which would stop at a NUL)."""
    if not isinstance(value, str):
        raise TypeError("%s: expected a str, got %s" % (what, type(value).__name__))
    if "\0" in value:
        raise ValueError("%s: %r contains a NUL character" % (what, value))
    return value.encode()


def _sequence(value, what, of="items"):
    if not isinstance(value, (list, tuple)):
        raise TypeError("%s: expected a list or tuple of %s, got %s" % (what, of, type(value).__name__))
    return value


def _point(value, what):
    """(x, y) as two int32."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise TypeError("%s: expected a point (x, y), got %r" % (what, value))
    return _int(value[0], what + " x"), _int(value[1], what + " y")


def _handle(obj, cls, what):
    """The library pointer of a live Maze or Grid (cls: one class or a tuple)."""
    if not isinstance(obj, cls):
        names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
        raise TypeError("%s: expected a %s, got %s" % (what, names, type(obj).__name__))
    if not obj._ptr:
        raise ValueError("%s: the %s is closed" % (what, type(obj).__name__))
    return obj._ptr


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
    """Owns one library object and frees it exactly once. Made only by the
    module's functions (_wrap): a constructor taking a pointer would let a
    caller hand the library any address."""
    _destroy = None
    _ptr = None
    _made_by = "the module's functions"

    def __init__(self, *args, **kwargs):
        raise TypeError("%s objects come from %s" % (type(self).__name__, self._made_by))

    @classmethod
    def _wrap(cls, ptr):
        obj = object.__new__(cls)
        obj._ptr = ptr
        return obj

    def close(self):
        """Frees the library object; closing twice is harmless."""
        if not isinstance(self, _Handle):
            raise TypeError("close: expected a Maze or Grid, got %s" % type(self).__name__)
        if self._ptr:
            type(self)._destroy(self._ptr)
            self._ptr = None

    def __del__(self):
        self.close()

    def __enter__(self):
        _handle(self, _Handle, "with")
        return self

    def __exit__(self, *exc):
        _Handle.close(self)


class Maze(_Handle):
    """A wall maze: width x height cells with passages between neighbours."""
    _destroy = staticmethod(lambda p: lib.maze_destroy(p))
    _made_by = "maze.generate(), Maze.empty() and Maze.from_masks()"

    @classmethod
    def empty(cls, width, height):
        """A maze with every wall closed."""
        w, h = _int(width, "width"), _int(height, "height")
        p = ctypes.c_void_p()
        _check(lib.maze_create(ctypes.byref(p), w, h, None), "maze_create")
        return cls._wrap(p)

    @classmethod
    def from_masks(cls, rows):
        """From rows of 4-bit masks (N|E|S|W bits, as masks() returns);
        neighbours must agree about the wall between them."""
        _sequence(rows, "rows", "rows")
        for row in rows:
            _sequence(row, "rows", "rows of masks")
        height, width = len(rows), len(rows[0]) if rows else 0
        if any(len(row) != width for row in rows):
            raise ValueError("rows: every row must have the same length")
        flat = [_int(v, "mask", 0, 255) for row in rows for v in row]
        _int(width, "width"), _int(height, "height")
        cells = (ctypes.c_uint8 * len(flat))(*flat)
        p = ctypes.c_void_p()
        _check(lib.maze_from_masks(ctypes.byref(p), width, height, cells, 0, None), "maze_from_masks")
        return cls._wrap(p)

    width = property(lambda self: lib.maze_width(_handle(self, Maze, "width")), doc="Width in cells.")
    height = property(lambda self: lib.maze_height(_handle(self, Maze, "height")), doc="Height in cells.")
    passages = property(lambda self: lib.maze_passage_count(_handle(self, Maze, "passages")),
                        doc="Number of open passages.")

    def cell(self, x, y):
        """The cell's opening mask (N|E|S|W bits); 0 outside the maze."""
        p = _handle(self, Maze, "cell")
        return lib.maze_get(p, _int(x, "x"), _int(y, "y"))

    def masks(self):
        """Every cell's mask, as a list of rows."""
        p = _handle(self, Maze, "masks")
        return [[lib.maze_get(p, x, y) for x in range(lib.maze_width(p))] for y in range(lib.maze_height(p))]

    def open(self, x, y, direction, is_open=True):
        """Opens (or closes, is_open False) the wall on one side of a cell."""
        p = _handle(self, Maze, "open")
        x, y, d = _int(x, "x"), _int(y, "y"), _int(direction, "direction", *_UINT32)
        if not isinstance(is_open, int):  # bool is an int
            raise TypeError("is_open: expected a bool, got %s" % type(is_open).__name__)
        _check(lib.maze_set_passage(p, x, y, d, int(bool(is_open))), "maze_set_passage")

    def dead_ends(self):
        """Cells with exactly one opening, as (x, y) in row order."""
        _handle(self, Maze, "dead_ends")
        return [(x, y) for y, row in enumerate(self.masks()) for x, k in enumerate(row) if k in _DIRS]

    def braid(self, fraction, seed=1):
        """Removes `fraction` (0..1) of the dead ends, making loops, drawing
        from a random stream seeded by `seed`."""
        p = _handle(self, Maze, "braid")
        frac, seed = _fraction(fraction, "fraction"), _int(seed, "seed", *_UINT64)
        rng = _lib.Rng()
        lib.maze_rng_seed(ctypes.byref(rng), seed)
        _check(lib.maze_braid(p, frac, ctypes.byref(rng)), "maze_braid")


class Grid(_Handle):
    """A block map: width x height cells, each open or blocked."""
    _destroy = staticmethod(lambda p: lib.maze_map_destroy(p))
    _made_by = "Grid.from_rows() and Grid.from_movingai()"

    @classmethod
    def from_rows(cls, rows):
        """From strings, one a row: '#', '@', '*', 'T', 'O', 'W' block; '.', ' ', 'S', 'G' are open."""
        _sequence(rows, "rows", "str rows")
        for row in rows:
            if not isinstance(row, str):
                raise TypeError("rows: expected str rows, got %s" % type(row).__name__)
            if not row.isascii() or "\0" in row:
                raise ValueError("rows: %r has a character that is not a one-byte cell" % row)
        width = max(len(r) for r in rows) if rows else 0
        _int(width, "width"), _int(len(rows), "height")
        p = ctypes.c_void_p()
        _check(lib.maze_map_create(ctypes.byref(p), width, len(rows), None), "maze_map_create")
        grid = cls._wrap(p)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row.ljust(width)):
                _check(lib.maze_map_set(p, x, y, ch.encode()), "cell %r at %d,%d" % (ch, x, y))
        return grid

    @classmethod
    def from_movingai(cls, text):
        """From the text (str or bytes) of a Moving AI .map file."""
        if not isinstance(text, (str, bytes)):
            raise TypeError("text: expected a str or bytes, got %s" % type(text).__name__)
        data = text.encode() if isinstance(text, str) else text
        p, err = ctypes.c_void_p(), _lib.ErrorInfo()
        st = lib.maze_map_read_movingai(ctypes.byref(p), data, len(data), None, None, ctypes.byref(err))
        if st != 0:
            raise MazeError(st, "line %d: %s" % (err.line, err.message.decode(errors="replace")))
        return cls._wrap(p)

    width = property(lambda self: lib.maze_map_width(_handle(self, Grid, "width")), doc="Width in cells.")
    height = property(lambda self: lib.maze_map_height(_handle(self, Grid, "height")), doc="Height in cells.")

    def is_open(self, x, y):
        """Whether (x, y) is inside the grid and open."""
        p = _handle(self, Grid, "is_open")
        return bool(lib.maze_map_open(p, _int(x, "x"), _int(y, "y")))


Result = namedtuple("Result", "found path moves cost expanded")
Result.__doc__ = """A search's answer: path is [(x, y), ...] from start to goal
(empty when not found), moves its number of steps, cost its cost (moves, with
sqrt 2 diagonals), expanded the cells the solver took off its frontier."""


def _no_bias(gen):
    """Whether generator `gen` ignores a bias: one that reads a bias refuses
    one it cannot parse (the command's check, so both refuse the same)."""
    m = Maze.empty(2, 2)
    rng, opts = _lib.Rng(), _lib.GenOpts(b"?", None, None)
    lib.maze_rng_seed(ctypes.byref(rng), 1)
    try:
        return lib.maze_generate_into(m._ptr, gen, ctypes.byref(rng), ctypes.byref(opts)) == 0
    finally:
        m.close()


def generate(width=20, height=20, algorithm="dfs", seed=1, bias=None, braid=None):
    """A new Maze from generator `algorithm` (see generators()) seeded by
    `seed`; `bias` for growing-tree and binary-tree; `braid` (0..1) removes
    that fraction of the dead ends, drawing on from the generator's random
    stream. The defaults, and the bytes for the same arguments, are those of
    `maze generate` (-W 20 -H 20 -a dfs -s 1)."""
    w, h = _int(width, "width"), _int(height, "height")
    name, seed = _str(algorithm, "algorithm"), _int(seed, "seed", *_UINT64)
    bias_b = None if bias is None else _str(bias, "bias")
    frac = None if braid is None else _fraction(braid, "braid")
    gen = lib.maze_generator_find(name)
    if not gen:
        raise MazeError(-7, "generate %s" % algorithm)
    if bias_b is not None and _no_bias(gen):
        raise ValueError("bias: %s takes no bias (see generators())" % algorithm)
    m = Maze.empty(w, h)
    rng, opts = _lib.Rng(), _lib.GenOpts(bias_b, None, None)
    lib.maze_rng_seed(ctypes.byref(rng), seed)
    try:  # as the command: one stream for the generator, then the braid
        _check(lib.maze_generate_into(m._ptr, gen, ctypes.byref(rng), ctypes.byref(opts)),
               "generate %s" % algorithm)
        if frac is not None:
            _check(lib.maze_braid(m._ptr, frac, ctypes.byref(rng)), "maze_braid")
    except BaseException:
        m.close()
        raise
    return m


def _default_ends(target, p, w, h):
    """The first and last enabled (open) cells in reading order, as the
    command picks them; the corners when there is none."""
    usable = (lambda x, y: lib.maze_cell_enabled(p, x, y)) if isinstance(target, Maze) else \
        (lambda x, y: lib.maze_map_open(p, x, y))
    cells = ((x, y) for y in range(h) for x in range(w))
    first = next((c for c in cells if usable(*c)), (0, 0))
    back = ((x, y) for y in range(h - 1, -1, -1) for x in range(w - 1, -1, -1))
    last = next((c for c in back if usable(*c)), (w - 1, h - 1))
    return first, last


def solve(target, start=None, goal=None, algorithm="astar", moves=4, weight=None):
    """Searches a Maze or a Grid from start to goal ((x, y); default the
    first and last enabled or open cells in reading order, as the command).
    `moves` 4 or 8 applies to grids. Raises MazeError for bad points or a
    solver that does not fit."""
    p = _handle(target, (Maze, Grid), "target")
    start = None if start is None else _point(start, "start")
    goal = None if goal is None else _point(goal, "goal")
    name, moves = _str(algorithm, "algorithm"), _int(moves, "moves")
    weight = None if weight is None else _real(weight, "weight")
    is_maze = isinstance(target, Maze)
    w = lib.maze_width(p) if is_maze else lib.maze_map_width(p)
    h = lib.maze_height(p) if is_maze else lib.maze_map_height(p)
    if start is None or goal is None:
        first, last = _default_ends(target, p, w, h)
        start, goal = start or first, goal or last
    solver = lib.maze_solver_find(name)
    if not solver:
        raise MazeError(-7, "solver %s" % algorithm)
    g, s = ctypes.c_void_p(), ctypes.c_void_p()
    if is_maze:
        _check(lib.maze_graph_from_maze(ctypes.byref(g), p, None), "graph")
    else:
        _check(lib.maze_graph_from_map(ctypes.byref(g), p, moves, None), "graph")
    try:
        _check(lib.maze_search_create(ctypes.byref(s), g, None), "search")
        opts, r = _lib.SolveOpts(), _lib.Result()
        lib.maze_solve_opts_init(ctypes.byref(opts))
        if weight is not None:
            opts.weight = weight
        _check(lib.maze_solve(s, solver, start[0], start[1], goal[0], goal[1], ctypes.byref(opts),
                              ctypes.byref(r)), "solve %s" % algorithm)
        # the path lives in the search context: copy it out now
        path = [(r.path[i] % w, r.path[i] // w) for i in range(r.length)] if r.found else []
        return Result(bool(r.found), path, max(len(path) - 1, 0), r.cost, r.expanded)
    finally:
        lib.maze_search_destroy(s)
        lib.maze_graph_destroy(g)


def stats(m, start=None, goal=None):
    """maze_stats_compute as a dict (see struct maze_stats in maze.h): cells,
    passages, perfect, loops, dead_ends, dead_end_percent, diameter, ...; the
    solution fields when start and goal are given (they default to none)."""
    p = _handle(m, Maze, "m")
    sx, sy = (-1, -1) if start is None else _point(start, "start")
    gx, gy = (-1, -1) if goal is None else _point(goal, "goal")
    out = _lib.Stats()
    _check(lib.maze_stats_compute(p, sx, sy, gx, gy, ctypes.byref(out)), "stats")
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
    p = _handle(target, (Maze, Grid), "target")
    fmt = _str(format, "format")
    is_maze = isinstance(target, Maze)
    w = lib.maze_width(p) if is_maze else lib.maze_map_width(p)
    h = lib.maze_height(p) if is_maze else lib.maze_map_height(p)
    points = []
    if path is not None:
        for pt in _sequence(path, "path", "points"):
            x, y = _point(pt, "path")
            if not (0 <= x < w and 0 <= y < h):
                raise ValueError("path: (%d, %d) is outside the %d x %d %s" % (x, y, w, h, type(target).__name__))
            points.append((x, y))
    start = None if start is None else _point(start, "start")
    goal = None if goal is None else _point(goal, "goal")
    cell = None if cell is None else _int(cell, "cell")
    ov = _lib.Overlay()
    if points:
        cells = (ctypes.c_uint32 * len(points))(*[y * w + x for x, y in points])
        ov.path, ov.path_length = ctypes.cast(cells, ctypes.POINTER(ctypes.c_uint32)), len(points)
        start, goal = start or points[0], goal or points[-1]
    if start:
        ov.has_start, ov.sx, ov.sy = 1, start[0], start[1]
    if goal:
        ov.has_goal, ov.gx, ov.gy = 1, goal[0], goal[1]
    chunks = []

    def sink(_ctx, data, n):
        chunks.append(ctypes.string_at(data, n))
        return 0
    write = _lib.WRITE_FN(sink)
    if format in _PICTURES:
        opts = _lib.DrawOpts()
        lib.maze_draw_opts_init(ctypes.byref(opts))
        if cell is not None:
            opts.cell = cell
        draw = lib.maze_draw if is_maze else lib.maze_map_draw
        st = draw(p, fmt, ctypes.byref(opts), ctypes.byref(ov), write, None)
    else:
        writer = _function("maze_write" if is_maze else "maze_map_write")
        st = writer(p, fmt, ctypes.byref(ov), write, None)
    _check(st, "render %s" % format)
    data = b"".join(chunks)
    return data if format == "png" else data.decode("utf-8")
