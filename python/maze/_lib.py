"""_lib.py - loads libmaze.so with ctypes and declares the C signatures the
package uses. The library is the one built into the package (by `pip install
./python`), or $MAZE_LIBRARY when set; anything else is a LibraryNotFound
(an ImportError) that says what to do."""
import ctypes
import os

from . import _errors

c_int, c_int32, c_uint, c_uint32, c_uint64 = (ctypes.c_int, ctypes.c_int32, ctypes.c_uint,
                                               ctypes.c_uint32, ctypes.c_uint64)
c_size_t, c_double, c_char_p, c_void_p = ctypes.c_size_t, ctypes.c_double, ctypes.c_char_p, ctypes.c_void_p
P = ctypes.POINTER

STATS_BUCKETS = 32  # MAZE_STATS_BUCKETS


class Rng(ctypes.Structure):
    _fields_ = [("s", c_uint64 * 4)]


class Event(ctypes.Structure):
    _fields_ = [("kind", c_int), ("x", c_int32), ("y", c_int32), ("x2", c_int32), ("y2", c_int32),
                ("g", c_double)]


STEP_FN = ctypes.CFUNCTYPE(c_int, c_void_p, P(Event))


class GenOpts(ctypes.Structure):
    _fields_ = [("bias", c_char_p), ("step", STEP_FN), ("step_ud", c_void_p)]


class SolveOpts(ctypes.Structure):
    _fields_ = [("heuristic", c_int), ("weight", c_double), ("step", STEP_FN), ("step_ud", c_void_p)]


class Result(ctypes.Structure):
    _fields_ = [("found", c_int), ("path", c_void_p), ("length", c_size_t),
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
                ("branch_hist", c_uint64 * STATS_BUCKETS), ("crossings", c_uint64)]


class Difficulty(ctypes.Structure):
    """Mirror of struct maze_difficulty (include/maze.h)."""
    _fields_ = [("found", c_int), ("cells", c_uint64), ("moves", c_uint64), ("solution_share", c_double),
                ("decisions", c_uint64), ("turns", c_uint64), ("branch_cells", c_uint64),
                ("branch_dead_ends", c_uint64), ("longest_wrong", c_uint64), ("expected_dead_ends", c_double),
                ("expected_moves", c_double), ("score", c_double)]


class Overlay(ctypes.Structure):
    _fields_ = [("has_start", c_int), ("has_goal", c_int), ("sx", c_int32), ("sy", c_int32),
                ("gx", c_int32), ("gy", c_int32), ("path", P(c_uint32)), ("path_length", c_size_t)]


class DrawOpts(ctypes.Structure):
    """Mirror of struct maze_draw_opts (include/maze.h)."""
    _fields_ = [("cell", c_int32), ("wall", c_int32), ("margin", c_int32), ("layers", c_uint)] + \
        [(n, c_uint32) for n in ("background", "wall_color", "path_color", "start_color", "goal_color",
                                 "expanded_color", "outline_color", "heat_near", "heat_far")] + \
        [("expanded", P(ctypes.c_uint8))] + \
        [(n, ctypes.c_double) for n in ("cell_mm", "page_width_mm", "page_height_mm")]


WRITE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, c_size_t)


class VisitMarks(ctypes.Structure):
    _fields_ = [("width", c_int32), ("height", c_int32), ("cells", P(ctypes.c_uint8)), ("count", c_uint64)]


class ReadOpts(ctypes.Structure):
    _fields_ = [("format", c_char_p), ("max_cells", c_uint64)]


class Doc(ctypes.Structure):
    _fields_ = [("maze", c_void_p), ("map", c_void_p), ("has_start", c_int), ("has_goal", c_int),
                ("sx", c_int32), ("sy", c_int32), ("gx", c_int32), ("gy", c_int32), ("format", c_char_p)]


class ScenQuery(ctypes.Structure):
    _fields_ = [("line", ctypes.c_long), ("bucket", c_int32), ("map", c_char_p),
                ("map_width", c_int32), ("map_height", c_int32),
                ("sx", c_int32), ("sy", c_int32), ("gx", c_int32), ("gy", c_int32),
                ("optimal", c_double), ("decimals", c_int)]


