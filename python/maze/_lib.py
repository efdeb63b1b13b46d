"""_lib.py - loads libmaze.so with ctypes and declares the C signatures the
package uses. The library is found through $MAZE_LIBRARY, then the system's
search (ctypes.util.find_library), then the plain SONAME."""
import ctypes
import ctypes.util
import os

c_int, c_int32, c_uint, c_uint32, c_uint64 = (ctypes.c_int, ctypes.c_int32, ctypes.c_uint,
                                               ctypes.c_uint32, ctypes.c_uint64)
c_size_t, c_double, c_char_p, c_void_p = ctypes.c_size_t, ctypes.c_double, ctypes.c_char_p, ctypes.c_void_p
P = ctypes.POINTER

STATS_BUCKETS = 32  # MAZE_STATS_BUCKETS


class Rng(ctypes.Structure):
    _fields_ = [("s", c_uint64 * 4)]


class GenOpts(ctypes.Structure):
    _fields_ = [("bias", c_char_p), ("step", c_void_p), ("step_ud", c_void_p)]


class SolveOpts(ctypes.Structure):
    _fields_ = [("heuristic", c_int), ("weight", c_double), ("step", c_void_p), ("step_ud", c_void_p)]


class Result(ctypes.Structure):
    _fields_ = [("found", c_int), ("path", P(c_uint32)), ("length", c_size_t),
                ("cost", c_double), ("expanded", c_uint64)]


class Solver(ctypes.Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("flags", c_uint)]


class Generator(ctypes.Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("flags", c_uint)]


class ErrorInfo(ctypes.Structure):
    _fields_ = [("line", ctypes.c_long), ("message", ctypes.c_char * 160)]


class Stats(ctypes.Structure):
    """Mirror of struct maze_stats (include/maze.h)."""
    _fields_ = [("width", c_int32), ("height", c_int32), ("cells", c_uint64), ("passages", c_uint64),
                ("components", c_uint64), ("loops", c_uint64), ("perfect", c_int),
                ("dead_ends", c_uint64), ("dead_end_percent", c_double), ("isolated", c_uint64),
                ("corridors", c_uint64), ("junctions", c_uint64), ("crossroads", c_uint64),
                ("diameter", c_uint64), ("diameter_exact", c_int),
                ("diameter_ax", c_int32), ("diameter_ay", c_int32),
                ("diameter_bx", c_int32), ("diameter_by", c_int32),
                ("solution_asked", c_int), ("sx", c_int32), ("sy", c_int32), ("gx", c_int32), ("gy", c_int32),
                ("solution_found", c_int), ("solution_moves", c_uint64), ("solution_branches", c_uint64),
                ("runs", c_uint64), ("mean_run", c_double), ("branches", c_uint64),
                ("longest_branch", c_uint64), ("mean_branch", c_double),
                ("branch_hist", c_uint64 * STATS_BUCKETS)]


class Overlay(ctypes.Structure):
    _fields_ = [("has_start", c_int), ("has_goal", c_int), ("sx", c_int32), ("sy", c_int32),
                ("gx", c_int32), ("gy", c_int32), ("path", P(c_uint32)), ("path_length", c_size_t)]


class DrawOpts(ctypes.Structure):
    """Mirror of struct maze_draw_opts (include/maze.h)."""
    _fields_ = [("cell", c_int32), ("wall", c_int32), ("margin", c_int32), ("layers", c_uint)] + \
        [(n, c_uint32) for n in ("background", "wall_color", "path_color", "start_color", "goal_color",
                                 "expanded_color", "outline_color", "heat_near", "heat_far")] + \
        [("expanded", P(ctypes.c_uint8))]


WRITE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, c_size_t)

