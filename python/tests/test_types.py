"""test_types.py - every public function, constructor, method and property of
the module, found by introspection (so a new one is covered), given every
wrong kind of object in each parameter: it raises TypeError, or ValueError /
OverflowError for an integer the C parameter cannot hold or a closed object,
before anything reaches the library; never a crash (tests/cli/python.sh runs
this under -X faulthandler), never another exception. A parameter name or a
class this file does not know fails the test: say what it takes below."""
import inspect
import math
import os
import tempfile
import unittest

import numpy as np

import maze
import maze.movingai

SOURCE = os.environ.get("MAZE_SOURCE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ARENA = os.path.join(SOURCE, "tests", "data", "movingai", "dao", "arena.map")
TMP = tempfile.mkdtemp(prefix="maze-types-")

I32, U32, U64 = (-2 ** 31, 2 ** 31 - 1), (0, 2 ** 32 - 1), (0, 2 ** 64 - 1)


def a_maze():
    return maze.generate(5, 4, "dfs", seed=3)


def a_grid():
    return maze.Grid.from_rows(["....", ".#..", "...."])


def closed(make):
    obj = make()
    obj.close()
    return obj


# Objects of every kind a caller might pass by mistake.
ZOO = {
    "None": lambda: None,
    "bool": lambda: True,
    "int": lambda: 3,
    "float": lambda: 2.5,
    "nan": lambda: math.nan,
    "complex": lambda: 1j,
    "str": lambda: "dfs",
    "bytes": lambda: b"dfs",
    "list": lambda: [1, 2],
    "tuple": lambda: (1, 2),
    "point3": lambda: (1, 2, 3),
    "dict": lambda: {"x": 1},
    "object": object,
    "Maze": a_maze,
    "Grid": a_grid,
    "MazeError": lambda: maze.MazeError(-2, "x"),
}


def ints(lo, hi):
    """An integer kind: everything but an int is wrong, and so is an int just
    outside lo..hi (which C would wrap)."""
    return {"valid": lambda: 1, "wrong": {k: TypeError for k in ZOO if k != "int"}, "extra": [],
            "outside": [lo - 1, hi + 1, 2 ** 64 + 3, -2 ** 64 - 3]}


def of(valid, accepted, extra=()):
    """A kind whose right objects are the ZOO entries named in `accepted`;
    `extra`: more (value, exception) pairs."""
    return {"valid": valid, "wrong": {k: TypeError for k in ZOO if k not in accepted}, "extra": list(extra),
            "outside": []}


def optional(kind):
    """The same kind, or None."""
    return dict(kind, wrong={k: v for k, v in kind["wrong"].items() if k != "None"})


KINDS = {
    "int32": ints(*I32),
    "uint32": ints(*U32),
    "uint64": ints(*U64),
    "str": of(lambda: "dfs", {"str"}, extra=[("d\0fs", ValueError)]),
    "real": of(lambda: 0.5, {"int", "float", "nan"}),
    "flag": of(lambda: True, {"bool", "int"}),
    "maze": of(a_maze, {"Maze"}, extra=[(closed(a_maze), ValueError)]),
    "target": of(a_maze, {"Maze", "Grid"}, extra=[(closed(a_maze), ValueError), (closed(a_grid), ValueError)]),
    "point": of(lambda: (1, 1), {"tuple", "list"},
                extra=[((1.5, 1), TypeError), (("a", 1), TypeError), ([1], TypeError),
                       ((2 ** 40, 1), ValueError), ((1, -2 ** 40), ValueError)]),
    # a list or tuple of points inside the target (a_maze: 5 x 4)
    "path": of(lambda: [(0, 0), (1, 0)], set(),
               extra=[([(0, 0), 5], TypeError), ([(0, "a")], TypeError), ([(2 ** 40, 0)], ValueError),
                      ([(-1, 0)], ValueError), ([(0, 4)], ValueError), ((p for p in [(0, 0)]), TypeError)]),
    # rows of cell masks (0..255 fit the C byte; the library judges the rest)
    "masks": of(lambda: [[2, 8]], set(),
                extra=[([[2, 8], [1]], ValueError), ([[2, 300]], ValueError), ([[2, -1]], ValueError),
                       ([[2, "a"]], TypeError), (["ab"], TypeError), ([[2.0, 8]], TypeError)]),
    # rows of one-byte characters
    "rows": of(lambda: ["..", ".#"], set(),
               extra=[([".", 5], TypeError), ([b".."], TypeError), (["\u00e9."], ValueError),
                      (["a\0"], ValueError)]),
    "message": of(lambda: "what failed", {"str"}),  # Python's alone: any str
    "text": of(lambda: "type octile\nheight 1\nwidth 2\nmap\n..\n", {"str", "bytes"}),
    "maze_text": of(lambda: maze.render(a_maze()), {"str", "bytes"}),
    "scen_text": of(lambda: "version 1\n0\tx.map\t2\t1\t0\t0\t1\t0\t1\n", {"str", "bytes"}),
    "bool": of(lambda: False, {"bool"}),
    "callable?": of(lambda: None, {"None", "object"}),  # the class `object` is callable
    "mask?": of(lambda: None, {"None", "str", "bytes"}),
    "costs?": of(lambda: None, {"None", "str", "bytes"}),
    "costs": of(lambda: "1 1 1 1\n1 1 1 1\n2 2 2 2\n", {"str", "bytes"},
                extra=[(np.ones((2, 2)), ValueError), (np.ones((3, 4), dtype=bool), TypeError)]),
    "array": of(lambda: np.ones((3, 4), dtype=bool), set(),
                extra=[(np.ones((3, 4)), TypeError), (np.ones(4, dtype=bool), ValueError),
                       (np.ones((0, 4), dtype=bool), ValueError), (np.ones((2, 2, 2), dtype=bool), ValueError)]),
    "array?": of(lambda: None, {"None"}, extra=[(np.ones((5, 5)), ValueError), (np.full((3, 4), np.nan), ValueError),
                                                (np.zeros((3, 4)), ValueError), (np.ones((3, 4), dtype=bool), TypeError)]),
    "layers?": of(lambda: None, {"None", "list", "tuple"}, extra=[(["path", "nope"], ValueError), ([1], TypeError)]),
    "colors?": of(lambda: None, {"None", "dict"}, extra=[({"wall": "nope"}, ValueError), ({"wall": 3}, TypeError),
                                                         ({"nope": "red"}, ValueError)]),
    "file": of(lambda: os.path.join(TMP, "out.svg"), {"str"}),
    "fn": of(lambda: maze.generate, set(), extra=[(print, TypeError)]),
    "scen": of(lambda: ARENA + ".scen", {"str"}),
    "kind": of(lambda: "generate", {"str"}, extra=[("other", ValueError)]),
    "way": of(lambda: "from", {"str"}, extra=[("other", ValueError), ("d\0fs", ValueError)]),
    "diagonal?": of(lambda: None, {"None", "str"}, extra=[("sideways", ValueError)]),
    # a Dijkstra map of the 4 x 3 grid of Searcher's instance
    "dist": of(lambda: np.zeros((3, 4)), set(), extra=[(np.zeros((2, 2)), ValueError),
                                                        (np.zeros((3, 4), dtype=bool), TypeError)]),
}
for _name in ("str", "real", "point", "path", "int32", "target", "uint64"):
    KINDS[_name + "?"] = optional(KINDS[_name])

# What each parameter takes, by name or by Qualified.name.parameter: a kind,
# or (kind, a valid value) where the kind's own valid value would not do.
PARAMS = {
    "width": "int32", "height": "int32", "x": "int32", "y": "int32", "moves": ("int32", lambda: 4),
    "seed": "uint64", "direction": "uint32", "is_open": "flag",
    "algorithm": "str", "format": ("str", lambda: "svg"), "bias": ("str?", lambda: None), "what": "message",
    "braid": "real?", "weight": ("real?", lambda: 2.0), "fraction": "real",
    "target": "target", "m": "maze", "start": "point?", "goal": "point?", "path": "path?", "cell": ("int32?", lambda: 12),
    "text": "text", "status": "int32", "message": "message",
    "Maze.from_masks.rows": "masks", "Grid.from_rows.rows": "rows",
    "generate.width": ("int32?", lambda: 5), "generate.height": ("int32?", lambda: 4),
    "generate_many.width": ("int32?", lambda: 5), "generate_many.height": ("int32?", lambda: 4),
    "mask": "mask?", "step": "callable?", "heuristic": ("str?", lambda: None), "costs": "costs?",
    "ends": ("str?", lambda: None), "stats_json.ends": ("str?", lambda: "first-last"),
    "wall": ("int32?", lambda: None), "margin": ("int32?", lambda: None), "show": "layers?", "colors": "colors?",
    "gaps": "bool", "Maze.passages.masks": "bool", "read.source": "maze_text", "distances.source": "point",
    "Searcher.distances.source": "point", "Searcher.solve.start": "point", "Searcher.solve.goal": "point",
    "movingai.read_map.source": "text", "movingai.read_scen.source": "scen_text",
    "file": "file", "max_cells": ("uint64?", lambda: None), "fn": "fn", "kind": "kind",
    "animate.target": ("target?", lambda: None), "animate.algorithm": ("str?", lambda: None),
    "animate.cell": ("int32", lambda: 10), "delay": ("int32", lambda: 20), "steps_per_frame": ("int32", lambda: 1),
    "scen_path": "scen", "map": ("str?", lambda: None), "bench.algorithm": ("str", lambda: "astar"),
    "bench.heuristic": ("str?", lambda: "octile"), "Grid.from_numpy.open": "array", "Grid.from_numpy.costs": "array?",
    "Grid.set_costs.costs": "costs", "write.format": ("str?", lambda: None), "read.format": ("str?", lambda: None),
    "topology": ("str", lambda: "rect"), "levels": ("int32?", lambda: None), "rings": ("int32?", lambda: None),
    "Maze.empty.width": ("int32?", lambda: 5), "Maze.empty.height": ("int32?", lambda: 4),
    "min_solution": ("uint64?", lambda: None), "max_solution": ("uint64?", lambda: None),
    "tries": ("uint64?", lambda: None), "generate_many.count": ("int32", lambda: 2),
    "side": ("uint32", lambda: 1), "Maze.cell_sides.cell": ("uint32", lambda: 1),
    "Maze.cell_neighbor.cell": ("uint32", lambda: 1), "Maze.cell_open_sides.cell": ("uint32", lambda: 1),
    "Maze.cell_set_open.cell": ("uint32", lambda: 1), "Maze.cell_enabled.cell": ("uint32", lambda: 1),
    "diagonal": "diagonal?", "Searcher.set_open.cell": "point", "Searcher.is_open.cell": "point",
    "a": "point", "b": "point", "Searcher.smooth.path": "path", "sources": "path", "goals": "path",
    "way": "way", "Searcher.flow_field.to": "dist",
}

# Instances for methods and properties, by class.
INSTANCES = {"Maze": a_maze, "Grid": a_grid,
             "Searcher": lambda: maze.Searcher(maze.Grid.from_rows(["....", "....", "...."]), moves=8),
             "events": lambda: maze.events(maze.generate, 3, 3)}
# Classes that are plain records: they hold what they are given and call nothing.
RECORDS = {"Result", "Path", "Event", "Picture", "Query", "BenchRow", "BenchResult"}
# Classes whose constructor is public: checked parameter by parameter.
CONSTRUCTED = {"Searcher", "events"}
# Methods that accept a closed object on purpose.
CLOSED_OK = {"close", "__exit__"}


def members():
    """(qualified name, callable, (self factory, class self must be) or None,
    is property) for every public entry point."""
    public = [(name, getattr(maze, name)) for name in maze.__all__]
    public += [("movingai." + name, getattr(maze.movingai, name)) for name in maze.movingai.__all__]
    for name, obj in public:
        if not inspect.isclass(obj):
            if callable(obj):
                yield name, obj, None, False
            continue
        if name.split(".")[-1] in RECORDS:
            continue
        yield name, obj, None, False  # the constructor
        if issubclass(obj, BaseException):
            continue
        if name not in INSTANCES:
            raise AssertionError("no instance of %s to call its methods on: add one to INSTANCES" % name)
        for attr in dir(obj):
            if attr.startswith("_") and attr not in ("__enter__", "__exit__"):
                continue
            raw = inspect.getattr_static(obj, attr)
            # self may be any instance of the class that defines the member
            owner = next(c for c in obj.__mro__ if attr in vars(c))
            if isinstance(raw, property):
                yield "%s.%s" % (name, attr), raw.fget, (INSTANCES[name], owner), True
            elif isinstance(raw, (classmethod, staticmethod)):
                yield "%s.%s" % (name, attr), getattr(obj, attr), None, False
            elif inspect.isfunction(raw):
                yield "%s.%s" % (name, attr), raw, (INSTANCES[name], owner), False


def params_of(qual, fn, has_self):
    try:
        sig = inspect.signature(fn)
    except ValueError:
        return []
    ps = [p for p in sig.parameters.values() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    if has_self:
        ps = ps[1:]
    out = []
    for p in ps:
        spec = PARAMS.get("%s.%s" % (qual, p.name)) or PARAMS.get(p.name)
        if spec is None:
            raise AssertionError("%s: parameter %r takes what? add it to PARAMS" % (qual, p.name))
        kind, valid = spec if isinstance(spec, tuple) else (spec, KINDS[spec]["valid"])
        out.append((p.name, kind, valid))
    return out


class TestWrongKinds(unittest.TestCase):
    checked = 0

    def expect(self, label, exc, call):
        TestWrongKinds.checked += 1
        try:
            call()
        except exc:
            return
        except maze.MazeError as e:  # the library was reached: too late
            self.fail("%s: reached the library (%s), expected %s" % (label, e, exc))
        except Exception as e:
            self.fail("%s: raised %s: %s, expected %s" % (label, type(e).__name__, e, exc))
        self.fail("%s: returned, expected %s" % (label, exc))

    def test_every_parameter_refuses_every_wrong_kind(self):
        seen = 0
        for qual, fn, this_kind, is_prop in members():
            make_self, owner = this_kind or (None, None)
            if inspect.isclass(fn) and not issubclass(fn, BaseException) and qual not in CONSTRUCTED:
                # Objects of the library's come from its functions only: a
                # constructor that took a pointer would let a caller forge one.
                for label, make in ZOO.items():
                    with self.subTest(call=qual, given=label):
                        self.expect("%s(%s)" % (qual, label), TypeError, lambda: fn(make()))
                with self.subTest(call=qual, given="nothing"):
                    self.expect("%s()" % qual, TypeError, fn)
                continue

            params = [] if is_prop else params_of(qual, fn, make_self is not None)
            valid = {n: v() for n, _, v in params}

            def call(args, this=None):
                return fn(this, **args) if make_self else fn(**args)

            this = make_self() if make_self else None
            call(valid, this)  # every argument valid: no exception
            seen += 1
            for name, kind, _ in params:
                k = KINDS[kind]
                cases = [(label, make(), exc) for label, exc in k["wrong"].items() for make in [ZOO[label]]]
                cases += [(repr(v)[:30], v, exc) for v, exc in k["extra"]]
                cases += [(str(v), v, (ValueError, OverflowError)) for v in k["outside"]]
                for label, value, exc in cases:
                    args = dict(valid, **{name: value})
                    with self.subTest(call=qual, param=name, given=label):
                        self.expect("%s(%s=%s)" % (qual, name, label), exc, lambda: call(args, make_self() if make_self else None))
            if make_self:
                # self itself: another kind of object, or a closed one
                for label, make in ZOO.items():
                    if isinstance(make(), owner):
                        continue
                    with self.subTest(call=qual, param="self", given=label):
                        self.expect("%s(self=%s)" % (qual, label), TypeError, lambda: call(valid, make()))
                if qual.split(".")[-1] not in CLOSED_OK:
                    with self.subTest(call=qual, param="self", given="closed"):
                        self.expect("%s(self=closed)" % qual, ValueError, lambda: call(valid, closed(make_self)))
        self.assertGreater(seen, 15)
        print("%d entry points, %d wrong calls" % (seen, TestWrongKinds.checked))


class TestIntegersAreNotTruncated(unittest.TestCase):
    def test_sizes_and_seeds(self):
        for args in ((2 ** 32 + 3, 3), (3, 2 ** 32 + 3), (2 ** 31, 3)):
            with self.assertRaises((ValueError, OverflowError)):
                maze.generate(*args)
        for seed in (-1, 2 ** 64, -2 ** 63):
            with self.assertRaises((ValueError, OverflowError)):
                maze.generate(4, 4, seed=seed)
        self.assertEqual(maze.generate(4, 4, seed=2 ** 64 - 1).width, 4)

    def test_coordinates(self):
        m = maze.generate(4, 3, seed=1)
        with self.assertRaises((ValueError, OverflowError)):
            m.cell(2 ** 32, 0)  # would have been cell (0, 0)
        with self.assertRaises((ValueError, OverflowError)):
            maze.solve(m, (2 ** 32, 0), (3, 2))
        with self.assertRaises((ValueError, OverflowError)):
            m.open(0, 0, 2 ** 32 + maze.E)


if __name__ == "__main__":
    unittest.main()