class Shape(ctypes.Structure):
    _fields_ = [("topology", c_char_p), ("width", c_int32), ("height", c_int32), ("levels", c_int32),
                ("rings", c_int32)]


class Topology(ctypes.Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("max_sides", c_uint), ("flags", c_uint)]


class FormatInfo(ctypes.Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("extension", c_char_p), ("flags", c_uint)]

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
    "maze_difficulty_compute": (c_int, [c_void_p, c_int32, c_int32, c_int32, c_int32, P(Difficulty)]),
    "maze_map_create": (c_int, [P(c_void_p), c_int32, c_int32, c_void_p]),
    "maze_map_destroy": (None, [c_void_p]),
    "maze_map_width": (c_int32, [c_void_p]),
    "maze_map_height": (c_int32, [c_void_p]),
    "maze_map_open": (c_int, [c_void_p, c_int32, c_int32]),
    "maze_map_set": (c_int, [c_void_p, c_int32, c_int32, ctypes.c_char]),
    "maze_map_read_movingai": (c_int, [P(c_void_p), c_char_p, c_size_t, c_void_p, c_void_p, P(ErrorInfo)]),
    "maze_map_terrain": (ctypes.c_char, [c_void_p, c_int32, c_int32]),
    "maze_map_from_open": (c_int, [P(c_void_p), c_int32, c_int32, c_void_p, c_void_p]),
    "maze_map_to_open": (None, [c_void_p, c_void_p]),
    "maze_map_set_costs": (c_int, [c_void_p, c_void_p]),
    "maze_map_get_costs": (None, [c_void_p, c_void_p]),
    "maze_map_has_costs": (c_int, [c_void_p]),
    "maze_map_read_costs": (c_int, [c_void_p, c_char_p, c_size_t, P(ErrorInfo)]),
    "maze_map_from_maze": (c_int, [P(c_void_p), c_void_p, c_void_p]),
    "maze_to_masks": (None, [c_void_p, c_void_p]),
    "maze_to_blocks": (None, [c_void_p, c_void_p]),
    "maze_from_blocks": (c_int, [P(c_void_p), c_int32, c_int32, c_void_p, c_void_p]),
    "maze_clone": (c_int, [P(c_void_p), c_void_p]),
    "maze_mask_read": (c_int, [P(c_void_p), c_char_p, c_size_t, c_uint64, c_void_p, P(ErrorInfo)]),
    "maze_mask_apply": (c_int, [c_void_p, c_void_p]),
    "maze_pick_dead_ends": (c_int, [c_void_p, P(Rng), c_size_t, P(c_uint32)]),
    "maze_search_distances": (c_int, [c_void_p, c_int32, c_int32, c_void_p]),
    "maze_heuristic_find": (c_int, [c_char_p]),
    "maze_heuristic_name": (c_char_p, [c_int]),
    "maze_graph_width": (c_int32, [c_void_p]),
    "maze_graph_height": (c_int32, [c_void_p]),
    "maze_graph_passable": (c_int, [c_void_p, c_int32, c_int32]),
    "maze_write_gaps": (c_int, [c_void_p, c_char_p, P(Overlay), WRITE_FN, c_void_p]),
    "maze_read": (c_int, [P(Doc), c_char_p, c_size_t, P(ReadOpts), c_void_p, P(ErrorInfo)]),
    "maze_doc_clear": (None, [P(Doc)]),
    "maze_color_parse": (c_int, [c_char_p, P(c_uint32)]),
    "maze_mark_visits": (c_int, [c_void_p, c_void_p]),
    "maze_scen_read": (c_int, [P(c_void_p), c_char_p, c_size_t, c_void_p, P(ErrorInfo)]),
    "maze_scen_destroy": (None, [c_void_p]),
    "maze_scen_count": (c_size_t, [c_void_p]),
    "maze_scen_at": (P(ScenQuery), [c_void_p, c_size_t]),
    "maze_scen_query_check": (c_int, [P(ScenQuery), c_void_p, P(ErrorInfo)]),
    "maze_scen_cost_ok": (c_int, [P(ScenQuery), c_double, c_double]),
    "maze_format_count": (c_size_t, []),
    "maze_format_at": (P(FormatInfo), [c_size_t]),
    "maze_format_for_path": (P(FormatInfo), [c_char_p]),
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
    "maze_topology_count": (c_size_t, []),
    "maze_topology_at": (P(Topology), [c_size_t]),
    "maze_topology_find": (P(Topology), [c_char_p]),
    "maze_topology_of": (P(Topology), [c_void_p]),
    "maze_create_shape": (c_int, [P(c_void_p), P(Shape), c_void_p]),
    "maze_shape_get": (c_int, [c_void_p, P(Shape)]),
    "maze_generator_fits": (c_int, [P(Generator), P(Topology)]),
    "maze_cell_total": (c_uint64, [c_void_p]),
    "maze_cell_sides": (c_uint, [c_void_p, c_uint32]),
    "maze_cell_neighbor": (ctypes.c_int64, [c_void_p, c_uint32, c_uint]),
    "maze_cell_open_sides": (c_uint, [c_void_p, c_uint32]),
    "maze_cell_set_open": (c_int, [c_void_p, c_uint32, c_uint, c_int]),
    "maze_cell_is_enabled": (c_int, [c_void_p, c_uint32]),
    "maze_graph_moves": (c_int, [c_void_p]),
    "maze_graph_from_map_diagonal": (c_int, [P(c_void_p), c_void_p, c_int, c_void_p]),
    "maze_graph_diagonal": (c_int, [c_void_p]),
    "maze_graph_set_open": (c_int, [c_void_p, c_int32, c_int32, c_int]),
    "maze_search_distances_multi": (c_int, [c_void_p, c_void_p, c_size_t, c_int, c_void_p]),
    "maze_flow_field": (c_int, [c_void_p, c_void_p, c_void_p]),
    "maze_line_of_sight": (c_int, [c_void_p, c_int32, c_int32, c_int32, c_int32]),
    "maze_path_smooth": (c_int, [c_void_p, c_void_p, c_size_t, c_void_p, P(c_size_t)]),
    "maze_draw_opts_init": (None, [P(DrawOpts)]),
    "maze_draw": (c_int, [c_void_p, c_char_p, P(DrawOpts), P(Overlay), WRITE_FN, c_void_p]),
    "maze_map_draw": (c_int, [c_void_p, c_char_p, P(DrawOpts), P(Overlay), WRITE_FN, c_void_p]),
    "maze_write": (c_int, [c_void_p, c_char_p, P(Overlay), WRITE_FN, c_void_p]),
    "maze_map_write": (c_int, [c_void_p, c_char_p, P(Overlay), WRITE_FN, c_void_p]),
}


HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(HERE, "libmaze.so")


def _load():
    chosen = os.environ.get("MAZE_LIBRARY")
    if chosen:
        try:
            lib = ctypes.CDLL(chosen)
        except OSError as e:
            raise _errors.LibraryNotFound(
                "maze: MAZE_LIBRARY=%r cannot be loaded (%s): point it at a libmaze.so, or unset it "
                "to use the library bundled with the package" % (chosen, e)) from None
    elif os.path.exists(BUNDLED):
        lib = ctypes.CDLL(BUNDLED)
    else:
        raise _errors.LibraryNotFound(
            "maze: this copy of the package has no libmaze.so beside it (%s): install the package "
            "with 'pip install ./python' from a clone of the repository, which builds and bundles "
            "the library, or set MAZE_LIBRARY to the path of a libmaze.so" % HERE)
    missing = [name for name in _SIGNATURES if not hasattr(lib, name)]
    if missing:
        raise _errors.LibraryNotFound(
            "maze: the libmaze loaded from %s lacks %s: it is older than this package (%s); "
            "reinstall the package, or set MAZE_LIBRARY to a current libmaze.so"
            % (chosen or BUNDLED, ", ".join(missing[:3]), "the same version as its header"))
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
    _errors._strerror = lambda status: lib.maze_strerror(status).decode()
    return lib


lib = _load()
