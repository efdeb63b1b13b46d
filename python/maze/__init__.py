"""maze - generate, solve, analyse and draw mazes and grid maps with libmaze.

The package calls the libmaze.so built into it by `pip install ./python`
through ctypes ($MAZE_LIBRARY selects another build). Mazes and grids are the
library's own objects; results are plain Python values, and numpy arrays
where numpy is installed (it is needed only by the array functions).

    import maze
    m = maze.generate(20, 10, algorithm="wilson", seed=7)
    r = maze.solve(m)                        # first to last cell
    print(r.moves, r.path[:3])
    print(maze.stats(m)["dead_end_percent"])
    print(maze.render(m, path=r.path))

The same arguments give the same bytes as the `maze` command.
"""
from __future__ import annotations

import ctypes
import math
import threading
import time

from . import _args, _arrays, _lib
from ._errors import (MazeError, OutOfMemory, InvalidArgument, OutOfRange, TooLarge, BadInput, IOFailure,
                      NotFound, Unsupported, Cancelled, LibraryNotFound)
from ._lib import lib

from typing import (TYPE_CHECKING, Any, BinaryIO, Callable, Dict, Iterator, List, NamedTuple, Sequence, Tuple, Union,
                    cast, overload)
if TYPE_CHECKING:  # names the annotations use; numpy stays optional at run time
    import array
    import os

    import numpy as np

Point = Tuple[int, int]
"""An (x, y) cell, 0-based, (0, 0) top-left. On a maze of another topology
than rect a cell is its number (an int, 0 .. Maze.cell_total - 1)."""
Place = Union[Point, int]
"""Where a cell is: a Point on a rect maze or a grid, its number on a maze of another topology."""
StepFn = Callable[["Event"], object]
"""A step callback: given each Event; a true return stops the call (Cancelled)."""

__all__ = ["MazeError", "OutOfMemory", "InvalidArgument", "OutOfRange", "TooLarge", "BadInput", "IOFailure",
           "NotFound", "Unsupported", "Cancelled", "LibraryNotFound",
           "Maze", "Grid", "Result", "Path", "Event", "Searcher", "Picture",
           "generate", "generate_many", "solve", "stats", "stats_json", "render", "read", "write", "distances",
           "distances_many", "flow_field", "diagonals", "events",
           "animate", "bench", "generators", "solvers", "heuristics", "formats", "topologies", "version", "N", "E", "S", "W"]

__version__ = lib.maze_version().decode()

N, E, S, W = 1, 2, 4, 8  # bits of a cell's opening mask (MAZE_N ...)
_DIRS = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}
_ENOTFOUND = -7
_DIAGONALS = {"never": 0, "no-corner": 1, "one-open": 2, "always": 3}  # MAZE_DIAG_*
_WAYS = {"from": 0, "to": 1}  # MAZE_DIST_FROM, MAZE_DIST_TO
_FLOW_NONE = 2 ** 32 - 1  # MAZE_FLOW_NONE
_clock = time.perf_counter_ns

_integer, _real, _str, _point = _args.integer, _args.real, _args.text, _args.point


def _check(status, what):
    if status != 0:
        raise MazeError(status, what)


def _handle(obj, cls, what):
    """The library pointer of a live Maze or Grid (cls: one class or a tuple)."""
    if not isinstance(obj, cls):
        names = " or ".join(c.__name__ for c in (cls if isinstance(cls, tuple) else (cls,)))
        raise TypeError("%s: expected a %s, got %s" % (what, names, type(obj).__name__))
    if not obj._ptr:
        raise ValueError("%s: the %s is closed" % (what, type(obj).__name__))
    return obj._ptr


def version() -> str:
    """The library's version string, as maze_version(); the same as
    maze.__version__ and the installed distribution's version."""
    return lib.maze_version().decode()


def generators() -> List[str]:
    """Names of every generator, in the library's table order."""
    return [lib.maze_generator_at(i).contents.name.decode() for i in range(lib.maze_generator_count())]


def solvers() -> List[str]:
    """Names of every solver, in the library's table order."""
    return [lib.maze_solver_at(i).contents.name.decode() for i in range(lib.maze_solver_count())]


def heuristics() -> List[str]:
    """Names of the heuristics solve() and Searcher take ("default" first)."""
    out, h = [], 0
    while lib.maze_heuristic_name(h):
        out.append(lib.maze_heuristic_name(h).decode())
        h += 1
    return out


def topologies() -> List[str]:
    """Names of every topology (cell shape), in table order ("rect" first)."""
    return [lib.maze_topology_at(i).contents.name.decode() for i in range(lib.maze_topology_count())]


def formats() -> List[str]:
    """Names of every file format (render, write, read), in table order."""
    return [lib.maze_format_at(i).contents.name.decode() for i in range(lib.maze_format_count())]


# ---- pictures in notebooks ----

class Picture:
    """An SVG or PNG picture that notebooks show (_repr_svg_ / _repr_png_);
    .data is its str (svg) or bytes (png)."""

    def __init__(self, data: str | bytes) -> None:
        if not isinstance(data, (str, bytes)):
            raise TypeError("data: expected a str (svg) or bytes (png), got %s" % type(data).__name__)
        self.data = data

    def _repr_svg_(self) -> str | None:
        data = self.data
        return data if isinstance(data, str) else None

    def _repr_png_(self) -> bytes | None:
        data = self.data
        return data if isinstance(data, bytes) else None


class _Pictured:
    """_repr_svg_ and _repr_png_ from render() of the object (and its path)."""

    def _picture_args(self):
        return self, None

    def _repr_svg_(self) -> str | None:
        target, path = self._picture_args()
        return cast(str, render(target, "svg", path=path)) if target._ptr else None

    def _repr_png_(self) -> bytes | None:
        target, path = self._picture_args()
        return cast(bytes, render(target, "png", path=path)) if target._ptr else None


# ---- the library's objects ----

class _Handle(_Pictured):
    """Owns one library object and frees it exactly once. Made only by the
    module's functions (_wrap): a constructor taking a pointer would let a
    caller hand the library any address."""
    _destroy: Any = None
    _ptr: Any = None
    marks = (None, None)
    _made_by = "the module's functions"

    def __init__(self, *args, **kwargs):
        raise TypeError("%s objects come from %s" % (type(self).__name__, self._made_by))

    @classmethod
    def _wrap(cls, ptr):
        obj = object.__new__(cls)
        obj._ptr = ptr.value if isinstance(ptr, ctypes.c_void_p) else ptr
        return obj

    def close(self) -> None:
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

    def __repr__(self):
        if not self._ptr:
            return "<maze.%s (closed)>" % type(self).__name__
        if isinstance(self, Maze) and _is_cells(self._ptr):
            return "<maze.Maze %s %s>" % (self.topology, " ".join("%s=%d" % kv for kv in self.shape.items()))
        return "<maze.%s %d x %d>" % (type(self).__name__, self.width, self.height)

    __hash__ = None  # type: ignore[assignment]  # mutable: equal objects may stop being equal


def _size(obj, what):
    p = _handle(obj, (Maze, Grid), what)
    if isinstance(obj, Maze):
        return p, lib.maze_width(p), lib.maze_height(p)
    return p, lib.maze_map_width(p), lib.maze_map_height(p)


def _is_cells(p):
    """Whether maze p is of another topology than rect (its points are cell numbers)."""
    return lib.maze_topology_of(p).contents.name != b"rect"


def _cell(value, total, what):
    """A cell number of a maze of another topology, checked against its count."""
    c = _integer(value, what, 0, _args.UINT32[1])
    if c >= total:
        raise ValueError("%s: cell %d is outside the maze's %d cells" % (what, c, total))
    return c


def _cells_of(target):
    """The cell count of a Maze of another topology than rect, whose points
    are cell numbers; 0 for a rect Maze or a Grid, whose points are (x, y)."""
    return lib.maze_cell_total(target._ptr) if isinstance(target, Maze) and _is_cells(target._ptr) else 0


def _to_c(value, what, cells):
    """A point as the library takes it: (x, y), or (c, 0) for cell c of a maze of another topology."""
    return (_cell(value, cells, what), 0) if cells else _point(value, what)


def _maze_from_cells(data):
    """Unpickles a Maze of another topology than rect (its cells file)."""
    if not isinstance(data, bytes):
        raise ValueError("cells: expected the bytes of a cells file")
    m = read(data, "cells")
    if not isinstance(m, Maze):
        raise ValueError("cells: not a maze")
    m.marks = (None, None)
    return m


def _maze_from_blocks(width, height, blocks):
    """Unpickles a Maze (its block grid: 0 wall or disabled cell, 1 open)."""
    w, h = _integer(width, "width"), _integer(height, "height")
    if not isinstance(blocks, bytes) or len(blocks) != (2 * w + 1) * (2 * h + 1):
        raise ValueError("blocks: expected %d bytes" % ((2 * w + 1) * (2 * h + 1)))
    p = ctypes.c_void_p()
    _check(lib.maze_from_blocks(ctypes.byref(p), 2 * w + 1, 2 * h + 1, blocks, None), "maze_from_blocks")
    return Maze._wrap(p)