# name: (restype, argtypes)
_SIGNATURES = {
    "maze_version": (c_char_p, []),
    "maze_strerror": (c_char_p, [c_int]),
    "maze_rng_seed": (None, [P(Rng), c_uint64]),
    "maze_create": (c_int, [P(c_void_p), c_int32, c_int32, c_void_p]),
    "maze_destroy": (None, [c_void_p]),
    "maze_width": (c_int32, [c_void_p]),
    "maze_height": (c_int32, [c_void_p]),
    "maze_get": (c_uint, [c_void_p, c_int32, c_int32]),
    "maze_set_passage": (c_int, [c_void_p, c_int32, c_int32, c_uint, c_int]),
    "maze_passage_count": (c_uint64, [c_void_p]),
    "maze_cell_count": (c_uint64, [c_void_p]),
    "maze_from_masks": (c_int, [P(c_void_p), c_int32, c_int32, P(ctypes.c_uint8), c_int, c_void_p]),
    "maze_generate": (c_int, [P(c_void_p), c_char_p, c_int32, c_int32, c_uint64, P(GenOpts), c_void_p]),
    "maze_generator_count": (c_size_t, []),
    "maze_generator_at": (P(Generator), [c_size_t]),
    "maze_generator_find": (P(Generator), [c_char_p]),
    "maze_generate_into": (c_int, [c_void_p, P(Generator), P(Rng), P(GenOpts)]),
    "maze_cell_enabled": (c_int, [c_void_p, c_int32, c_int32]),
    "maze_braid": (c_int, [c_void_p, c_double, P(Rng)]),
    "maze_stats_compute": (c_int, [c_void_p, c_int32, c_int32, c_int32, c_int32, P(Stats)]),
    "maze_map_create": (c_int, [P(c_void_p), c_int32, c_int32, c_void_p]),
    "maze_map_destroy": (None, [c_void_p]),
    "maze_map_width": (c_int32, [c_void_p]),
    "maze_map_height": (c_int32, [c_void_p]),
    "maze_map_open": (c_int, [c_void_p, c_int32, c_int32]),
    "maze_map_set": (c_int, [c_void_p, c_int32, c_int32, ctypes.c_char]),
    "maze_map_read_movingai": (c_int, [P(c_void_p), c_char_p, c_size_t, c_void_p, c_void_p, P(ErrorInfo)]),
    "maze_graph_from_maze": (c_int, [P(c_void_p), c_void_p, c_void_p]),
    "maze_graph_from_map": (c_int, [P(c_void_p), c_void_p, c_int, c_void_p]),
    "maze_graph_destroy": (None, [c_void_p]),
    "maze_search_create": (c_int, [P(c_void_p), c_void_p, c_void_p]),
    "maze_search_destroy": (None, [c_void_p]),
    "maze_solver_count": (c_size_t, []),
    "maze_solver_at": (P(Solver), [c_size_t]),
    "maze_solver_find": (P(Solver), [c_char_p]),
    "maze_solve_opts_init": (None, [P(SolveOpts)]),
    "maze_solve": (c_int, [c_void_p, P(Solver), c_int32, c_int32, c_int32, c_int32, P(SolveOpts), P(Result)]),
    "maze_draw_opts_init": (None, [P(DrawOpts)]),
    "maze_draw": (c_int, [c_void_p, c_char_p, P(DrawOpts), P(Overlay), WRITE_FN, c_void_p]),
    "maze_map_draw": (c_int, [c_void_p, c_char_p, P(DrawOpts), P(Overlay), WRITE_FN, c_void_p]),
    "maze_write": (c_int, [c_void_p, c_char_p, P(Overlay), WRITE_FN, c_void_p]),
    "maze_map_write": (c_int, [c_void_p, c_char_p, P(Overlay), WRITE_FN, c_void_p]),
}


def _load():
    path = os.environ.get("MAZE_LIBRARY") or ctypes.util.find_library("maze") or "libmaze.so.0"
    lib = ctypes.CDLL(path)
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name, None)
        if fn is not None:  # an older library may lack a newer function
            fn.restype, fn.argtypes = restype, argtypes
    return lib


lib = _load()