class Maze(_Handle):
    """A wall maze: width x height cells with passages between neighbours.
    Equal when the cells, the disabled ones and the passages are; pickled
    whole; shown as a picture in notebooks."""
    _destroy = staticmethod(lambda p: lib.maze_destroy(p))
    _made_by = "maze.generate(), maze.read(), Maze.empty() and Maze.from_masks()"
    seed: int | None = None
    """The seed generate() made it from (None for a maze made otherwise)."""

    @classmethod
    def empty(cls, width: int | None = None, height: int | None = None, topology: str = "rect",
              levels: int | None = None, rings: int | None = None) -> Maze:
        """A maze with every wall closed, of a topology (see topologies()):
        rect, hex, triangle, upsilon take width and height, 3d also levels,
        hexagon and polar rings alone (the centre cell counted)."""
        name = _str(topology, "topology")
        t = lib.maze_topology_find(name)
        if not t:
            raise ValueError("topology: expected one of %s, got %r" % (", ".join(topologies()), topology))
        flags, shape = t.contents.flags, _lib.Shape(name)
        for bit, field, value, default in ((1, "width", width, 20), (2, "height", height, 20),
                                           (4, "levels", levels, 2), (8, "rings", rings, 10)):
            value = None if value is None else _integer(value, field)
            if value is not None and not flags & bit:
                raise ValueError("%s: a %s maze takes no %s" % (field, topology, field))
            if flags & bit:  # the defaults are the command's (-W 20 -H 20, -L 2, --rings 10)
                setattr(shape, field, default if value is None else value)
        p = ctypes.c_void_p()
        _check(lib.maze_create_shape(ctypes.byref(p), ctypes.byref(shape), None),
               "maze_create" if name == b"rect" else "maze_create_shape")
        return cls._wrap(p)

    @property
    def topology(self) -> str:
        """The topology's name (see topologies()): "rect", "hex", ..."""
        return lib.maze_topology_of(_handle(self, Maze, "topology")).contents.name.decode()

    @property
    def shape(self) -> Dict[str, int]:
        """The size parameters the topology reads: width and height, levels
        (3d) or rings (hexagon, polar)."""
        p, out = _handle(self, Maze, "shape"), _lib.Shape()
        _check(lib.maze_shape_get(p, ctypes.byref(out)), "maze_shape_get")
        flags = lib.maze_topology_of(p).contents.flags
        return {f: getattr(out, f) for bit, f in ((1, "width"), (2, "height"), (4, "levels"), (8, "rings"))
                if flags & bit}

    @property
    def cell_total(self) -> int:
        """The number of cells, enabled or not: cell numbers run below it."""
        return lib.maze_cell_total(_handle(self, Maze, "cell_total"))

    def cell_sides(self, cell: int) -> int:
        """How many sides cell number `cell` has (any topology; see maze.h
        for each topology's side order)."""
        p = _handle(self, Maze, "cell_sides")
        return lib.maze_cell_sides(p, _cell(cell, lib.maze_cell_total(p), "cell"))

    def cell_neighbor(self, cell: int, side: int) -> int | None:
        """The cell across side `side` of `cell`, or None at the outline."""
        p = _handle(self, Maze, "cell_neighbor")
        c = _cell(cell, lib.maze_cell_total(p), "cell")
        side = _integer(side, "side", 0, lib.maze_cell_sides(p, c) - 1)
        n = lib.maze_cell_neighbor(p, c, side)
        return None if n < 0 else n

    def cell_open_sides(self, cell: int) -> int:
        """The open sides of `cell` as bits (bit s for side s)."""
        p = _handle(self, Maze, "cell_open_sides")
        return lib.maze_cell_open_sides(p, _cell(cell, lib.maze_cell_total(p), "cell"))

    def cell_set_open(self, cell: int, side: int, is_open: bool = True) -> None:
        """Opens (or closes, is_open False) side `side` of `cell`, on both
        cells it joins; OutOfRange at the outline or next to a disabled cell,
        InvalidArgument on weave for a change that breaks a crossing (a jump
        under no straight corridor across it, a crossed cell opened along
        its tunnel, a crossed cell's corridor closed)."""
        p = _handle(self, Maze, "cell_set_open")
        c = _cell(cell, lib.maze_cell_total(p), "cell")
        side = _integer(side, "side", 0, _args.UINT32[1])
        if not isinstance(is_open, int):
            raise TypeError("is_open: expected a bool, got %s" % type(is_open).__name__)
        _check(lib.maze_cell_set_open(p, c, side, int(bool(is_open))), "maze_cell_set_open")

    def cell_enabled(self, cell: int) -> bool:
        """Whether cell number `cell` is enabled (part of the maze)."""
        p = _handle(self, Maze, "cell_enabled")
        return bool(lib.maze_cell_is_enabled(p, _cell(cell, lib.maze_cell_total(p), "cell")))

    def _rect(self, what):
        p = _handle(self, Maze, what)
        if _is_cells(p):
            raise ValueError("%s: is for rect mazes; a %s maze has cells by number (cell_sides, "
                             "cell_neighbor, cell_open_sides)" % (what, self.topology))
        return p

    @classmethod
    def from_masks(cls, rows: Sequence[Sequence[int]] | np.ndarray) -> Maze:
        """From rows of 4-bit masks (N|E|S|W bits, as masks() returns), a list
        of lists or a 2-D numpy array of integers; neighbours must agree
        about the wall between them."""
        cells: Any
        if type(rows).__module__ == "numpy" and type(rows).__name__ == "ndarray":
            arr = cast(Any, rows)
            if arr.dtype.kind in "iu" and arr.size and not (0 <= arr.min() and arr.max() <= 255):
                raise ValueError("rows: a mask is outside 0..255")  # before the byte copy could wrap it
            a = _arrays.array2d(arr, "rows", "u")
            height, width = a.shape
            cells = ctypes.cast(a.ctypes.data, ctypes.POINTER(ctypes.c_uint8))
        else:
            _args.sequence(rows, "rows", "rows")
            for row in rows:
                _args.sequence(row, "rows", "rows of masks")
            height, width = len(rows), len(rows[0]) if rows else 0
            if any(len(row) != width for row in rows):
                raise ValueError("rows: every row must have the same length")
            flat = [_integer(v, "mask", 0, 255) for row in rows for v in row]
            _integer(width, "width"), _integer(height, "height")
            cells = (ctypes.c_uint8 * len(flat))(*flat)
        p = ctypes.c_void_p()
        _check(lib.maze_from_masks(ctypes.byref(p), width, height, cells, 0, None), "maze_from_masks")
        return cls._wrap(p)

    width = property(lambda self: lib.maze_width(_handle(self, Maze, "width")), doc="Width in cells.")
    height = property(lambda self: lib.maze_height(_handle(self, Maze, "height")), doc="Height in cells.")
    passage_count = property(lambda self: lib.maze_passage_count(_handle(self, Maze, "passage_count")),
                             doc="Number of open passages.")

    def cell(self, x: int, y: int) -> int:
        """The cell's opening mask (N|E|S|W bits); 0 outside the maze (rect)."""
        p = Maze._rect(self, "cell")
        return lib.maze_get(p, _integer(x, "x"), _integer(y, "y"))

    def enabled(self, x: int, y: int) -> bool:
        """Whether (x, y) is a cell of the maze (not outside it or a mask)."""
        p = _handle(self, Maze, "enabled")
        return bool(lib.maze_cell_enabled(p, _integer(x, "x"), _integer(y, "y")))

    def _mask_bytes(self):
        p = Maze._rect(self, "masks")
        buf = ctypes.create_string_buffer(lib.maze_width(p) * lib.maze_height(p))
        lib.maze_to_masks(p, buf)
        return buf.raw

    def _block_bytes(self):
        p = _handle(self, Maze, "blocks")
        buf = ctypes.create_string_buffer((2 * lib.maze_width(p) + 1) * (2 * lib.maze_height(p) + 1))
        lib.maze_to_blocks(p, buf)
        return buf.raw

    def masks(self) -> List[List[int]]:
        """Every cell's mask, as a list of rows."""
        data, w = Maze._mask_bytes(self), self.width
        return [list(data[y * w:(y + 1) * w]) for y in range(self.height)]

    def passages(self, masks: bool = False) -> np.ndarray:
        """The passages as a numpy array: (height, width, 4) bools, True
        where the cell opens north, east, south, west (in that order); with
        masks=True the (height, width) uint8 array of 4-bit masks (N|E|S|W)."""
        if not isinstance(masks, bool):
            raise TypeError("masks: expected a bool, got %s" % type(masks).__name__)
        data = Maze._mask_bytes(self)
        np = _arrays.numpy("Maze.passages")
        m = np.frombuffer(data, dtype=np.uint8).reshape(self.height, self.width).copy()
        if masks:
            return m
        return (m[:, :, None] & np.array([N, E, S, W], dtype=np.uint8)) != 0

    def open(self, x: int, y: int, direction: int, is_open: bool = True) -> None:
        """Opens (or closes, is_open False) the wall on one side of a cell
        (rect; cell_set_open on every topology)."""
        p = Maze._rect(self, "open")
        x, y, d = _integer(x, "x"), _integer(y, "y"), _integer(direction, "direction", *_args.UINT32)
        if not isinstance(is_open, int):  # bool is an int
            raise TypeError("is_open: expected a bool, got %s" % type(is_open).__name__)
        _check(lib.maze_set_passage(p, x, y, d, int(bool(is_open))), "maze_set_passage")

    def dead_ends(self) -> List[Place]:
        """Cells with exactly one opening, as (x, y) in row order (cell
        numbers in order on another topology than rect)."""
        p = _handle(self, Maze, "dead_ends")
        if _is_cells(p):
            return [c for c in range(lib.maze_cell_total(p)) if bin(lib.maze_cell_open_sides(p, c)).count("1") == 1]
        data, w = Maze._mask_bytes(self), self.width
        return [(i % w, i // w) for i, k in enumerate(data) if k in _DIRS]  # type: ignore[misc]

    def braid(self, fraction: float, seed: int = 1) -> None:
        """Removes `fraction` (0..1) of the dead ends, making loops, drawing
        from a random stream seeded by `seed`."""
        p = _handle(self, Maze, "braid")
        frac, seed = _args.fraction(fraction, "fraction"), _integer(seed, "seed", *_args.UINT64)
        rng = _lib.Rng()
        lib.maze_rng_seed(ctypes.byref(rng), seed)
        _check(lib.maze_braid(p, frac, ctypes.byref(rng)), "maze_braid")

    def copy(self) -> Maze:
        """An independent copy."""
        p, out = _handle(self, Maze, "copy"), ctypes.c_void_p()
        _check(lib.maze_clone(ctypes.byref(out), p), "maze_clone")
        return Maze._wrap(out)

    def __eq__(self, other):
        if not isinstance(other, Maze):
            return NotImplemented
        if not self._ptr or not other._ptr:
            return self is other
        if _is_cells(self._ptr) or _is_cells(other._ptr):
            return render(self, "cells") == render(other, "cells")
        return (self.width, self.height) == (other.width, other.height) and \
            self._block_bytes() == other._block_bytes()

    def __reduce__(self):
        p = _handle(self, Maze, "pickle")
        if _is_cells(p):
            return _maze_from_cells, (render(self, "cells").encode(),)
        return _maze_from_blocks, (self.width, self.height, self._block_bytes())


def _grid_from_open(width, height, cells, costs):
    """Unpickles a Grid: open bytes (1 open) and the costs' bytes or None."""
    w, h = _integer(width, "width"), _integer(height, "height")
    if not isinstance(cells, bytes) or len(cells) != w * h:
        raise ValueError("cells: expected %d bytes" % (w * h))
    p = ctypes.c_void_p()
    _check(lib.maze_map_from_open(ctypes.byref(p), w, h, cells, None), "maze_map_from_open")
    grid = Grid._wrap(p)
    if costs is not None:
        if not isinstance(costs, bytes) or len(costs) != 8 * w * h:
            raise ValueError("costs: expected %d bytes" % (8 * w * h))
        _check(lib.maze_map_set_costs(grid._ptr, costs), "maze_map_set_costs")
    return grid


class Grid(_Handle):
    """A block map: width x height cells, each open or blocked, with
    optional entry costs. Equal when the open cells and the costs are;
    pickled whole (terrain letters as '.' and '@'); a picture in notebooks."""
    _destroy = staticmethod(lambda p: lib.maze_map_destroy(p))
    _made_by = "Grid.from_rows(), Grid.from_numpy(), Grid.from_movingai() and maze.read()"

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> Grid:
        """From strings, one a row: '#', '@', '*', 'T', 'O', 'W' block; '.', ' ', 'S', 'G' are open."""
        _args.sequence(rows, "rows", "str rows")
        for row in rows:
            if not isinstance(row, str):
                raise TypeError("rows: expected str rows, got %s" % type(row).__name__)
            if not row.isascii() or "\0" in row:
                raise ValueError("rows: %r has a character that is not a one-byte cell" % row)
        width = max(len(r) for r in rows) if rows else 0
        _integer(width, "width"), _integer(len(rows), "height")
        p = ctypes.c_void_p()
        _check(lib.maze_map_create(ctypes.byref(p), width, len(rows), None), "maze_map_create")
        grid = cls._wrap(p)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row.ljust(width)):
                _check(lib.maze_map_set(grid._ptr, x, y, ch.encode()), "cell %r at %d,%d" % (ch, x, y))
        return grid

    @classmethod
    def from_numpy(cls, open: np.ndarray, costs: np.ndarray | None = None) -> Grid:
        """From a 2-D numpy bool array, open[y, x] True where a cell is open
        (any layout: strided and Fortran-ordered arrays are copied), and
        optionally a float array of entry costs of the same shape (each
        finite and >= 1). One call into the library, no loop a cell."""
        _arrays.numpy("Grid.from_numpy")
        a = _arrays.array2d(open, "open", "b")
        h, w = a.shape
        c = None if costs is None else _arrays.array2d(costs, "costs", "f", shape=a.shape)
        if c is not None and not (_arrays.numpy("costs").isfinite(c).all() and (c >= 1).all() and (c <= 1e30).all()):
            raise ValueError("costs: every cost must be finite and in [1, 1e30]")
        p = ctypes.c_void_p()
        _check(lib.maze_map_from_open(ctypes.byref(p), w, h, a.ctypes.data, None), "maze_map_from_open")
        grid = cls._wrap(p)
        if c is not None:
            _check(lib.maze_map_set_costs(grid._ptr, c.ctypes.data), "maze_map_set_costs")
        return grid

    @classmethod
    def from_movingai(cls, text: str | bytes) -> Grid:
        """From the text (str or bytes) of a Moving AI .map file."""
        data = _args.data(text, "text")
        p, err = ctypes.c_void_p(), _lib.ErrorInfo()
        st = lib.maze_map_read_movingai(ctypes.byref(p), data, len(data), None, None, ctypes.byref(err))
        if st != 0:
            raise MazeError(st, "line %d: %s" % (err.line, err.message.decode(errors="replace")))
        return cls._wrap(p)

    width = property(lambda self: lib.maze_map_width(_handle(self, Grid, "width")), doc="Width in cells.")
    height = property(lambda self: lib.maze_map_height(_handle(self, Grid, "height")), doc="Height in cells.")
    has_costs = property(lambda self: bool(lib.maze_map_has_costs(_handle(self, Grid, "has_costs"))),
                         doc="Whether the grid has a cost layer.")

    def is_open(self, x: int, y: int) -> bool:
        """Whether (x, y) is inside the grid and open."""
        p = _handle(self, Grid, "is_open")
        return bool(lib.maze_map_open(p, _integer(x, "x"), _integer(y, "y")))

    def _open_bytes(self):
        p = _handle(self, Grid, "cells")
        buf = ctypes.create_string_buffer(lib.maze_map_width(p) * lib.maze_map_height(p))
        lib.maze_map_to_open(p, buf)
        return buf.raw

    def _cost_bytes(self):
        p = _handle(self, Grid, "costs")
        if not lib.maze_map_has_costs(p):
            return None
        buf = ctypes.create_string_buffer(8 * lib.maze_map_width(p) * lib.maze_map_height(p))
        lib.maze_map_get_costs(p, buf)
        return buf.raw

    def to_numpy(self) -> np.ndarray:
        """The open cells as a (height, width) numpy bool array, True open."""
        p = _handle(self, Grid, "to_numpy")
        np = _arrays.numpy("Grid.to_numpy")
        out = np.empty((lib.maze_map_height(p), lib.maze_map_width(p)), dtype=np.bool_)
        lib.maze_map_to_open(p, out.ctypes.data)
        return out

    def costs(self) -> np.ndarray:
        """The entry costs as a (height, width) float64 numpy array (all 1
        without a cost layer)."""
        p = _handle(self, Grid, "costs")
        np = _arrays.numpy("Grid.costs")
        out = np.empty((lib.maze_map_height(p), lib.maze_map_width(p)), dtype=np.float64)
        lib.maze_map_get_costs(p, out.ctypes.data)
        return out

    def set_costs(self, costs: np.ndarray | str | bytes) -> None:
        """Sets every cell's entry cost: a (height, width) numpy float array
        (each finite and >= 1), or the text of a cost map (docs/formats.md,
        "Cost maps"), as `maze solve --costs` reads it."""
        p = _handle(self, Grid, "set_costs")
        if isinstance(costs, (str, bytes)):
            data, err = _args.data(costs, "costs"), _lib.ErrorInfo()
            st = lib.maze_map_read_costs(p, data, len(data), ctypes.byref(err))
            if st:
                raise MazeError(st, "costs: line %d: %s" % (err.line, err.message.decode(errors="replace")))
            return
        c = _arrays.array2d(costs, "costs", "f", shape=(lib.maze_map_height(p), lib.maze_map_width(p)))
        _check(lib.maze_map_set_costs(p, c.ctypes.data), "costs")

    def copy(self) -> Grid:
        """An independent copy (terrain letters as '.' and '@')."""
        _handle(self, Grid, "copy")
        return _grid_from_open(self.width, self.height, self._open_bytes(), self._cost_bytes())

    def __eq__(self, other):
        if not isinstance(other, Grid):
            return NotImplemented
        if not self._ptr or not other._ptr:
            return self is other
        return (self.width, self.height) == (other.width, other.height) and \
            self._open_bytes() == other._open_bytes() and self._cost_bytes() == other._cost_bytes()

    def __reduce__(self):
        _handle(self, Grid, "pickle")
        return _grid_from_open, (self.width, self.height, self._open_bytes(), self._cost_bytes())


# ---- events ----

class Event(NamedTuple):
    """One step of a generator or solver: kind is "carve", "wall",
    "visit", "frontier", "backtrack", "path", "set", "chamber" or "mark"; (x, y) the
    cell, (x2, y2) the other cell (carve: the neighbour; frontier: the parent;
    set: the cell naming the set; chamber: the far corner); g the cost so far
    (solvers)."""
    kind: str
    x: int
    y: int
    x2: int
    y2: int
    g: float
_KINDS = {1: "carve", 2: "wall", 3: "visit", 4: "frontier", 5: "backtrack", 6: "path", 7: "set", 8: "chamber", 9: "mark"}


class _Steps:
    """A Python step function as the C callback: a true return stops the
    algorithm (Cancelled); an exception stops it and is raised again after."""

    def __init__(self, fn):
        self.fn, self.error = _args.callback(fn, "step"), None
        self.c = _lib.STEP_FN(self._call) if fn is not None else _lib.STEP_FN()

    def _call(self, _ud, ev):
        e = ev.contents
        try:
            return 1 if self.fn(Event(_KINDS.get(e.kind, e.kind), e.x, e.y, e.x2, e.y2, e.g)) else 0
        except BaseException as exc:  # noqa: B902 - kept and raised again after the C call
            self.error = exc
            return 1

    def check(self, status, what):
        if self.error is not None:
            err, self.error = self.error, None
            raise err
        _check(status, what)


class events:
    """An iterator over the step events of `fn(*args, step=..., **kwargs)`
    (generate or solve), which runs in a worker thread that waits while the
    events it has sent are unread; .result is fn's return value once the
    iterator is exhausted. Stopping early (break, close()) cancels the run.

        it = maze.events(maze.generate, 8, 5, seed=2)
        carved = [e for e in it if e.kind == "carve"]
        m = it.result
    """

    _BATCH = 256

    def __init__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        if fn is not generate and fn is not solve:
            raise TypeError("fn: expected maze.generate or maze.solve, got %r" % (fn,))
        if "step" in kwargs:
            raise TypeError("events: step is the iterator's own; leave it out")
        import queue
        self._queue: queue.Queue[Any] = queue.Queue(maxsize=8)
        self._batch: List[Any] = []
        self._stop = False
        self._pending: List[Any] = []
        self._done, self.result, self._error = False, None, None
        self._thread = threading.Thread(target=self._run, args=(fn, args, kwargs), daemon=True)
        self._thread.start()

    def _send(self, item):
        import queue
        while not self._stop:
            try:
                self._queue.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def _step(self, ev):
        self._batch.append(ev)
        if len(self._batch) >= self._BATCH:
            batch, self._batch = self._batch, []
            self._send(batch)
        return self._stop

    def _run(self, fn, args, kwargs):
        try:
            self.result = fn(*args, step=self._step, **kwargs)
        except Cancelled:
            if not self._stop:
                raise
        except BaseException as e:  # noqa: B902 - raised in the reading thread
            self._error = e
        finally:
            if self._batch and not self._stop:
                self._send(self._batch)
            self._batch = []
            self._send(None)

    def __iter__(self) -> Iterator[Event]:
        return self

    def __next__(self) -> Event:
        while not self._pending:
            if self._done:
                raise StopIteration
            item = self._queue.get()
            if item is None:
                self._done = True
                self._thread.join()
                if self._error is not None:
                    err, self._error = self._error, None
                    raise err
                raise StopIteration
            self._pending = item[::-1]
        return self._pending.pop()

    def close(self) -> None:
        """Stops the run (if it is still going) and waits for its thread."""
        if not isinstance(self, events):
            raise TypeError("close: expected an events iterator, got %s" % type(self).__name__)
        self._stop = True
        self._done = True
        if self._thread.is_alive():
            self._thread.join()

    def __del__(self):
        if getattr(self, "_thread", None) is not None:
            self.close()


# ---- generate ----

def _no_bias(gen):
    """Whether generator `gen` ignores a bias: one that reads a bias refuses
    one it cannot parse (the command's check, so both refuse the same)."""
    m = Maze.empty(2, 2)
    rng, opts = _lib.Rng(), _lib.GenOpts(bias=b"?")
    lib.maze_rng_seed(ctypes.byref(rng), 1)
    try:
        return lib.maze_generate_into(m._ptr, gen, ctypes.byref(rng), ctypes.byref(opts)) == 0
    finally:
        m.close()


def _mask_maze(mask):
    """A maze with every wall closed and the cells outside `mask` disabled:
    a numpy bool array (True a cell), the text of a mask ('#' or 'X' no
    cell) or the bytes of a PNG or text mask, as `maze generate --mask`."""
    if type(mask).__module__ == "numpy" and type(mask).__name__ == "ndarray":
        np = _arrays.numpy("a numpy mask")
        a = _arrays.array2d(mask, "mask", "b")
        rows = np.where(a, ord("."), ord("#")).astype(np.uint8)
        data = np.concatenate([rows, np.full((a.shape[0], 1), ord("\n"), np.uint8)], axis=1).tobytes()
    else:
        data = _args.data(mask, "mask")
    p, err = ctypes.c_void_p(), _lib.ErrorInfo()
    st = lib.maze_mask_read(ctypes.byref(p), data, len(data), 0, None, ctypes.byref(err))
    if st:
        where = "line %d: " % err.line if err.line else ""
        raise MazeError(st, "mask: %s%s" % (where, err.message.decode(errors="replace")))
    return Maze._wrap(p)


def _shape_by(m, mask, topology):
    """Disables the cells of m (another topology than rect) whose centre
    falls on a masked pixel, the mask stretched over m's extent."""
    try:
        with _mask_maze(mask) as mk:
            _check(lib.maze_mask_apply(m._ptr, mk._ptr), "maze_mask_apply")
        if lib.maze_cell_count(m._ptr) == 0:
            raise ValueError("mask: it leaves no cell of the %s maze" % topology)
    except BaseException:
        m.close()
        raise


def generate(width: int | None = None, height: int | None = None, algorithm: str = "dfs", seed: int = 1,
             bias: str | None = None, braid: float | None = None, mask: np.ndarray | str | bytes | None = None,
             step: StepFn | None = None, topology: str = "rect", levels: int | None = None,
             rings: int | None = None, min_solution: int | None = None, max_solution: int | None = None,
             tries: int | None = None, start: Place | None = None, goal: Place | None = None,
             ends: str | None = None) -> Maze:
    """A new Maze from generator `algorithm` (see generators()) seeded by
    `seed`, width x height cells (default 20 x 20).

    topology: the cell shape (see topologies(); Maze.empty says which size
    parameters each reads): hex, triangle, upsilon and 3d (levels, default
    2) take width and height, hexagon and polar rings (default 10); the generators that
    fit it run there (not the row-based ones), and a cell is then a number.

    bias: growing-tree newest|oldest|random|mixed:P, binary-tree NE|NW|SE|SW.
    braid: 0..1, removes that fraction of the dead ends (drawing on from the
    generator's random stream). mask: the shape, which on rect sets the size
    (leave out width and height): a numpy bool array (True a cell), a text
    mask (str: '#' or 'X' no cell) or the bytes of a PNG (dark no cell); one
    perfect maze per piece. On another topology the size parameters set the
    size and the mask is stretched over the maze's picture: a cell whose
    centre falls on a masked pixel is no cell (as maze generate --mask). step: a callable given each Event (carve, wall,
    visit); a true return stops the generator (Cancelled). For an iterator of
    events, see events(). The defaults and the bytes for the same arguments
    are those of `maze generate` (-W 20 -H 20 -a dfs -s 1).

    min_solution, max_solution: a solution range in moves, as the
    command's: seeds from `seed` on are tried until the solution between
    start and goal (default the first and last cells; or ends "diameter" or
    "dead-ends", as in solve) has that many moves; tries (default 10000):
    ValueError after that many seeds in a row outside the range. The
    maze's .seed is the seed used and its .marks the start and goal
    measured, which solve() then starts from. See generate_many()."""
    search = (min_solution, max_solution, tries, start, goal, ends)
    if all(v is None for v in search):
        return _generate(width, height, algorithm, seed, bias, braid, mask, step, topology, levels, rings)
    return _find(1, (width, height, algorithm, seed, bias, braid, mask, step, topology, levels, rings), *search)[0]


def generate_many(count: int, width: int | None = None, height: int | None = None, algorithm: str = "dfs",
                  seed: int = 1, bias: str | None = None, braid: float | None = None,
                  mask: np.ndarray | str | bytes | None = None, topology: str = "rect", levels: int | None = None,
                  rings: int | None = None, min_solution: int | None = None, max_solution: int | None = None,
                  tries: int | None = None, start: Place | None = None, goal: Place | None = None,
                  ends: str | None = None) -> List[Maze]:
    """`count` mazes, as `maze generate --count N` writes them: seeds seed
    .. seed + count - 1, or with a solution range the first `count` seeds
    from `seed` on whose solution fits (tries counts the seeds in a row
    outside it). The other arguments are generate()'s."""
    n = _integer(count, "count", 0, 10 ** 9)
    args = (width, height, algorithm, seed, bias, braid, mask, None, topology, levels, rings)
    return _find(n, args, min_solution, max_solution, tries, start, goal, ends)


def _find(count, args, min_solution, max_solution, tries, start, goal, ends):
    """The first `count` mazes of successive seeds whose solution is in the
    range (every seed without one), as cli_gen_find_seeds picks them."""
    lo = 0 if min_solution is None else _integer(min_solution, "min_solution", *_args.UINT64)
    hi = _args.UINT64[1] if max_solution is None else _integer(max_solution, "max_solution", *_args.UINT64)
    if lo > hi:
        raise ValueError("min_solution %d is above max_solution %d" % (lo, hi))
    ranged = min_solution is not None or max_solution is not None
    given_tries = tries is not None
    tries = 10000 if tries is None else _integer(tries, "tries", 1, _args.UINT64[1])
    if given_tries and not ranged:
        raise ValueError("tries: goes with min_solution or max_solution")
    if ends is not None:
        _args.choice(ends, "ends", _ENDS)
    base = _integer(args[3], "seed", *_args.UINT64)
    out, misses, seed = [], 0, base
    try:
        while len(out) < count:
            m = _generate(*args[:3], seed, *args[4:])
            s, g = _pick_ends(m, start, goal, ends, seed, "generate")
            st = _stats(m, s, g, None, seed)
            if not st.solution_found:
                m.close()
                raise ValueError("generate: the start and goal are in different pieces of the mask, so there is "
                                 "no solution to measure")
            if lo <= st.solution_moves <= hi:
                m.marks, misses = (s, g), 0
                out.append(m)
            else:
                m.close()
                misses += 1
                if ranged and misses >= tries:
                    raise ValueError("generate: none of the %d seeds %d..%d gives a solution of %s moves (tries sets "
                                     "how many seeds to try)" % (tries, (seed - tries + 1) % 2 ** 64, seed,
                                                                _wanted(lo, hi)))
            seed = (seed + 1) % 2 ** 64
    except BaseException:
        for m in out:
            m.close()
        raise
    return out


def _wanted(lo, hi):
    if hi == _args.UINT64[1]:
        return "at least %d" % lo
    return "at most %d" % hi if lo == 0 else "%d to %d" % (lo, hi)


def _generate(width, height, algorithm, seed, bias, braid, mask, step, topology, levels, rings):
    """generate() of one seed."""
    w = None if width is None else _integer(width, "width")
    h = None if height is None else _integer(height, "height")
    name, seed = _str(algorithm, "algorithm"), _integer(seed, "seed", *_args.UINT64)
    bias_b = None if bias is None else _str(bias, "bias")
    frac = None if braid is None else _args.fraction(braid, "braid")
    steps = _Steps(step)
    if mask is not None and not isinstance(mask, (str, bytes, bytearray, memoryview)) and \
            not (type(mask).__module__ == "numpy" and type(mask).__name__ == "ndarray"):
        raise TypeError("mask: expected a numpy bool array, a str or bytes, got %s" % type(mask).__name__)
    if mask is not None and (w is not None or h is not None) and _str(topology, "topology") == b"rect":
        raise ValueError("mask: a mask sets the size; leave out width and height")
    gen = lib.maze_generator_find(name)
    if not gen:
        raise MazeError(_ENOTFOUND, "generate %s" % algorithm)
    if bias_b is not None and _no_bias(gen):
        raise ValueError("bias: %s takes no bias (see generators())" % algorithm)
    levels = None if levels is None else _integer(levels, "levels")
    rings = None if rings is None else _integer(rings, "rings")
    if _str(topology, "topology") != b"rect":
        m = Maze.empty(w, h, topology, levels, rings)  # a generator that does not fit: Unsupported
        if mask is not None:
            _shape_by(m, mask, topology)
    elif levels is not None or rings is not None:
        raise ValueError("levels, rings: a rect maze takes neither (give topology=)")
    elif mask is not None:
        m = _mask_maze(mask)
    else:
        m = Maze.empty(20 if w is None else w, 20 if h is None else h)
    rng, opts = _lib.Rng(), _lib.GenOpts(bias_b, steps.c, None)
    lib.maze_rng_seed(ctypes.byref(rng), seed)
    try:  # as the command: one stream for the generator, then the braid
        steps.check(lib.maze_generate_into(m._ptr, gen, ctypes.byref(rng), ctypes.byref(opts)),
                    "generate %s" % algorithm)
        if frac is not None:
            _check(lib.maze_braid(m._ptr, frac, ctypes.byref(rng)), "maze_braid")
    except BaseException:
        m.close()
        raise
    m.seed = seed
    return m


# ---- start and goal ----

def _default_ends(p, is_maze, w, h):
    """The first and last enabled (open) cells in reading order, as the
    command picks them; the corners when there is none."""
    if is_maze:
        if lib.maze_cell_count(p) == w * h:
            return (0, 0), (w - 1, h - 1)
        usable = bytes(lib.maze_cell_enabled(p, i % w, i // w) for i in range(w * h))
    else:
        buf = ctypes.create_string_buffer(w * h)
        lib.maze_map_to_open(p, buf)
        usable = buf.raw
    first, last = usable.find(b"\1"), usable.rfind(b"\1")
    return ((first % w, first // w) if first >= 0 else (0, 0)), ((last % w, last // w) if last >= 0 else (w - 1, h - 1))


_ENDS = ("first-last", "diameter", "dead-ends")


def _pick_ends(target, start, goal, ends, seed, what) -> Tuple[Any, Any]:
    """Start and goal as the command picks them: the first and last cells,
    then the object's marks (read from a file), then ends ("diameter": the
    two ends of the longest path; "dead-ends": two random dead ends seeded
    by `seed`), then start and goal where given."""
    p, w, h = _size(target, what)
    cells = _cells_of(target)
    start = None if start is None else _to_c(start, "start", cells)
    goal = None if goal is None else _to_c(goal, "goal", cells)
    ends = None if ends is None else _args.choice(ends, "ends", _ENDS)
    seed = _integer(seed, "seed", *_args.UINT64)
    if start is not None and goal is not None:
        return (start[0], goal[0]) if cells else (start, goal)
    is_maze = isinstance(target, Maze)
    if cells:
        usable = [c for c in range(cells) if lib.maze_cell_is_enabled(p, c)] or [0, cells - 1]
        first, last = (usable[0], 0), (usable[-1], 0)
    else:
        first, last = _default_ends(p, is_maze, w, h)
    marks = target.marks
    first = first if marks[0] is None else _to_c(marks[0], "marks", cells)
    last = last if marks[1] is None else _to_c(marks[1], "marks", cells)
    if ends in ("diameter", "dead-ends"):
        if not is_maze:
            raise ValueError("ends: %s needs a wall maze, not a Grid" % ends)
        if ends == "diameter":
            s = _lib.Stats()
            _check(lib.maze_stats_compute(p, -1, 0, 0, 0, ctypes.byref(s)), "ends diameter")
            first, last = (s.diameter_ax, s.diameter_ay), (s.diameter_bx, s.diameter_by)
        else:
            rng, picks = _lib.Rng(), (ctypes.c_uint32 * 2)()
            lib.maze_rng_seed(ctypes.byref(rng), seed)
            st = lib.maze_pick_dead_ends(p, ctypes.byref(rng), 2, picks)
            if st == -3:
                raise OutOfRange(st, "ends dead-ends: the maze has fewer than 2 dead ends")
            _check(st, "ends dead-ends")
            if cells:
                first, last = (picks[0], 0), (picks[1], 0)
            else:
                first, last = (picks[0] % w, picks[0] // w), (picks[1] % w, picks[1] // w)
    start, goal = start or first, goal or last  # the library's points: never falsy
    return (start[0], goal[0]) if cells else (start, goal)


# ---- solve ----

_string_at = ctypes.string_at


class Path:
    """A path as a sequence of (x, y) cells, start to goal: indexing,
    slicing (a list), iteration, len, == with any sequence of points (a
    list of tuples included), pickling. The cells stay packed (4 bytes each,
    .cells gives the y*W+x indices) until they are read, so a search costs
    no Python work a cell; list(path) is the plain list. On a maze of
    another topology than rect (width 0) the points are cell numbers."""

    __slots__ = ("_cells", "_w")

    def __init__(self, cells: bytes, width: int) -> None:
        if not isinstance(cells, bytes) or len(cells) % 4:
            raise TypeError("cells: expected bytes of 32-bit cell indices")
        self._cells = cells
        self._w = _integer(width, "width", 0)

    @property
    def cells(self) -> array.array:
        """The cell indices (y*W+x), as an array('I')."""
        import array
        a = array.array("I")
        a.frombytes(self._cells)
        return a

    def __len__(self) -> int:
        return len(self._cells) // 4

    def points(self) -> np.ndarray:
        """The cells' centres in real coordinates, an (n, 2) float64 numpy
        array of x + 0.5, y + 0.5 (maze_path_points): where the straight
        segments of an any-angle path (theta, Searcher.smooth) join."""
        np = _arrays.numpy("Path.points")
        if not self._w:
            raise ValueError("points: the cells of a maze of another topology have no grid centres")
        c = np.frombuffer(self._cells, dtype=np.uint32).astype(np.float64)
        return np.stack([c % self._w, c // self._w], axis=1) + 0.5 if len(c) else np.empty((0, 2))

    def length(self) -> float:
        """The length of the path as straight segments between its cells'
        centres: its cost on a grid without costs, any-angle or not."""
        if not self._w:
            return float(max(len(self) - 1, 0))
        pts = cast(List[Point], list(self))
        return math.fsum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:]))

    def __iter__(self) -> Iterator[Place]:
        w = self._w
        cells = memoryview(self._cells).cast("I").tolist()
        if not w:
            return iter(cast(List[Place], cells))
        return zip(map(w.__rmod__, cells), map(w.__rfloordiv__, cells))

    @overload
    def __getitem__(self, i: int) -> Place: ...

    @overload
    def __getitem__(self, i: slice) -> List[Place]: ...

    def __getitem__(self, i: int | slice) -> Place | List[Place]:
        if isinstance(i, slice):
            return list(self)[i]
        c = memoryview(self._cells).cast("I")[i]
        return (c % self._w, c // self._w) if self._w else c

    def __eq__(self, other):
        if isinstance(other, Path):
            return self._cells == other._cells and (self._w == other._w or not self._cells)
        if isinstance(other, (list, tuple)):
            return list(self) == [tuple(p) if isinstance(p, list) else p for p in other]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __bool__(self):
        return bool(self._cells)

    def __repr__(self):
        return repr(list(self))

    def __reduce__(self):
        return Path, (self._cells, self._w)


def _new_path(cells, width):
    """A Path of the library's own cells: no checks, as they cannot fail (a query's worth of time)."""
    p = object.__new__(Path)
    p._cells, p._w = cells, width
    return p


class _ResultFields(NamedTuple):
    found: bool
    path: Path
    moves: int
    cost: float
    expanded: int


class Result(_ResultFields):
    """A search's answer: path is the Path [(x, y), ...] from start to goal
    (empty when not found), moves its number of steps, cost its cost (moves, with
    sqrt 2 diagonals, times the entered cells' costs), expanded the cells the
    solver took off its frontier. A result of solve() or Searcher.solve()
    shows in notebooks as its maze or grid with the path drawn."""

    _target: Maze | Grid | None = None

    def _repr_svg_(self) -> str | None:
        target = self._target
        return cast(str, render(target, "svg", path=self.path or None)) if target is not None and target._ptr else None

    def _repr_png_(self) -> bytes | None:
        target = self._target
        return cast(bytes, render(target, "png", path=self.path or None)) \
            if target is not None and target._ptr else None


_new_result = tuple.__new__  # Result's fields in order, without namedtuple's Python-level __new__


def _heuristic(name):
    if name is None:
        return 0
    h = lib.maze_heuristic_find(_str(name, "heuristic"))
    if h < 0:
        raise ValueError("heuristic: expected one of %s, got %r" % (", ".join(heuristics()), name))
    return h


def _costs_kind(costs):
    if costs is not None and not isinstance(costs, (str, bytes)) and \
            not (type(costs).__module__ == "numpy" and type(costs).__name__ == "ndarray"):
        raise TypeError("costs: expected a numpy float array or a cost map's text, got %s" % type(costs).__name__)


class Searcher:
    """A reusable search over one Maze or Grid: the graph and the search
    context are built once, so many solve(start, goal) calls cost the search
    alone (as in `maze bench`). Later changes to the maze or grid do not
    reach it. algorithm: see solvers(); moves 4 or 8 (grids); heuristic:
    see heuristics(); weight: weighted-astar's W >= 1; costs: entry costs
    for a grid (a numpy float array or a cost map's text) in place of its own;
    diagonal: a grid's diagonal rule (see diagonals(): "never" is 4 moves,
    the others 8, whatever moves says).

    Thread safety, as the library's: one search context is used by one
    thread at a time, so calls on one Searcher from several threads take
    turns; copy() gives another context over the same graph, for queries in
    parallel (the library releases the interpreter lock while it searches)."""

    def __init__(self, target: Maze | Grid, algorithm: str = "astar", moves: int = 4, heuristic: str | None = None,
                 weight: float | None = None, costs: np.ndarray | str | bytes | None = None,
                 diagonal: str | None = None) -> None:
        p, self._w, self._h = _size(target, "target")
        rule = _diagonal(diagonal, moves)
        if rule is not None and isinstance(target, Maze):
            raise ValueError("diagonal: a wall maze has no diagonal moves; give the rule with a Grid")
        self._cells = _cells_of(target)  # nonzero: a cell graph, points are cell numbers
        name, moves = _str(algorithm, "algorithm"), _integer(moves, "moves")
        self._opts = _lib.SolveOpts()
        lib.maze_solve_opts_init(ctypes.byref(self._opts))
        self._opts.heuristic = _heuristic(heuristic)
        if weight is not None:
            self._opts.weight = _real(weight, "weight")
        _costs_kind(costs)
        if costs is not None and isinstance(target, Maze):
            raise ValueError("costs: a wall maze has no cell costs; give them with a Grid")
        self._solver = lib.maze_solver_find(name)
        if not self._solver:
            raise MazeError(_ENOTFOUND, "solver %s" % algorithm)
        self.algorithm, self._target, self._graph, self._s = algorithm, target, None, None
        self._lock = threading.Lock()
        source: Any = target
        if costs is not None:
            source = target.copy()
            source.set_costs(costs)
        g = ctypes.c_void_p()
        if isinstance(target, Maze):
            _check(lib.maze_graph_from_maze(ctypes.byref(g), p, None), "graph")
        elif rule is not None:
            _check(lib.maze_graph_from_map_diagonal(ctypes.byref(g), source._ptr, rule, None), "graph")
        else:
            _check(lib.maze_graph_from_map(ctypes.byref(g), source._ptr, moves, None), "graph")
        self._graph = _Graph(g.value)
        self._make_context()

    def _make_context(self):
        s = ctypes.c_void_p()
        _check(lib.maze_search_create(ctypes.byref(s), self._graph.ptr, None), "search")
        self._s = s.value
        self._r = _lib.Result()
        self._call = (lib.maze_solve, self._s, self._solver, ctypes.byref(self._opts), ctypes.byref(self._r))

    def copy(self) -> Searcher:
        """Another Searcher over the same graph with its own search context."""
        if not isinstance(self, Searcher):
            raise TypeError("copy: expected a Searcher, got %s" % type(self).__name__)
        self._live("copy")
        other = object.__new__(Searcher)
        other.__dict__.update({k: v for k, v in self.__dict__.items() if k not in ("_s", "_r", "_call", "_lock")})
        other._opts = _lib.SolveOpts.from_buffer_copy(self._opts)
        other._lock = threading.Lock()
        other._make_context()
        return other

    def _live(self, what):
        if not isinstance(self, Searcher):
            raise TypeError("%s: expected a Searcher, got %s" % (what, type(self).__name__))
        if not self._s:
            raise ValueError("%s: the Searcher is closed" % what)

    def _size_of(self, what):
        if not isinstance(self, Searcher):
            raise TypeError("%s: expected a Searcher, got %s" % (what, type(self).__name__))
        self._live(what)
        return self._w, self._h

    width = property(lambda self: Searcher._size_of(self, "width")[0], doc="Width in cells.")
    height = property(lambda self: Searcher._size_of(self, "height")[1], doc="Height in cells.")

    def solve(self, start: Place, goal: Place) -> Result:
        """Searches from start to goal ((x, y) each) and returns a Result.
        MazeError (OutOfRange) for a point outside or not passable,
        Unsupported for a solver that does not fit the graph."""
        if type(self) is not Searcher:
            Searcher._live(self, "solve")
        sx, sy = _to_c(start, "start", self._cells)
        gx, gy = _to_c(goal, "goal", self._cells)
        with self._lock:
            if not self._s:
                raise ValueError("solve: the Searcher is closed")
            solve, s, solver, opts, rref = self._call
            st = solve(s, solver, sx, sy, gx, gy, opts, rref)
            if st:
                raise MazeError(st, "solve %s" % self.algorithm)
            r = self._r
            n = r.length if r.found else 0
            path = _new_path(_string_at(r.path, 4 * n) if n else b"", 0 if self._cells else self._w)
            out = _new_result(Result, (n > 0, path, n - 1 if n else 0, r.cost, r.expanded))
        out._target = self._target
        return out

    def _timed(self, sx, sy, gx, gy):
        """(found, cost, expanded, microseconds) of one search, the library
        call alone timed (as `maze bench` times it); no path built."""
        with self._lock:
            self._live("solve")
            solve, s, solver, opts, rref = self._call
            t0 = _clock()
            st = solve(s, solver, sx, sy, gx, gy, opts, rref)
            t1 = _clock()
            if st:
                raise MazeError(st, "solve %s" % self.algorithm)
            return self._r.found, self._r.cost, self._r.expanded, (t1 - t0) / 1000.0

    def distances(self, source: Place) -> np.ndarray:
        """A Dijkstra map from `source` (x, y): a (height, width) float64
        numpy array of the least cost to every cell (the moves and costs of
        this searcher's graph), inf where no path reaches. Computed in the
        library (maze_search_distances)."""
        Searcher._live(self, "distances")
        sx, sy = _to_c(source, "source", self._cells)
        np = _arrays.numpy("Searcher.distances")
        out = np.empty((self._cells,) if self._cells else (self._h, self._w), dtype=np.float64)
        with self._lock:
            self._live("distances")
            _check(lib.maze_search_distances(self._s, sx, sy, out.ctypes.data), "distances")
        return out

    def _grid(self, what):
        Searcher._live(self, what)
        if self._cells:
            raise ValueError("%s: takes a rect maze or a grid, not a maze of another topology" % what)

    def _gp(self):
        return cast(_Graph, self._graph).ptr

    def _index(self, cell, what):
        x, y = _point(cell, what)
        if not (0 <= x < self._w and 0 <= y < self._h):
            raise ValueError("%s: (%d, %d) is outside the %d x %d grid" % (what, x, y, self._w, self._h))
        return y * self._w + x

    @property
    def diagonal(self) -> str:
        """The graph's diagonal rule: "never" (4 moves, wall mazes), "no-corner", "one-open" or "always"."""
        Searcher._live(self, "diagonal")
        rule = lib.maze_graph_diagonal(self._gp())
        return next(k for k, v in _DIAGONALS.items() if v == rule)

    def is_open(self, cell: Point) -> bool:
        """Whether (x, y) can be stood on now (after set_open's changes)."""
        Searcher._grid(self, "is_open")
        x, y = _point(cell, "cell")
        return lib.maze_graph_passable(self._gp(), x, y) == 1

    def set_open(self, cell: Point, is_open: bool = True) -> None:
        """A live map: opens (or with is_open=False blocks) cell (x, y) of
        this Searcher's grid graph in place, a door in a running game
        (maze_graph_set_open); every later solve, distances and flow field
        answers as on the changed grid. The Grid object itself is not
        changed. The graph is shared with copy()'s Searchers, none of which
        may search meanwhile. Unsupported on a wall maze."""
        Searcher._grid(self, "set_open")
        x, y = _point(cell, "cell")
        if not isinstance(is_open, int):
            raise TypeError("is_open: expected a bool, got %s" % type(is_open).__name__)
        with self._lock:
            self._live("set_open")
            _check(lib.maze_graph_set_open(self._gp(), x, y, int(bool(is_open))), "set_open")

    def line_of_sight(self, a: Point, b: Point) -> bool:
        """Whether the straight segment between the centres of cells a and b
        is clear by the graph's diagonal rule (maze_line_of_sight): it
        crosses no blocked cell, and at a grid corner it passes the two
        cells beside it as the rule lets a diagonal move pass them (no
        corner cut under "no-corner", no squeeze between two blocks under
        "one-open"). Unsupported on a wall maze."""
        Searcher._grid(self, "line_of_sight")
        (x0, y0), (x1, y1) = _point(a, "a"), _point(b, "b")
        st = lib.maze_line_of_sight(self._gp(), x0, y0, x1, y1)
        if st < 0:
            raise MazeError(st, "line_of_sight")
        return st == 1

    def smooth(self, path: Path | Sequence[Point]) -> Path:
        """String pulling (maze_path_smooth): a grid path (each two
        consecutive cells in sight, as every grid solver's path is) cut
        down to an any-angle one between the same ends, each kept cell
        running straight to the last cell before the first one out of its
        sight. Never longer (Path.length()). InvalidArgument for a blocked
        cell or two consecutive cells out of sight."""
        Searcher._grid(self, "smooth")
        cells = path.cells if isinstance(path, Path) and path._w == self._w else \
            [self._index(pt, "path") for pt in _args.sequence(list(path) if isinstance(path, Path) else path,
                                                                "path", "points")]
        n = len(cells)
        buf = (ctypes.c_uint32 * max(n, 1))(*cells)
        out = ctypes.c_size_t()
        _check(lib.maze_path_smooth(self._gp(), buf, n, buf, ctypes.byref(out)), "smooth")
        return _new_path(bytes(buf)[:4 * out.value], self._w)

    def distances_many(self, sources: Sequence[Point] | np.ndarray, way: str = "from") -> np.ndarray:
        """A Dijkstra map of many sources (maze_search_distances_multi): a
        (height, width) float64 array of, for every cell, the least cost
        between it and the nearest source, measured "from" the sources or
        "to" them (the two differ only with costs, where a move costs the
        cell it enters); inf where none is reached. sources: (x, y) points,
        or an (n, 2) integer numpy array of them. "to" is what flow_field()
        reads: the cost a unit heading for the nearest goal pays."""
        Searcher._grid(self, "distances_many")
        np = _arrays.numpy("Searcher.distances_many")
        w = _WAYS[_args.choice(way, "way", tuple(_WAYS))]
        if isinstance(sources, np.ndarray):
            if sources.ndim != 2 or sources.shape[1] != 2 or sources.dtype.kind not in "iu":
                raise ValueError("sources: expected an (n, 2) integer array of (x, y), got %s %s"
                                 % (sources.dtype, sources.shape))
            sources = [(int(x), int(y)) for x, y in sources]
        idx = np.array([self._index(pt, "sources") for pt in _args.sequence(sources, "sources", "points")],
                       dtype=np.uint32)
        out = np.empty((self._h, self._w), dtype=np.float64)
        with self._lock:
            self._live("distances_many")
            _check(lib.maze_search_distances_multi(self._s, idx.ctypes.data, len(idx), w, out.ctypes.data),
                   "distances_many")
        return out

    def flow_field(self, to: np.ndarray) -> np.ndarray:
        """The flow field of a map `to` of distances_many(goals, way="to")
        (maze_flow_field): a (height, width) int64 array of the cell index
        (y * width + x) to step to from each cell to reach the nearest goal
        at least cost; a goal steps to itself, and a cell that is blocked or
        reaches no goal holds -1. Ties take the first of N, E, S, W, NE, SE,
        SW, NW."""
        Searcher._grid(self, "flow_field")
        np = _arrays.numpy("Searcher.flow_field")
        d = _arrays.array2d(to, "to", "f", (self._h, self._w))
        nxt = np.empty((self._h, self._w), dtype=np.uint32)
        _check(lib.maze_flow_field(self._gp(), d.ctypes.data, nxt.ctypes.data), "flow_field")
        out = nxt.astype(np.int64)
        out[nxt == _FLOW_NONE] = -1
        return out

    def close(self) -> None:
        """Frees the search context (the graph goes with its last user)."""
        if not isinstance(self, Searcher):
            raise TypeError("close: expected a Searcher, got %s" % type(self).__name__)
        with self._lock:
            if self._s:
                lib.maze_search_destroy(self._s)
                self._s = None

    def __del__(self):
        if getattr(self, "_lock", None) is not None:
            self.close()

    def __enter__(self):
        Searcher._live(self, "with")
        return self

    def __exit__(self, *exc):
        Searcher.close(self)


def diagonals() -> List[str]:
    """The diagonal rules of a grid (Searcher's and solve's diagonal=), as
    `maze solve --diagonal` names them: when a diagonal move may pass the two
    cells beside it."""
    return list(_DIAGONALS)


def _diagonal(name, moves):
    """The MAZE_DIAG_* value of a rule's name (None: none given)."""
    if name is None:
        return None
    rule = _DIAGONALS[_args.choice(name, "diagonal", tuple(_DIAGONALS))]
    if rule == 0 and moves == 8:
        raise ValueError("diagonal: 'never' is 4 moves, not moves=8")
    return rule


class _Graph:
    """A maze_graph shared by the Searchers over it, freed with the last."""

    def __init__(self, ptr):
        self.ptr = ptr

    def __del__(self):
        if self.ptr:
            lib.maze_graph_destroy(self.ptr)
            self.ptr = None


def solve(target: Maze | Grid, start: Place | None = None, goal: Place | None = None, algorithm: str = "astar",
          moves: int = 4, weight: float | None = None, heuristic: str | None = None,
          costs: np.ndarray | str | bytes | None = None, ends: str | None = None, seed: int = 1,
          step: StepFn | None = None, diagonal: str | None = None) -> Result:
    """Searches a Maze or a Grid from start to goal ((x, y)) and returns a
    Result; as `maze solve`:

    start, goal: default the first and last enabled or open cells in
    reading order (or a file's S and E marks, for what read() returned).
    ends: "diameter" (the two ends of the longest path) or "dead-ends" (two
    random dead ends seeded by `seed`), wall mazes only; start and goal
    still win where given. moves: 4 or 8 (grids; diagonals cost sqrt 2, no
    corner cutting). heuristic: see heuristics(). weight: weighted-astar's
    W >= 1. costs: a grid's entry costs, a (height, width) numpy float array
    or a cost map's text (the grid itself is not changed). step: a callable
    given each Event (visit, frontier, backtrack); a true return stops the
    search (Cancelled). diagonal: a grid's diagonal rule (see diagonals()).
    algorithm="theta" gives an any-angle path (8 moves): its cells are the
    corners of straight segments between cell centres (Path.points()),
    its cost their length. For many queries on one target, use Searcher."""
    _size(target, "target")
    steps = _Steps(step)
    first, last = _pick_ends(target, start, goal, ends, seed, "target")
    sr = Searcher(target, algorithm, moves=moves, heuristic=heuristic, weight=weight, costs=costs, diagonal=diagonal)
    try:
        if step is None:
            return sr.solve(first, last)
        sr._opts.step = steps.c
        r, w = _lib.Result(), 0 if sr._cells else sr.width
        (sx, sy), (gx, gy) = _to_c(first, "start", sr._cells), _to_c(last, "goal", sr._cells)
        st = lib.maze_solve(sr._s, sr._solver, sx, sy, gx, gy, ctypes.byref(sr._opts), ctypes.byref(r))
        steps.check(st, "solve %s" % algorithm)
        n = r.length if r.found else 0
        out = Result(n > 0, Path(_string_at(r.path, 4 * n) if n else b"", w), max(n - 1, 0), r.cost, r.expanded)
        out._target = target
        return out
    finally:
        sr.close()


def distances(target: Maze | Grid, source: Place, moves: int = 4,
              costs: np.ndarray | str | bytes | None = None, diagonal: str | None = None) -> np.ndarray:
    """A Dijkstra map of a Maze or Grid from `source` (x, y): a (height,
    width) float64 numpy array of the least cost to every cell (moves 4 or 8
    on grids; costs as in solve), inf where no path reaches. For heat maps
    and game AI; computed in the library, not in Python."""
    _arrays.numpy("distances")
    sr = Searcher(target, "dijkstra", moves=moves, costs=costs, diagonal=diagonal)
    try:
        return sr.distances(source)
    finally:
        sr.close()


def distances_many(target: Maze | Grid, sources: Sequence[Point] | np.ndarray, way: str = "from", moves: int = 4,
                   costs: np.ndarray | str | bytes | None = None, diagonal: str | None = None) -> np.ndarray:
    """A Dijkstra map of many sources of a rect Maze or a Grid: see
    Searcher.distances_many (way "from" or "to"); moves, costs and diagonal
    as in solve. What `maze solve --distances csv --source A --source B`
    writes."""
    _arrays.numpy("distances_many")
    sr = Searcher(target, "dijkstra", moves=moves, costs=costs, diagonal=diagonal)
    try:
        return sr.distances_many(sources, way)
    finally:
        sr.close()


def flow_field(target: Maze | Grid, goals: Sequence[Point] | np.ndarray, moves: int = 4,
               costs: np.ndarray | str | bytes | None = None,
               diagonal: str | None = None) -> Tuple[np.ndarray, np.ndarray]:
    """A flow field toward the nearest of `goals`, for many units at once:
    (to, next), the cost from every cell to its nearest goal
    (distances_many(goals, way="to")) and the cell index to step to from
    each (Searcher.flow_field; -1 where none). What `maze solve --distances
    json --flow` writes."""
    _arrays.numpy("flow_field")
    sr = Searcher(target, "dijkstra", moves=moves, costs=costs, diagonal=diagonal)
    try:
        to = sr.distances_many(goals, "to")
        return to, sr.flow_field(to)
    finally:
        sr.close()


# ---- stats ----

def _stats(m, start, goal, ends, seed):
    p = _handle(m, Maze, "m")
    if ends is not None:
        start, goal = _pick_ends(m, start, goal, ends, seed, "m")
    else:
        _integer(seed, "seed", *_args.UINT64)
    cells = _cells_of(m)
    sx, sy = (-1, -1) if start is None else _to_c(start, "start", cells)
    gx, gy = (-1, -1) if goal is None else _to_c(goal, "goal", cells)
    if (start is None) != (goal is None):
        raise ValueError("start, goal: give both or neither")
    out = _lib.Stats()
    _check(lib.maze_stats_compute(p, sx, sy, gx, gy, ctypes.byref(out)), "stats")
    return out


def _difficulty(m, s):
    """maze_difficulty_compute for the solution that stats `s` measured."""
    out = _lib.Difficulty()
    _check(lib.maze_difficulty_compute(_handle(m, Maze, "m"), s.sx, s.sy, s.gx, s.gy, ctypes.byref(out)),
           "stats")
    return out


def stats(m: Maze, start: Place | None = None, goal: Place | None = None, ends: str | None = None,
          seed: int = 1) -> Dict[str, Any]:
    """maze_stats_compute as a dict (see struct maze_stats in maze.h): cells,
    passages, perfect, loops, dead_ends, dead_end_percent, diameter, ...; the
    solution fields when start and goal are given (or ends: "first-last",
    "diameter", "dead-ends", as in solve), with "difficulty" then: the
    maze_difficulty fields (score, decisions, turns, solution_share, ...)
    that `maze stats` prints. On a maze of another topology than rect,
    start and goal are cell numbers and the points in the dict are (c, 0)."""
    out = _stats(m, start, goal, ends, seed)
    d = {name: getattr(out, name) for name, _ in out._fields_}
    d["branch_hist"] = list(out.branch_hist)
    for k in ("perfect", "diameter_exact", "solution_asked", "solution_found"):
        d[k] = bool(d[k])
    if out.solution_found:
        diff = _difficulty(m, out)
        d["difficulty"] = {name: getattr(diff, name) for name, _ in diff._fields_ if name != "found"}
    return d


def stats_json(m: Maze, start: Place | None = None, goal: Place | None = None, ends: str | None = "first-last",
               seed: int = 1) -> str:
    """The JSON object `maze stats --json` prints for the maze (one line,
    its newline included): the solution from the first to the last cell
    unless start and goal or ends say otherwise."""
    s = _stats(m, start, goal, ends, seed)
    b = lambda v: "true" if v else "false"  # noqa: E731
    out = ['{"read_as":"maze",',
           '"width":%d,"height":%d,"cells":%d,"passages":%d,"perfect":%s,"components":%d,' %
           (s.width, s.height, s.cells, s.passages, b(s.perfect), s.components),
           '"loops":%d,"dead_ends":%d,"dead_end_percent":%.4f,"corridors":%d,"junctions":%d,' %
           (s.loops, s.dead_ends, s.dead_end_percent, s.corridors, s.junctions),
           '"crossroads":%d,"isolated":%d,' % (s.crossroads, s.isolated),
           '"diameter":{"moves":%d,"exact":%s,"from":[%d,%d],"to":[%d,%d]},' %
           (s.diameter, b(s.diameter_exact), s.diameter_ax, s.diameter_ay, s.diameter_bx, s.diameter_by),
           '"solution":{"from":[%d,%d],"to":[%d,%d],"found":%s' % (s.sx, s.sy, s.gx, s.gy, b(s.solution_found))]
    if s.solution_found:
        out.append(',"moves":%d,"branches":%d' % (s.solution_moves, s.solution_branches))
    out.append('},"runs":%d,"mean_run":%.4f,"branches":%d,"mean_branch":%.4f,"longest_branch":%d,'
               '"branch_histogram":[' % (s.runs, s.mean_run, s.branches, s.mean_branch, s.longest_branch))
    out.append(",".join('{"min":%d,"max":%d,"count":%d}' % (1 << k, (2 << k) - 1, c)
                        for k, c in enumerate(s.branch_hist) if c))
    out.append("]")
    if s.solution_found:
        d = _difficulty(m, s)
        out.append(',"difficulty":{"score":%.4f,"decisions":%d,"turns":%d,"solution_share":%.4f,'
                   '"branch_cells":%d,"branch_dead_ends":%d,"longest_wrong":%d,"expected_dead_ends":%.4f,'
                   '"expected_moves":%.4f}' % (d.score, d.decisions, d.turns, d.solution_share, d.branch_cells,
                                               d.branch_dead_ends, d.longest_wrong, d.expected_dead_ends,
                                               d.expected_moves))
    out.append("}\n")
    return "".join(out)


# ---- render, write, read ----

_LAYERS = {"path": 1, "markers": 2, "expanded": 4, "heat": 8, "outline": 16, "gaps": 32, "lines": 64}
_COLORS = ("background", "wall", "path", "start", "goal", "expanded", "outline", "heat-near", "heat-far")


def _overlay(path, start, goal, w, h, what, cells=0):
    """The overlay of a drawing; cells: the count of a maze of another
    topology than rect, whose points are cell numbers ((c, 0) in C)."""
    points = []
    if isinstance(path, Path):
        path = list(path)
    if path is not None:
        for pt in _args.sequence(path, "path", "points"):
            x, y = _to_c(pt, "path", cells)
            if not cells and not (0 <= x < w and 0 <= y < h):
                raise ValueError("path: (%d, %d) is outside the %d x %d %s" % (x, y, w, h, what))
            points.append((x, y))
    start = None if start is None else _to_c(start, "start", cells)
    goal = None if goal is None else _to_c(goal, "goal", cells)
    ov, keep = _lib.Overlay(), None
    if points:
        keep = (ctypes.c_uint32 * len(points))(*[x if cells else y * w + x for x, y in points])
        ov.path, ov.path_length = ctypes.cast(keep, ctypes.POINTER(ctypes.c_uint32)), len(points)
        start, goal = start or points[0], goal or points[-1]
    if start:
        ov.has_start, ov.sx, ov.sy = 1, start[0], start[1]
    if goal:
        ov.has_goal, ov.gx, ov.gy = 1, goal[0], goal[1]
    return ov, keep


def _draw_opts(cell, wall, margin, show, colors):
    opts = _lib.DrawOpts()
    lib.maze_draw_opts_init(ctypes.byref(opts))
    for name, value in (("cell", cell), ("wall", wall), ("margin", margin)):
        if value is not None:
            setattr(opts, name, _integer(value, name))
    if show is not None:
        _args.sequence(show, "show", "layer names")
        bits = 0
        for layer in show:
            bits |= _LAYERS[_args.choice(layer, "show", tuple(_LAYERS))]
        opts.layers = bits
    if colors is not None:
        if not isinstance(colors, dict):
            raise TypeError("colors: expected a dict of role: colour, got %s" % type(colors).__name__)
        for role, c in colors.items():
            _args.choice(role, "colors", _COLORS)
            rgb = ctypes.c_uint32()
            if lib.maze_color_parse(_str(c, "colors"), ctypes.byref(rgb)):
                raise ValueError("colors: %r is not a colour (a name or #rrggbb)" % c)
            setattr(opts, {"wall": "wall_color", "heat-near": "heat_near", "heat-far": "heat_far"}.get(
                role, role if role in ("background",) else role + "_color"), rgb.value)
    return opts


def _draw_bytes(target, format, path, start, goal, cell, wall, margin, show, colors, gaps):
    p, w, h = _size(target, "target")
    fmt = _str(format, "format")
    if not isinstance(gaps, bool):
        raise TypeError("gaps: expected a bool, got %s" % type(gaps).__name__)
    ov, keep = _overlay(path, start, goal, w, h, type(target).__name__, _cells_of(target))
    chunks = []

    def sink(_ctx, data, n):
        chunks.append(ctypes.string_at(data, n))
        return 0
    write_fn = _lib.WRITE_FN(sink)
    is_maze = isinstance(target, Maze)
    info = next((lib.maze_format_at(i).contents for i in range(lib.maze_format_count())
                 if lib.maze_format_at(i).contents.name == fmt), None)
    if info is not None and info.flags & 32:  # a picture: the drawing options apply
        opts = _draw_opts(cell, wall, margin, show, colors)
        if gaps:
            opts.layers |= _LAYERS["gaps"]
        draw = lib.maze_draw if is_maze else lib.maze_map_draw
        st = draw(p, fmt, ctypes.byref(opts), ctypes.byref(ov), write_fn, None)
    elif gaps and is_maze:
        st = lib.maze_write_gaps(p, fmt, ctypes.byref(ov), write_fn, None)
    else:
        st = (lib.maze_write if is_maze else lib.maze_map_write)(p, fmt, ctypes.byref(ov), write_fn, None)
    del keep
    _check(st, "render %s" % format)
    return b"".join(chunks), info


def render(target: Maze | Grid, format: str = "text", path: Sequence[Place] | Path | None = None,
           start: Place | None = None, goal: Place | None = None, cell: int | None = None, wall: int | None = None,
           margin: int | None = None, show: Sequence[str] | None = None, colors: Dict[str, str] | None = None,
           gaps: bool = False) -> str | bytes:
    """Draws a Maze or a Grid in `format` (see formats()): a text format
    ("text", "unicode", "mask", "blocks", "perl", "map") or a picture ("svg",
    "png"). path is [(x, y), ...] (e.g. solve(...).path), drawn with start
    and goal marks (default its two ends). Pictures take the command's
    drawing options: cell, wall, margin (pixels), show (a list of layers:
    path, markers, expanded, heat, outline) and colors ({role: "red" or
    "#rrggbb"}, roles background, wall, path, start, goal, expanded,
    outline, heat-near, heat-far). gaps opens the outer wall at start and
    goal (wall mazes). Returns str, or bytes for a binary format (png)."""
    data, info = _draw_bytes(target, format, path, start, goal, cell, wall, margin, show, colors, gaps)
    return data if info is not None and info.flags & 16 else data.decode("utf-8")


def _format_of_name(file):
    """The format a file name's extension names, as `maze ... -o FILE`
    picks it: the table's extension or a format's name, in any case; "text"
    when the name has no extension; ValueError for one that names none."""
    base = file.rsplit("/", 1)[-1]
    dot = base.rfind(".")
    if dot <= 0 or dot == len(base) - 1:  # ".hidden" and "name." have none
        return "text"
    ext = base[dot + 1:]
    info = lib.maze_format_for_path(file.encode())
    if info:
        return info.contents.name.decode()
    for name in formats():
        if name.lower() == ext.lower():
            return name
    raise ValueError("file: %r: '.%s' names no format (see maze.formats()); give format= to write one anyway"
                     % (file, ext))


def _replace_file(file, data):
    """Writes data to a temporary file beside `file` and renames it into
    place, so a failure leaves no partial file; created as open() creates a
    file (0666 less the umask), not as a private temporary file."""
    import os
    import secrets
    folder = os.path.dirname(os.path.abspath(file))
    while True:
        tmp = os.path.join(folder, ".maze-%s.tmp" % secrets.token_hex(6))
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, file)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write(target: Maze | Grid, file: str | BinaryIO, format: str | None = None,
          path: Sequence[Place] | Path | None = None, start: Place | None = None, goal: Place | None = None,
          **drawing: Any) -> None:
    """Writes render(target, format, ...) to `file` (a path, written through
    a temporary file renamed into place, or a binary file object); format
    defaults to the one the file name's extension names (as the command's
    -o: ValueError for an extension that names none), else "text"."""
    if isinstance(file, str):
        if format is None:
            _str(file, "file")
            format = _format_of_name(file)
        data, _ = _draw_bytes(target, format, path, start, goal, drawing.get("cell"), drawing.get("wall"),
                              drawing.get("margin"), drawing.get("show"), drawing.get("colors"),
                              drawing.get("gaps", False))
        _replace_file(file, data)
        return
    if not hasattr(file, "write"):
        raise TypeError("file: expected a path or a binary file object, got %s" % type(file).__name__)
    data, _ = _draw_bytes(target, format or "text", path, start, goal, drawing.get("cell"), drawing.get("wall"),
                          drawing.get("margin"), drawing.get("show"), drawing.get("colors"),
                          drawing.get("gaps", False))
    file.write(data)


def read(source: str | bytes | os.PathLike, format: str | None = None,
         max_cells: int | None = None) -> Maze | Grid:
    """Reads a maze or a map: `source` is the text (str), the bytes, or a
    path (os.PathLike, or a str naming an existing file that holds no line
    break). The format is detected from the content unless given (see
    formats()). Returns a Maze or a Grid; its .marks are the (start, goal)
    the file marks (None where it marks none), which solve() starts from."""
    import os
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and
                                           os.path.isfile(source)):
        with open(source, "rb") as f:
            data = f.read()
    else:
        data = _args.data(source, "source")
    o = _lib.ReadOpts(None if format is None else _str(format, "format"),
                      0 if max_cells is None else _integer(max_cells, "max_cells", *_args.UINT64))
    doc, err = _lib.Doc(), _lib.ErrorInfo()
    st = lib.maze_read(ctypes.byref(doc), data, len(data), ctypes.byref(o), None, ctypes.byref(err))
    if st:
        where = "line %d: " % err.line if err.line else ""
        raise MazeError(st, "read: %s%s" % (where, err.message.decode(errors="replace")))
    obj = Maze._wrap(doc.maze) if doc.maze else Grid._wrap(doc.map)
    obj.marks = ((doc.sx, doc.sy) if doc.has_start else None, (doc.gx, doc.gy) if doc.has_goal else None)
    return obj


from ._anim import animate  # noqa: E402 - needs the names above
from .movingai import bench  # noqa: E402
from . import movingai  # noqa: E402,F401
