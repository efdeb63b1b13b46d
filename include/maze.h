/* maze.h - the one public header of libmaze: generate, solve, analyse and
 * draw mazes (wall mazes of W x H cells) and grid maps (block maps, Moving AI
 * .map files).
 *
 * Synopsis
 *   Objects, opaque, each made by a create call and freed by its destroy:
 *     maze             a wall maze            maze_create, maze_generate, maze_clone,
 *                                             maze_from_*, maze_mask_read / maze_destroy
 *     maze_map         a block map            maze_map_create, maze_map_from_maze,
 *                                             maze_map_read_movingai / maze_map_destroy
 *     maze_graph       what a search runs on  maze_graph_from_maze, _from_map / maze_graph_destroy
 *     maze_search      one thread's scratch   maze_search_create / maze_search_destroy
 *     maze_prepared    a graph prepared (JPS+) maze_prepare, maze_prepared_read / maze_prepared_destroy
 *     maze_row_writer  a file made row by row maze_row_writer_create,
 *                                             maze_draw_row_writer_create / maze_row_writer_destroy
 *     maze_scen        a Moving AI scenario   maze_scen_read / maze_scen_destroy
 *   A maze of another topology (hex, hexagon, triangle, polar, 3d, upsilon) comes
 *   from maze_create_shape and is read and changed by cell index
 *   (maze_cell_*).
 *   Plain structs the caller owns: maze_rng (a random stream), the options
 *   (maze_gen_opts, maze_solve_opts, maze_read_opts, maze_draw_opts,
 *   maze_file_opts), maze_doc (what maze_read made; maze_doc_clear),
 *   maze_result, maze_stats, maze_overlay, maze_error_info.
 *   Tables, static and read-only: count / at / find, entries that carry
 *   information only, run through calls:
 *     topologies  maze_topology_*   maze_create_shape, maze_cell_*
 *     generators  maze_generator_*  maze_generate_into, maze_generate_rows, maze_generate
 *     solvers     maze_solver_*     maze_solve, maze_solver_fits
 *     formats     maze_format_*     maze_read, maze_write, maze_map_write, maze_draw, row writers
 *   Sections below: conventions; version and status codes; memory; random
 *   numbers; wall mazes; topologies; block maps; step events; generators; files
 *   (formats, readers, writers); search; analysis; drawing. */
#ifndef MAZE_H
#define MAZE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Conventions
 *
 * Status codes. A call that can fail returns an int: MAZE_OK (0) or one of
 * the negative MAZE_E* codes its comment lists; results come through
 * out-parameters. Getters return their value directly.
 *
 * NULL. Every entry point checks its pointer arguments. NULL is allowed for
 * `alloc` (the C library's allocator), `err` (no details), the user
 * pointers `ctx` and `ud` (handed to callbacks untouched), the options and
 * overlay a call reads (`const ..._opts *`, `ov`: the defaults, nothing
 * drawn), and a buffer whose length is 0 (an empty one). Anywhere else a
 * NULL gives MAZE_EINVAL from a status call, 0 (NULL, 0.0) from a getter
 * unless its comment says otherwise, and nothing from a void call
 * (destroy(NULL) included).
 *
 * Ownership. An object made through `T **out` belongs to the caller, who
 * frees it with its destroy call; on any failure *out is NULL (and
 * maze_read's document empty). Memory a call returns through another
 * out-parameter (maze_dead_ends) is freed with maze_free. A pointer a call
 * returns into an object (maze_result.path, maze_scen_at) lives as long as
 * its comment says; strings and table entries from the library are static.
 * A call borrows its arguments only while it runs (buffers need no NUL
 * terminator; objects copy the allocator struct); the exceptions are named:
 * a maze_search keeps its graph, a row writer its write callback.
 * Option structs are zero-initialised or set by their *_opts_init call.
 *
 * Callbacks run on the calling thread, before the call returns. What their
 * return means: maze_write_fn 0 ok, nonzero failed (the call returns
 * MAZE_EIO); maze_step_fn 0 go on, nonzero stop (MAZE_ECANCELLED);
 * maze_row_fn and maze_produce_fn MAZE_OK go on, any other status stops the
 * call, which returns it; maze_realloc_fn NULL failed (MAZE_ENOMEM).
 *
 * Grids. (x, y) is 0-based, (0, 0) the top-left cell, x growing east and y
 * south; a cell index is y*W+x (uint32_t). Widths and heights are int32_t
 * (a streamed maze's height int64_t), at most MAZE_MAX_CELLS cells in
 * memory.
 *
 * Threads. The library has no global state. Different objects may be used
 * from different threads at once; one object may be read (calls taking it
 * const) by many threads at once but changed by only one, with no readers.
 * The tables and the static strings may be read from any thread.
 *
 * Not in this file means not API. The API is what this file declares, with
 * the behaviour its comments give; the layout of the opaque objects, every
 * symbol without the maze_/MAZE_ prefix (the library does not export them),
 * the order of table entries, message texts and speed are not. While
 * MAZE_VERSION_MAJOR is 0 a minor release may change the API and ABI
 * (CHANGELOG.md lists each change); the table entries (maze_generator,
 * maze_solver, maze_format_info) are made by the library only and may gain
 * fields at their end.
 * ==================================================================== */

/* The library is built with GNU C (gcc or clang) for Linux (README.md:
 * platforms), its internal symbols hidden; MAZE_API marks what it exports.
 * This header itself is plain C11 (and C++) for any compiler that uses it. */
#if defined(__GNUC__)
#define MAZE_API __attribute__((visibility("default")))
#else
#define MAZE_API
#endif

/* ======================================================================
 * Version and status codes
 *
 * The header's version, the library's, and what each status code means.
 * ==================================================================== */

/* The version of this header (semantic versioning). CMake reads the project
 * version from MAZE_VERSION_STRING; maze_version() gives the library's. */
#define MAZE_VERSION_MAJOR 0
#define MAZE_VERSION_MINOR 1
#define MAZE_VERSION_PATCH 0
#define MAZE_VERSION_STRING "0.1.0"

/* Returns the library's version string ("MAJOR.MINOR.PATCH"), static. */
MAZE_API const char *maze_version(void);

/* Status codes. MAZE_OK is 0; every error is negative. */
enum {
    MAZE_OK = 0,
    MAZE_ENOMEM = -1,       /* an allocation failed */
    MAZE_EINVAL = -2,       /* a bad argument (NULL where not allowed, bad option) */
    MAZE_ERANGE = -3,       /* a coordinate or size out of range (0, negative) */
    MAZE_ETOOBIG = -4,      /* a size over the limits (overflow, max_cells) */
    MAZE_EFORMAT = -5,      /* malformed input data */
    MAZE_EIO = -6,          /* a read or write failed */
    MAZE_ENOTFOUND = -7,    /* an unknown name: no such algorithm or format */
    MAZE_EUNSUPPORTED = -8, /* a known format or algorithm that cannot do this
                               (a graph a solver does not fit, png without libpng) */
    MAZE_ECANCELLED = -9    /* a callback asked to stop */
};

/* Returns a static, human-readable description of a status code (never NULL;
 * unknown codes give "unknown error"). */
MAZE_API const char *maze_strerror(int status);

/* Where a reader found a problem: 1-based line (0 if none applies) and a short
 * message (every byte from the input escaped). Filled by readers when the
 * caller passes one; never required. */
typedef struct maze_error_info {
    long line;
    char message[160];
} maze_error_info;

/* ======================================================================
 * Memory
 *
 * Every object allocates through the allocator it was made with: the C
 * library's, or a realloc-like hook of the caller's.
 * ==================================================================== */

/* realloc-like: (ud, NULL, n) allocates, (ud, p, n) resizes, (ud, p, 0) frees and
 * returns NULL. Must return NULL on failure and leave p untouched. */
typedef void *(*maze_realloc_fn)(void *ud, void *ptr, size_t size);

/* An allocator: the function and its user pointer. NULL wherever a
 * `const maze_allocator *` is taken means the C library's realloc/free.
 * Objects keep a copy, so the struct need not outlive the call. */
typedef struct maze_allocator {
    maze_realloc_fn realloc;
    void *ud;
} maze_allocator;

/* ======================================================================
 * Random numbers
 *
 * Our own generator (xoshiro256** seeded by splitmix64), so that the same
 * seed gives the same maze on every platform and build. Its state is a plain
 * value owned by the caller; there is no global one.
 * ==================================================================== */

/* A random stream. A NULL rng draws 0; maze_rng_seed(NULL, ...) does nothing. */
typedef struct maze_rng {
    uint64_t s[4];
} maze_rng;

/* Seeds `rng` from a 64-bit seed (any value, 0 included). */
MAZE_API void maze_rng_seed(maze_rng *rng, uint64_t seed);
/* Returns the next 64 random bits. */
MAZE_API uint64_t maze_rng_next(maze_rng *rng);
/* Returns a uniform integer in [0, n) without modulo bias; 0 when n is 0. */
MAZE_API uint64_t maze_rng_below(maze_rng *rng, uint64_t n);
/* Returns a uniform double in [0, 1) with 53 random bits. */
MAZE_API double maze_rng_double(maze_rng *rng);

/* ======================================================================
 * Wall mazes
 *
 * W x H cells with a wall on each side; a passage opens the wall between two
 * 4-neighbours. A cell can be disabled (outside a mask): it has no passage
 * and the generators leave it out. The PHP and Java articles' forms (4-bit
 * masks, block grids) convert both ways; docs/formats.md names the
 * articles under "The three articles". Memory: 2 bits a cell, 3 with disabled cells.
 * ==================================================================== */

/* Directions, as bits of the PHP article's 4-bit cell mask. */
enum { MAZE_N = 1, MAZE_E = 2, MAZE_S = 4, MAZE_W = 8 };

/* The largest number of cells an in-memory maze, map or graph may hold (cell
 * indices are 32-bit). Streaming generation has no such limit. */
#define MAZE_MAX_CELLS 4294967294ull

/* Opaque wall maze. */
typedef struct maze maze;

/* Creates a maze of width x height cells, all enabled, every wall closed,
 * into *out (free with maze_destroy). alloc: NULL for the C library.
 * Returns MAZE_OK, MAZE_ERANGE (width or height < 1), MAZE_ETOOBIG (more
 * than MAZE_MAX_CELLS cells) or MAZE_ENOMEM. */
MAZE_API int maze_create(maze **out, int32_t width, int32_t height,
                         const maze_allocator *alloc);
/* Frees a maze; NULL is a no-op. */
MAZE_API void maze_destroy(maze *m);
/* An independent copy of `m` (same allocator) in *out. MAZE_OK or MAZE_ENOMEM. */
MAZE_API int maze_clone(maze **out, const maze *m);

/* Width and height in cells. */
MAZE_API int32_t maze_width(const maze *m);
MAZE_API int32_t maze_height(const maze *m);
/* Number of enabled cells. */
MAZE_API uint64_t maze_cell_count(const maze *m);
/* Number of open passages. O(cells). */
MAZE_API uint64_t maze_passage_count(const maze *m);

/* The cell's 4-bit opening mask (MAZE_N|MAZE_E|MAZE_S|MAZE_W bits); 0 for a
 * cell out of range or disabled. */
MAZE_API unsigned maze_get(const maze *m, int32_t x, int32_t y);
/* Opens (open != 0) or closes the wall on side `dir` (one of MAZE_N..MAZE_W)
 * of cell (x, y). MAZE_ERANGE if the cell or its neighbour is outside the
 * maze or disabled, MAZE_EINVAL for a bad dir. */
MAZE_API int maze_set_passage(maze *m, int32_t x, int32_t y, unsigned dir, int open);
/* Closes every wall. */
MAZE_API void maze_clear(maze *m);

/* Whether cell (x, y) is enabled (1) or disabled or out of range (0). */
MAZE_API int maze_cell_enabled(const maze *m, int32_t x, int32_t y);
/* Enables or disables a cell; disabling closes its walls. MAZE_ERANGE out
 * of range, MAZE_ENOMEM if the mask layer cannot be allocated. */
MAZE_API int maze_set_cell_enabled(maze *m, int32_t x, int32_t y, int enabled);

/* Writes the PHP article's masks: out[y*W+x] = maze_get(m, x, y); `out`
 * holds width*height bytes. */
MAZE_API void maze_to_masks(const maze *m, uint8_t *out);
/* Builds a maze from PHP masks (width*height bytes, index y*W+x). A cell whose
 * mask is 0 becomes disabled when `zero_disables` is set, else a closed cell.
 * MAZE_EFORMAT if two neighbours disagree about their shared wall or a
 * passage leads off the grid, besides maze_create's codes. */
MAZE_API int maze_from_masks(maze **out, int32_t width, int32_t height,
                             const uint8_t *masks, int zero_disables,
                             const maze_allocator *alloc);
/* Writes the Java article's block grid: (2H+1) rows of (2W+1) bytes, 0 wall,
 * 1 open; cell (x, y) is block (2x+1, 2y+1). */
MAZE_API void maze_to_blocks(const maze *m, uint8_t *out);
/* Builds a maze from a block grid of bw x bh bytes (0 wall, nonzero open);
 * bw and bh odd and >= 3. A closed cell block disables that cell.
 * MAZE_EFORMAT when an open block makes no sense (a corner, or a passage
 * next to a closed cell), besides maze_create's codes. */
MAZE_API int maze_from_blocks(maze **out, int32_t bw, int32_t bh,
                              const uint8_t *blocks, const maze_allocator *alloc);

/* Frees memory that a maze_* call returned through an out-parameter, using
 * the maze's allocator. p NULL is a no-op; so is m NULL (p is not freed: only
 * m knows its allocator). */
MAZE_API void maze_free(const maze *m, void *p);

/* ======================================================================
 * Topologies
 *
 * A maze's cells may tile other shapes than the rectangle: hexagons,
 * triangles, rings around a centre, levels stacked in 3D, octagons with
 * squares, squares whose corridors pass under one another. A topology is an entry of a static table; maze_create_shape
 * makes a maze of one (all walls closed, every cell enabled), and the maze
 * keeps it. Every topology, rect included, answers the cell calls below,
 * so code written with them runs on any maze:
 * - cells are numbered 0 .. maze_cell_total - 1 (rect: y*W+x, as everywhere);
 * - cell c has maze_cell_sides(c) sides numbered 0, 1, ...; side s leads to
 *   maze_cell_neighbor(c, s) (-1 at the outline) and is that neighbour's
 *   side maze_cell_back(c, s); a passage opens both at once;
 * - the neighbour relation is the tiling's: a disabled cell is still a
 *   neighbour (ask maze_cell_is_enabled), and has no passage.
 * Sides: rect 0 N, 1 E, 2 S, 3 W. hex (pointed tops, odd rows shifted half
 * a cell east, cell y*W+x) 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. hexagon (hex's
 * cells and sides in a hexagon of `rings` rings around a centre cell, the
 * centre counted: rows of N, N+1, .., 2N-1, .., N cells for N rings,
 * 3N(N-1)+1 cells, numbered row by row from the top, west to east). triangle
 * (cell y*W+x points up when x+y is even) 0 W, 1 E, 2 the horizontal side
 * (below an up triangle, above a down one). polar (ring 0 is the centre
 * cell; ring r > 0 has as many cells as ring r-1 or, when they would get
 * more than 1.5 times as wide as a ring is high, a whole multiple of it
 * (the nearest to square cells): 6 in ring 1, at most twice ring r-1's
 * after; cells ring by ring, each ring clockwise from angle 0 (east)) 0
 * clockwise, 1 counter-clockwise, 2 inward, 3 outward, 4 the second outward
 * side of a cell whose ring-out neighbours are twice as many; the centre's
 * sides are ring 1's cells in order (a one-ring maze's lone centre: six
 * sides, all on the outline). 3d (cell (l*H + y)*W + x, level l) 0 N,
 * 1 E, 2 S, 3 W, 4 up (l+1), 5 down (l-1). upsilon (cell y*W+x is an
 * octagon when x+y is even, else a square) octagon 0 N, 1 NE, 2 E, 3 SE, 4
 * S, 5 SW, 6 W, 7 NW; square 0 N, 1 E, 2 S, 3 W. weave (cell y*W+x) side
 * 2d goes to the next cell towards d (0 N, 1 E, 2 S, 3 W) and side 2d+1,
 * a jump, to the cell two away, passing under the one between: a jump may
 * open only under a straight corridor across it (open on both of its other
 * sides, by a side or a jump, and closed along the jump), which the
 * generators, maze_braid, the cells reader and maze_cell_set_open keep; a
 * jump is one move, as a side is.
 * Memory: rect 2 bits a cell (3 with disabled cells); the others 1 byte a
 * cell (1 bit more with disabled cells). At most INT32_MAX cells on a
 * topology other than rect (step events give cell indices there).
 * What runs on every topology: the calls of this section, maze_destroy,
 * maze_clone, maze_width / maze_height (the shape's width and height),
 * maze_cell_count, maze_passage_count, maze_clear, maze_dead_ends,
 * maze_pick_dead_ends, maze_free, maze_braid, maze_stats_compute,
 * maze_draw and maze_write in png, svg and pdf (drawn by cairo from
 * maze_cell_geometry; the overlay's points are cells as (c, 0), its path
 * cell indices, MAZE_LAYER_EXPANDED's flags one a cell),
 * maze_graph_from_maze (a cell graph, which the solvers flagged
 * MAZE_SOLVER_CELLS search), and maze_generate_into with a generator
 * that fits the topology (maze_generator_fits; step events then carry cell
 * indices: x and x2 the two cells, y and y2 0). The other calls that take a maze are for
 * rect: on another topology a status call returns MAZE_EUNSUPPORTED, a
 * getter 0, a void call does nothing.
 * ==================================================================== */

/* Bits of maze_topology.flags: the size parameters of maze_shape a
 * topology reads (the others must be 0), and how its cells are drawn. */
enum {
    MAZE_TOPO_WIDTH = 1,   /* reads width (>= 1) */
    MAZE_TOPO_HEIGHT = 2,  /* reads height (>= 1) */
    MAZE_TOPO_LEVELS = 4,  /* reads levels (>= 1) */
    MAZE_TOPO_RINGS = 8,   /* reads rings (>= 1, the centre cell counted) */
    MAZE_TOPO_ARCS = 16,   /* some sides are arcs (maze_edge kind MAZE_EDGE_ARC) */
    MAZE_TOPO_MARKS = 32   /* some sides are marks, not lines (3d's up and down) */
};

/* The most sides a cell of any topology has. */
#define MAZE_MAX_SIDES 8

/* A topology as the table lists it: information only. */
typedef struct maze_topology {
    const char *name;      /* "rect", "hex", "hexagon", "triangle", "polar", "3d", "upsilon", "weave" */
    const char *summary;
    unsigned max_sides;    /* the most sides one of its cells has */
    unsigned flags;        /* MAZE_TOPO_* */
} maze_topology;

/* The topology table: count, i-th entry (NULL past the end), lookup by name
 * (NULL if unknown). rect is entry 0. */
MAZE_API size_t maze_topology_count(void);
MAZE_API const maze_topology *maze_topology_at(size_t i);
MAZE_API const maze_topology *maze_topology_find(const char *name);

/* The shape of a maze: a topology (its name; NULL means "rect") and the size
 * parameters it reads (maze_topology.flags), the others 0. */
typedef struct maze_shape {
    const char *topology;
    int32_t width, height, levels, rings;
} maze_shape;

/* Creates a maze of shape *s, walls closed and every cell enabled, into *out
 * (free with maze_destroy); alloc NULL: the C library's. A rect shape gives
 * what maze_create gives. Returns MAZE_OK, MAZE_ENOTFOUND (unknown
 * topology), MAZE_EINVAL (NULL, or a parameter set that the topology does
 * not read), MAZE_ERANGE (a parameter it reads < 1), MAZE_ETOOBIG (more
 * than MAZE_MAX_CELLS cells, INT32_MAX on a topology other than rect) or
 * MAZE_ENOMEM. */
MAZE_API int maze_create_shape(maze **out, const maze_shape *s, const maze_allocator *alloc);
/* The number of cells a maze of shape *s would have, into *cells, without
 * making it (to check a size against a limit first). Returns MAZE_OK, or
 * maze_create_shape's codes but MAZE_ENOMEM (*cells 0). */
MAZE_API int maze_shape_cells(const maze_shape *s, uint64_t *cells);
/* The topology of maze m (an entry of the table); NULL for NULL. */
MAZE_API const maze_topology *maze_topology_of(const maze *m);
/* m's shape into *out (topology the table entry's static name). MAZE_OK or
 * MAZE_EINVAL. */
MAZE_API int maze_shape_get(const maze *m, maze_shape *out);

/* Number of cells, enabled or not: cell indices run below it. */
MAZE_API uint64_t maze_cell_total(const maze *m);
/* Number of sides of `cell` (0 out of range). */
MAZE_API unsigned maze_cell_sides(const maze *m, uint32_t cell);
/* The cell across side `side` of `cell`, or -1: no cell there (the outline),
 * a cell or side out of range. */
MAZE_API int64_t maze_cell_neighbor(const maze *m, uint32_t cell, unsigned side);
/* The side of the neighbour across `side` that faces `cell`, or -1 where
 * maze_cell_neighbor is -1. */
MAZE_API int maze_cell_back(const maze *m, uint32_t cell, unsigned side);
/* 1 if side `side` of `cell` is an open passage, else 0. */
MAZE_API int maze_cell_is_open(const maze *m, uint32_t cell, unsigned side);
/* The open sides of `cell` as bits (bit s for side s); 0 out of range. */
MAZE_API unsigned maze_cell_open_sides(const maze *m, uint32_t cell);
/* Opens (open != 0) or closes side `side` of `cell`, on both cells it
 * joins. MAZE_ERANGE when the cell or side is out of range, there is no
 * neighbour or either cell is disabled. On weave, MAZE_EINVAL (nothing
 * changed) for a change that breaks the crossing rule: opening a jump not
 * under a straight corridor across it, opening a cell that a jump passes
 * under along the jump, or closing a side of such a cell's corridor (close
 * the jump first). Opening or closing a side already so is MAZE_OK. */
MAZE_API int maze_cell_set_open(maze *m, uint32_t cell, unsigned side, int open);
/* 1 if `cell` is enabled, 0 if disabled or out of range. */
MAZE_API int maze_cell_is_enabled(const maze *m, uint32_t cell);
/* Enables or disables `cell`; disabling closes its sides. MAZE_ERANGE out of
 * range, MAZE_ENOMEM if the mask layer cannot be allocated. On weave,
 * MAZE_EINVAL (nothing changed) for disabling a cell that a jump passes
 * under or a side of such a cell's corridor leads to (close the jump
 * first); a jump's end may go, its jump closing with it. Refused rather
 * than the jump dropped: dropping a jump can break the corridor of a
 * crossing at its end, whose jump would go too, and so on, changing
 * passages far from the cells masked; a mask applied before the generator
 * (maze generate --mask) meets no jump. */
MAZE_API int maze_cell_set_enabled(maze *m, uint32_t cell, int enabled);

/* How a side is drawn (maze_edge.kind). */
enum {
    MAZE_EDGE_LINE = 0, /* the segment (x0, y0) - (x1, y1) */
    MAZE_EDGE_ARC = 1,  /* the arc of the circle (cx, cy, r) from angle a0 to a1 > a0 (radians,
                           a point at (cx + r cos a, cy + r sin a): clockwise on a y-down page) */
    MAZE_EDGE_MARK = 2  /* no wall line: a passage to another level, marked at (x0, y0) */
};
/* One side of a cell, in maze units (x east, y south, the maze inside
 * 0..maze_extent's width and height). The same side seen from the two cells
 * it joins is the same segment or arc (its ends possibly swapped). */
typedef struct maze_edge {
    int kind;                  /* MAZE_EDGE_* */
    double x0, y0, x1, y1;     /* LINE: the ends; MARK: where (x1, y1 = x0, y0) */
    double cx, cy, r, a0, a1;  /* ARC (its ends also in x0..y1, at a0 and a1) */
} maze_edge;
/* A cell's place: its centre and its sides, side s in edge[s]. */
typedef struct maze_cell_geom {
    double cx, cy;
    unsigned sides;            /* maze_cell_sides */
    maze_edge edge[MAZE_MAX_SIDES];
} maze_cell_geom;
/* Fills *out with cell `cell`'s geometry. rect cells are unit squares, hex,
 * hexagon and upsilon cells 1 apart centre to centre, triangles of side 1, polar
 * rings 1 deep, 3d levels W x H squares side by side, 1 apart. Returns
 * MAZE_OK, MAZE_EINVAL (NULL), MAZE_ERANGE (cell out of range). */
MAZE_API int maze_cell_geometry(const maze *m, uint32_t cell, maze_cell_geom *out);
/* The size of the box every cell's geometry lies in, (0, 0) to
 * (*width, *height). MAZE_OK or MAZE_EINVAL. */
MAZE_API int maze_extent(const maze *m, double *width, double *height);

/* ======================================================================
 * Block maps
 *
 * W x H cells, each open or blocked, with optional costs of entering a
 * cell: the Perl article's obstacle grid, the Java block grid, Moving AI
 * .map files. Each cell keeps its terrain character, so a map is written
 * back as it was read.
 * ==================================================================== */

/* Opaque block map. */
typedef struct maze_map maze_map;

/* Creates a map of width x height cells, all open ('.'). Same codes as
 * maze_create. Free with maze_map_destroy. */
MAZE_API int maze_map_create(maze_map **out, int32_t width, int32_t height,
                             const maze_allocator *alloc);
/* Frees a map; NULL is a no-op. */
MAZE_API void maze_map_destroy(maze_map *map);
/* Width and height in cells. */
MAZE_API int32_t maze_map_width(const maze_map *map);
MAZE_API int32_t maze_map_height(const maze_map *map);
/* 1 if (x, y) is inside the map and open, else 0. */
MAZE_API int maze_map_open(const maze_map *map, int32_t x, int32_t y);
/* The terrain character of a cell ('.', '@', 'T', ...), 0 if out of range. */
MAZE_API char maze_map_terrain(const maze_map *map, int32_t x, int32_t y);
/* Sets a cell's terrain character. '.', 'G', 'S' and ' ' are open; '@', 'O',
 * 'T', 'W', '#', '*' are blocked. MAZE_ERANGE out of range, MAZE_EINVAL for
 * any other character. */
MAZE_API int maze_map_set(maze_map *map, int32_t x, int32_t y, char terrain);
/* Sets the cost of entering open cell (x, y) (default 1); the first cost
 * set adds a cost layer (4 bytes a cell: costs are kept as float). cost must
 * be in [1, 1e30], so heuristics stay admissible: MAZE_EINVAL otherwise;
 * MAZE_ERANGE out of range; MAZE_ENOMEM if the layer cannot be allocated. */
MAZE_API int maze_map_set_cost(maze_map *map, int32_t x, int32_t y, double cost);
/* The cost of entering cell (x, y); 1 without a cost layer, for a NULL map
 * and for a cell out of range. */
MAZE_API double maze_map_cost(const maze_map *map, int32_t x, int32_t y);
/* Whether the map has a cost layer (1) or unit costs (0). */
MAZE_API int maze_map_has_costs(const maze_map *map);
/* Creates a width x height map from one byte a cell (index y*W+x): nonzero
 * open ('.'), 0 blocked ('@'); `open` must hold width*height bytes. *out is
 * owned by the caller (maze_map_destroy). Same codes as maze_map_create, and
 * MAZE_EINVAL for NULL open. */
MAZE_API int maze_map_from_open(maze_map **out, int32_t width, int32_t height, const uint8_t *open,
                                const maze_allocator *alloc);
/* Writes one byte a cell into out[y*W+x]: 1 open, 0 blocked. `out` must hold
 * width*height bytes. */
MAZE_API void maze_map_to_open(const maze_map *map, uint8_t *out);
/* Sets every cell's entry cost from costs[y*W+x] (width*height values, each
 * finite and in [1, 1e30], blocked cells' too), adding the cost layer (kept
 * as float, as maze_map_read_costs). Returns MAZE_OK, MAZE_EINVAL (NULL, or
 * a bad value: the map is then unchanged) or MAZE_ENOMEM. */
MAZE_API int maze_map_set_costs(maze_map *map, const double *costs);
/* Writes every cell's entry cost into out[y*W+x] (width*height doubles; 1
 * everywhere when the map has no cost layer). */
MAZE_API void maze_map_get_costs(const maze_map *map, double *out);
/* The block map of a wall maze: (2W+1) x (2H+1), walls '@', open '.'. Same
 * codes as maze_map_create. */
MAZE_API int maze_map_from_maze(maze_map **out, const maze *m, const maze_allocator *alloc);
/* The wall maze whose block grid `map` is (the inverse of maze_map_from_maze,
 * as maze_from_blocks with the map's open cells as open blocks): a map of
 * (2W+1) x (2H+1) cells gives a W x H maze. MAZE_EFORMAT when the map is
 * not such a grid (even sizes, an open corner, an open block beside no
 * cell), besides maze_create's codes. */
MAZE_API int maze_from_map_blocks(maze **out, const maze_map *map, const maze_allocator *alloc);
/* The wall maze of a map's 4-connected open cells, to analyse any map as a
 * maze (maze_stats_compute): the map's size, a blocked cell disabled, a
 * passage between every two open cells side by side. maze_create's codes. */
MAZE_API int maze_from_map_cells(maze **out, const maze_map *map, const maze_allocator *alloc);

/* ======================================================================
 * Step events
 *
 * Generators and solvers tell an optional callback each step they take, for
 * animation and tracing. Listening changes nothing they return.
 * ==================================================================== */

/* Event kinds: maze_event.kind as passed to a maze_step_fn. */
enum {
    MAZE_EV_CARVE = 1,    /* generator opened the wall between (x,y) and (x2,y2) */
    MAZE_EV_WALL = 2,     /* generator closed a wall (division) */
    MAZE_EV_VISIT = 3,    /* generator or solver entered/expanded cell (x,y) */
    MAZE_EV_FRONTIER = 4, /* solver or generator added (x,y) to its frontier */
    MAZE_EV_BACKTRACK = 5,/* solver or generator left (x,y) for good */
    MAZE_EV_PATH = 6,     /* solver's final path runs through (x,y) */
    MAZE_EV_SET = 7,      /* generator put (x,y) in the set named by cell (x2,y2) */
    MAZE_EV_CHAMBER = 8,  /* generator splits the chamber from (x,y) to (x2,y2) */
    MAZE_EV_MARK = 9      /* solver's answer holds (x,y) beyond its path (all-shortest:
                             a cell on some shortest path) */
};

/* One step of an algorithm. */
typedef struct maze_event {
    int kind;
    int32_t x, y, x2, y2;
    double g;   /* solver: the cost so far at (x,y); 0 otherwise */
} maze_event;

/* Called for each event; return 0 to go on, nonzero to stop the algorithm,
 * which then returns MAZE_ECANCELLED. */
typedef int (*maze_step_fn)(void *ud, const maze_event *ev);

/* ======================================================================
 * Generators
 *
 * A generator carves a perfect maze (a spanning tree of the cells: every
 * enabled cell reachable, one route between two cells) into a maze whose
 * walls are closed, seeded only by a maze_rng. Every generator honours
 * disabled cells: a maze from maze_mask_read (under Files) gets one tree per
 * piece. Generators flagged MAZE_GEN_ROWS also stream a maze of any height
 * row by row. maze_braid then opens loops.
 * ==================================================================== */

/* Events (on rect mazes; on the other topologies the generators that run
 * there give the same events, each cell by its index in x or x2, y and y2
 * 0): every generator gives MAZE_EV_CARVE for each
 * passage it opens ((x,y) the cell carved from, (x2,y2) its neighbour) and
 * division MAZE_EV_WALL for each wall it puts back. Some also show their
 * method: dfs a MAZE_EV_VISIT when a cell is pushed on its stack, right
 * after the carve into it ((x2,y2) the cell below it, a piece's first cell
 * itself), and a MAZE_EV_BACKTRACK when it is popped ((x2,y2) the cell
 * then on top, the last itself): each cell once, last in first out. prim a
 * MAZE_EV_VISIT when a cell joins the tree, after the carve ((x2,y2) the
 * tree cell it joins, a piece's first cell itself), and a MAZE_EV_FRONTIER
 * for each wall it queues ((x,y) the cell outside, (x2,y2) the tree cell).
 * wilson a MAZE_EV_VISIT for a walk's first cell (itself as (x2,y2)) and
 * each cell it enters that is not on the walk ((x2,y2) the cell left), and
 * a MAZE_EV_BACKTRACK for each cell an erased loop drops ((x2,y2) the cell
 * the loop closed on); the carves then join what is left to the tree.
 * aldous-broder a MAZE_EV_VISIT for every step ((x2,y2) the cell left, a
 * piece's first cell itself), after the carve of a first entry.
 * hunt-and-kill a MAZE_EV_FRONTIER for the cell each hunt finds ((x2,y2)
 * the visited neighbour it is joined to, a piece's first cell itself),
 * before that carve; its walk starts there, a MAZE_EV_VISIT for each
 * cell the walk enters after the carve into it ((x2,y2) the cell it came
 * from), and a MAZE_EV_BACKTRACK where it is stuck (itself as (x2,y2)):
 * one walk a hunt, each cell a FRONTIER or a VISIT once. growing-tree a
 * MAZE_EV_FRONTIER when a cell joins its list, after the carve into it
 * ((x2,y2) the listed cell carved from, a piece's first cell itself), and
 * a MAZE_EV_BACKTRACK when a cell with no free neighbour leaves it (itself
 * as (x2,y2)): each cell once. kruskal, after each carve joining two sets,
 * a MAZE_EV_SET for every cell of the smaller set, named now by a cell of
 * the larger ((x2,y2); each cell starts alone, its own name). eller, once
 * a row's carves are made, a MAZE_EV_SET for each of its cells, (x2,y2)
 * the leftmost cell of the row in its set. division a MAZE_EV_CHAMBER for
 * each chamber before the walls that split it ((x,y) its top left cell,
 * (x2,y2) its bottom right). On a mask, the Kruskal joins that follow
 * eller and division give kruskal's events. */

/* Options every generator accepts; fields a generator does not use are
 * ignored. Zero-initialise or call maze_gen_opts_init. */
typedef struct maze_gen_opts {
    const char *bias;    /* growing-tree: newest|oldest|random|mixed:P;
                            binary-tree: NE|NW|SE|SW; NULL for the default */
    maze_step_fn step;   /* optional event callback */
    void *step_ud;
} maze_gen_opts;

/* Sets defaults (no bias, no callback). */
MAZE_API void maze_gen_opts_init(maze_gen_opts *o);

/* Receives a streamed maze once per row, top to bottom: open[x] has bit
 * MAZE_E set if (x,y) opens east and MAZE_S if it opens south. Return MAZE_OK
 * to go on, or a status to stop (which the generator returns). */
typedef int (*maze_row_fn)(void *ud, int64_t y, const uint8_t *open);

/* Bits of maze_generator.flags, shown by `maze list`. */
enum {
    MAZE_GEN_UNIFORM = 1,  /* samples spanning trees uniformly, on every topology but weave */
    MAZE_GEN_SLOW = 2,     /* slow by nature (aldous-broder) */
    MAZE_GEN_ROWS = 8,     /* streams rows: maze_generate_rows takes it */
    MAZE_GEN_TOPOLOGIES = 16 /* runs on every topology (Topologies), rect and the others */
};

/* A generator as the table lists it: information only; run it with
 * maze_generate_into or maze_generate_rows. */
typedef struct maze_generator {
    const char *name;
    const char *summary;
    unsigned flags;        /* MAZE_GEN_* */
} maze_generator;

/* The generator table: count, i-th entry (NULL past the end), lookup by
 * name (NULL if unknown). */
MAZE_API size_t maze_generator_count(void);
MAZE_API const maze_generator *maze_generator_at(size_t i);
MAZE_API const maze_generator *maze_generator_find(const char *name);
/* 1 if generator `g` (an entry of the table) runs on topology `t` (an entry
 * of its table): every generator on rect; on the others, those flagged
 * MAZE_GEN_TOPOLOGIES (all but the row-based eller, sidewinder, binary-tree
 * and division).
 * 0 otherwise, for NULL and for entries from elsewhere. maze_generate_into gives MAZE_EUNSUPPORTED exactly when this
 * is 0 for its maze's topology. */
MAZE_API int maze_generator_fits(const maze_generator *g, const maze_topology *t);

/* Carves a maze into `m` (its passages closed first, so a maze may be
 * generated into again; disabled cells stay out) with
 * generator `g`, an entry of the table, and random numbers from `rng`; o
 * NULL: the defaults. Any topology: rect runs each generator's own code,
 * the others one cell-graph version of it. Returns MAZE_OK, MAZE_ENOMEM,
 * MAZE_EINVAL (NULL m, g or rng, g not from the table, bad bias),
 * MAZE_EUNSUPPORTED (g does not fit m's topology: maze_generator_fits) or
 * MAZE_ECANCELLED. */
MAZE_API int maze_generate_into(maze *m, const maze_generator *g, maze_rng *rng, const maze_gen_opts *o);
/* Generates a width x height maze with generator `g` row by row into `emit`,
 * in memory proportional to the width (any height). Returns as
 * maze_generate_into, MAZE_EUNSUPPORTED when g lacks MAZE_GEN_ROWS,
 * MAZE_ERANGE (a size < 1), or emit's status. */
MAZE_API int maze_generate_rows(const maze_generator *g, int32_t width, int64_t height, maze_rng *rng,
                                const maze_gen_opts *o, maze_row_fn emit, void *ud,
                                const maze_allocator *alloc);
/* Convenience: creates a width x height maze and runs generator `name` on it
 * with a fresh RNG seeded by `seed`. Codes of maze_create and
 * maze_generate_into, MAZE_ENOTFOUND for an unknown name. */
MAZE_API int maze_generate(maze **out, const char *name, int32_t width, int32_t height,
                           uint64_t seed, const maze_gen_opts *o,
                           const maze_allocator *alloc);

/* Braids maze `m`: removes the fraction `p` (0..1) of its dead ends (rounded
 * to the nearest count) by opening one more wall of each, preferring a wall
 * to a neighbouring dead end (which removes two at once, so the result can
 * undershoot by one). Dead ends are taken in an order shuffled by `rng`; one
 * whose closed walls all face the edge or disabled cells stays. Any
 * topology (walls are its cells' sides). The maze gets
 * loops and several routes. Returns MAZE_OK, MAZE_EINVAL (NULL m or rng, p
 * outside 0..1 or NaN), MAZE_ENOMEM. */
MAZE_API int maze_braid(maze *m, double p, maze_rng *rng);

/* Makes the unicursal labyrinth of perfect rect maze `src` into *out (free
 * with maze_destroy), by Daedalus' method: a rect maze of 2W x 2H cells in
 * which cell (x, y) of src is the four cells (2x..2x+1, 2y..2y+1) and each
 * corridor of src is split in two, so the walk along src's walls becomes a
 * corridor that visits every cell. One wall put back cuts that circuit into
 * a single path with no junction, from the start (2x, 2y) to the goal
 * (2x, 2y+1) just below it, (x, y) the first enabled cell of src in row
 * order: the only dead ends are those two neighbours. A disabled cell of
 * src gives four disabled cells. alloc NULL: src's. Returns MAZE_OK,
 * MAZE_EINVAL (NULL, or src not perfect: no enabled cell, a loop, or cells
 * that no path joins), MAZE_EUNSUPPORTED (another topology than rect),
 * MAZE_ETOOBIG (2W x 2H over MAZE_MAX_CELLS) or MAZE_ENOMEM. */
MAZE_API int maze_unicursal(maze **out, const maze *src, const maze_allocator *alloc);

/* ======================================================================
 * Files: the format table, readers and writers
 *
 * A format is named in one table with what it can do (MAZE_FMT_*). Readers
 * take a buffer and its length, check every size against a cell limit
 * before they allocate, and tell a problem's line in a maze_error_info.
 * Writers hand their bytes to a maze_write_fn; row writers take a maze a
 * row at a time, so that a streamed maze of any height is written in memory
 * of its width; maze_write_file_atomic puts a file in place whole or not at
 * all.
 * ==================================================================== */

/* What a format can do (maze_format_info.flags). */
enum {
    MAZE_FMT_READ = 1,       /* maze_read understands it */
    MAZE_FMT_WRITE_MAZE = 2, /* maze_write draws wall mazes in it */
    MAZE_FMT_WRITE_MAP = 4,  /* maze_map_write draws block maps in it */
    MAZE_FMT_STREAM = 8,     /* maze_row_writer_create accepts it */
    MAZE_FMT_BINARY = 16,    /* output is not text (do not print to a terminal) */
    MAZE_FMT_DRAW = 32       /* a picture: maze_draw and maze_map_draw take it */
};

/* A format as listed to users. `extension` is the file name ending (without
 * the dot) that selects the format for an output path, or NULL. */
typedef struct maze_format_info {
    const char *name;
    const char *summary;
    const char *extension;
    unsigned flags;
} maze_format_info;

/* The format table: count, i-th entry (NULL past the end), lookup by name
 * (NULL if unknown). */
MAZE_API size_t maze_format_count(void);
MAZE_API const maze_format_info *maze_format_at(size_t i);
MAZE_API const maze_format_info *maze_format_find(const char *name);
/* The format whose extension ends `path` ("x.png" -> png), case-insensitive;
 * NULL when none matches. */
MAZE_API const maze_format_info *maze_format_for_path(const char *path);

/* ---- reading ---- */

/* Limits for readers; zero-initialise or maze_read_opts_init. */
typedef struct maze_read_opts {
    const char *format;   /* NULL: detect from the content */
    uint64_t max_cells;   /* 0: MAZE_DEFAULT_MAX_CELLS */
} maze_read_opts;
/* The readers' cell limit when maze_read_opts.max_cells is 0 (1e8 cells). */
#define MAZE_DEFAULT_MAX_CELLS 100000000ull
/* Sets defaults: detect the format, MAZE_DEFAULT_MAX_CELLS. */
MAZE_API void maze_read_opts_init(maze_read_opts *o);

/* What a reader produced: a wall maze or a block map (the other is NULL), and
 * any start/goal marks found in the text. */
typedef struct maze_doc {
    struct maze *maze; /* "struct": a member named maze is valid C++ too */
    maze_map *map;
    int has_start, has_goal;
    int32_t sx, sy, gx, gy;
    const char *format;   /* static name of the format read */
} maze_doc;

/* Parses `len` bytes of `data` in o->format, or in the format the content
 * shows. On success *doc owns its objects (release with maze_doc_clear); on
 * failure it is empty. Returns MAZE_OK, MAZE_EFORMAT (err tells the line),
 * MAZE_ETOOBIG (over max_cells), MAZE_ENOTFOUND (unknown format),
 * MAZE_EUNSUPPORTED (a format without MAZE_FMT_READ), MAZE_ENOMEM. */
MAZE_API int maze_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o,
                       const maze_allocator *alloc, maze_error_info *err);
/* Frees what a maze_doc holds and zeroes it; NULL is a no-op. */
MAZE_API void maze_doc_clear(maze_doc *doc);

/* Reads a mask into a new maze whose walls are all closed and whose cells
 * outside the mask are disabled, ready for a generator. `data` is either a
 * PNG image (detected by its signature; one pixel a cell, a pixel darker than
 * mid-grey, after compositing any alpha on white, is no cell) or text: one
 * line a row, `#` or `X` is no cell, any other character a cell; every row
 * must have the same length (a trailing CR is ignored, trailing empty lines
 * too). A mask in several pieces is fine: generators make one maze per
 * piece. `max_cells` 0 means MAZE_DEFAULT_MAX_CELLS. Returns MAZE_OK,
 * MAZE_EFORMAT (ragged rows, no cell at all, a broken PNG; err says where),
 * MAZE_ETOOBIG, MAZE_ENOMEM (libpng's and zlib's allocations go through
 * `alloc` too), MAZE_EUNSUPPORTED (a PNG in a build without libpng). */
MAZE_API int maze_mask_read(maze **out, const void *data, size_t len, uint64_t max_cells,
                            const maze_allocator *alloc, maze_error_info *err);
/* Shapes maze m of any topology by `mask`, a rect maze whose disabled cells
 * are the masked ones (maze_mask_read's): the mask's W x H cells are
 * stretched over m's extent (maze_extent; x and y each on its own scale),
 * and every cell of m whose centre (maze_cell_geometry) falls in a masked
 * cell is disabled: the one at column floor(cx / width * W), row
 * floor(cy / height * H) (a centre on the line between two is in the
 * latter, within 1e-9 of a cell). Other cells are left as they were, so a rect m of
 * the mask's size gets exactly the mask's cells. m may be left with no
 * enabled cell (maze_cell_count tells). Returns MAZE_OK, MAZE_EINVAL (NULL,
 * a mask of another topology than rect, or on weave a masked cell that
 * maze_cell_set_enabled refuses to disable) or MAZE_ENOMEM (m unchanged). */
MAZE_API int maze_mask_apply(maze *m, const maze *mask);

/* Reads a terrain cost map (docs/formats.md, "Cost maps") into map's cost
 * layer: after blank lines and '#' comments, exactly height rows of exactly
 * width numbers separated by blanks or commas, each a plain decimal in
 * [1, 1e30] (point '.' in any locale): the cost of entering that cell
 * (values on blocked cells are checked, then unused). Build the graph
 * afterwards. On failure the map is unchanged. Returns MAZE_OK,
 * MAZE_EFORMAT (err: line and message), MAZE_EINVAL, MAZE_ENOMEM. */
MAZE_API int maze_map_read_costs(maze_map *map, const char *data, size_t len, maze_error_info *err);

/* Reads a Moving AI .map ("type octile", "height N", "width N", "map", then N
 * rows of N characters; '.' 'G' 'S' open, '@' 'O' 'T' 'W' blocked; LF or CRLF
 * line ends; blank lines may follow the last row) into *out (free with
 * maze_map_destroy). The sizes are checked against o->max_cells (NULL or 0:
 * MAZE_DEFAULT_MAX_CELLS) and every row before anything is allocated.
 * Returns MAZE_OK, MAZE_EFORMAT (bad header, wrong row count, short or long
 * row, bad character), MAZE_ETOOBIG (over max_cells) or MAZE_ENOMEM. */
MAZE_API int maze_map_read_movingai(maze_map **out, const char *data, size_t len,
                                    const maze_read_opts *o, const maze_allocator *alloc,
                                    maze_error_info *err);

/* One row of a Moving AI scenario. `map` is the map column as written (a
 * path or a bare name), owned by the maze_scen. */
typedef struct maze_scen_query {
    long line;                   /* 1-based line of the row in the file */
    int32_t bucket;
    const char *map;
    int32_t map_width, map_height;
    int32_t sx, sy, gx, gy;      /* start and goal, 0-based, inside the map size */
    double optimal;              /* optimal 8-connected length (diagonals sqrt 2) */
    int decimals;                /* digits after the point in the length as written */
} maze_scen_query;

/* Opaque parsed scenario file: the queries in file order. Immutable once
 * read. */
typedef struct maze_scen maze_scen;

/* Reads a Moving AI .scen: a "version 1" or "version 1.0" line, then rows of
 * 9 tab- or space-separated fields (bucket, map, width, height, start x,
 * start y, goal x, goal y, optimal length); blank lines are skipped; LF or
 * CRLF. Coordinates must lie inside the row's width x height; a map column
 * holding a NUL is refused. *out: free with maze_scen_destroy. Memory: about
 * 64 bytes a row (up to twice that while the array grows) and each map name
 * that differs from the row before's. Returns MAZE_OK, MAZE_EFORMAT or
 * MAZE_ENOMEM. */
MAZE_API int maze_scen_read(maze_scen **out, const char *data, size_t len,
                            const maze_allocator *alloc, maze_error_info *err);
/* Frees a scenario; NULL is a no-op. */
MAZE_API void maze_scen_destroy(maze_scen *sc);
/* Number of queries. */
MAZE_API size_t maze_scen_count(const maze_scen *sc);
/* The i-th query (file order), NULL past the end; valid while sc lives. */
MAZE_API const maze_scen_query *maze_scen_at(const maze_scen *sc, size_t i);
/* The most digits after the point any row's length has. */
MAZE_API int maze_scen_decimals(const maze_scen *sc);
/* Checks query q against the map it names: same width and height, start and
 * goal on open cells. Returns MAZE_OK, MAZE_EFORMAT (err->line is q->line)
 * or MAZE_EINVAL. */
MAZE_API int maze_scen_query_check(const maze_scen_query *q, const maze_map *map,
                                   maze_error_info *err);
/* The tolerance a cost is compared with: 1e-4 relative (to max(optimal, 1)),
 * and at least 0.01 when the length has 2 decimals or fewer. */
MAZE_API double maze_scen_tolerance(const maze_scen_query *q);
/* 1 if `cost` agrees with q->optimal: optimal - tol <= cost <= bound * optimal
 * + tol, with bound 1 for optimal solvers and W for a solver bounded by W
 * (values below 1 count as 1); else 0 (also for a non-finite cost). */
MAZE_API int maze_scen_cost_ok(const maze_scen_query *q, double cost, double bound);

/* ---- writing ---- */

/* Output sink: writes len bytes; returns 0 on success, nonzero on failure. */
typedef int (*maze_write_fn)(void *ctx, const void *bytes, size_t len);

/* What to draw on top of a maze or map. All fields optional (zero = none). */
typedef struct maze_overlay {
    int has_start, has_goal;
    int32_t sx, sy, gx, gy;
    const uint32_t *path;       /* cell indices, start to goal */
    size_t path_length;
} maze_overlay;

/* Writes maze `m` in `format` ("text", "unicode", "mask", "blocks", "perl",
 * "map", "png", "svg") to `write`; ov may be NULL. A maze of another
 * topology than rect is written in cells, or drawn in png, svg and pdf as
 * maze_draw draws it with the default options. Returns MAZE_OK,
 * MAZE_ENOTFOUND (unknown format), MAZE_EUNSUPPORTED (a format without
 * MAZE_FMT_WRITE_MAZE; off rect, one of the others), MAZE_EIO (write
 * returned nonzero), MAZE_ENOMEM. */
MAZE_API int maze_write(const maze *m, const char *format, const maze_overlay *ov,
                        maze_write_fn write, void *ctx);
/* The same, with an opening in the outer wall at a start and a goal of `ov`
 * that lie on it, as puzzle books print an entrance and an exit: the start's
 * on its top side if it has one, else bottom, left, right; the goal's
 * bottom, top, right, left (a goal in the start's cell only the side across
 * from the start's). "text" and "unicode" then leave out S and E where the
 * openings alone tell which is which (their reader takes the first opening
 * in reading order as the start, the second as the goal); "png" and "svg"
 * draw the openings (MAZE_LAYER_GAPS) with the default options; the other
 * formats have no outer wall to open and are written as by maze_write. Same
 * codes as maze_write. */
MAZE_API int maze_write_gaps(const maze *m, const char *format, const maze_overlay *ov,
                             maze_write_fn write, void *ctx);
/* Writes map `map` in `format` ("perl", "map", "blocks", "text", ...). Same
 * codes; MAZE_EUNSUPPORTED for a format without MAZE_FMT_WRITE_MAP ("mask"). */
MAZE_API int maze_map_write(const maze_map *map, const char *format, const maze_overlay *ov,
                            maze_write_fn write, void *ctx);
/* Writes `map` as a Moving AI .map (LF line ends; ' ' written as '.', '#' and
 * '*' as '@'). Returns MAZE_OK, MAZE_EINVAL, MAZE_EIO (write returned
 * nonzero) or MAZE_ENOMEM. */
MAZE_API int maze_map_write_movingai(const maze_map *map, maze_write_fn write, void *ctx);
/* Writes wall maze `m` as a Moving AI .map of its block grid ((2W+1) x (2H+1),
 * as maze_to_blocks: walls and disabled cells '@', open '.'), one row at a
 * time. Returns MAZE_OK, MAZE_EINVAL, MAZE_ETOOBIG (block grid wider or
 * taller than INT32_MAX), MAZE_EIO or MAZE_ENOMEM. */
MAZE_API int maze_write_movingai(const maze *m, maze_write_fn write, void *ctx);

/* Opaque row writer: a width x height maze written in `format` one row at a
 * time, without the whole maze in memory (formats with MAZE_FMT_STREAM).
 * Feed exactly `height` rows top to bottom (open[x] has MAZE_E / MAZE_S bits
 * as for maze_row_fn), then finish; it calls `write` until destroyed. */
typedef struct maze_row_writer maze_row_writer;
/* Creates a row writer into *out (free with maze_row_writer_destroy).
 * Returns MAZE_OK, MAZE_ENOTFOUND for an unknown format, MAZE_EUNSUPPORTED
 * for one that cannot stream, MAZE_ERANGE (a size < 1), MAZE_EIO when
 * `write` fails, MAZE_ENOMEM. */
MAZE_API int maze_row_writer_create(maze_row_writer **out, const char *format, int32_t width,
                                    int64_t height, maze_write_fn write, void *ctx,
                                    const maze_allocator *alloc);
/* Writes row y (rows must come in order 0, 1, ...). MAZE_EINVAL out of order. */
MAZE_API int maze_row_writer_row(maze_row_writer *w, int64_t y, const uint8_t *open);
/* Writes what follows the last row; MAZE_EINVAL if rows are missing. */
MAZE_API int maze_row_writer_finish(maze_row_writer *w);
/* Frees the writer (finished or not); NULL is a no-op. */
MAZE_API void maze_row_writer_destroy(maze_row_writer *w);

/* Produces a file's bytes by calling write(ctx, ...); returns MAZE_OK, or a
 * status that abandons the file. */
typedef int (*maze_produce_fn)(void *ud, maze_write_fn write, void *ctx);
/* Writes through `fn` into a temporary file next to `path`, then renames it
 * into place; on any failure the temporary file is removed and `path` left
 * untouched. `fn` is called with the write callback to use. Returns fn's
 * status, MAZE_ENOMEM (the C library could not allocate the stream), or
 * MAZE_EIO (errno then tells why: ENOENT, EACCES, ENOSPC, EFBIG, ELOOP...).
 * A symlink at `path` is followed (through a chain, to at most 40 links) and
 * stays: the file it names is replaced, or created when the link dangles,
 * and the temporary file goes next to that file. A file replaced keeps its
 * permission bits and, where the user may set them (root; the group alone
 * for a group the user is in), its owner and group; set-user-ID and
 * set-group-ID bits only along with them. The new file is a new inode: other
 * hard links to the old file keep the old contents (only this name gets the
 * new file), and extended attributes and ACLs are not copied. A device or
 * FIFO is written in place. Same as maze_write_file_atomic_opts with NULL
 * options. */
MAZE_API int maze_write_file_atomic(const char *path, maze_produce_fn fn, void *ud);

/* What maze_file_opts.temp_file is told about a temporary file, in this
 * order for each name: CREATING, then CREATED if the file was made, then
 * GONE. */
typedef enum maze_temp_event {
    MAZE_TEMP_CREATING = 0, /* about to be created under this name */
    MAZE_TEMP_CREATED = 1,  /* it exists now */
    MAZE_TEMP_GONE = 2      /* no file this call made is left under the name: renamed into place, removed,
                             * or never made (a file of that name existed already: another's, and the
                             * next name is tried) */
} maze_temp_event;

/* Options of maze_write_file_atomic_opts; zero-initialise.
 *
 * The library installs no signal handler and keeps no list of files, so a
 * process killed by a signal would leave the temporary file behind.
 * temp_file lets the program remove it: it is called on the writing thread
 * with each event and the temporary file's name (valid during the call
 * only). A program copies the name at CREATING where its signal handler can
 * see it and forgets it at GONE. Unlinking the name between the two is safe
 * at any moment (at worst the file does not exist yet or any more). A
 * handler on the writing thread unlinks at once (the writer cannot go on
 * before it returns); one on another thread that finds a name between
 * CREATING and CREATED waits for CREATED or GONE first, as the open may be
 * under way, and keeps later writers from creating files (a flag that
 * temp_file checks after publishing the name, refusing it once set). A
 * nonzero return at CREATING refuses the name: nothing is created, no other
 * event follows, and the call returns MAZE_ECANCELLED; the returns at
 * CREATED and GONE are ignored. NULL temp_file: no calls. */
typedef struct maze_file_opts {
    int (*temp_file)(void *ctx, maze_temp_event event, const char *name);
    void *ctx;             /* passed to temp_file */
} maze_file_opts;
/* maze_write_file_atomic with options (NULL: none). Returns as
 * maze_write_file_atomic, or MAZE_ECANCELLED when temp_file refused. */
MAZE_API int maze_write_file_atomic_opts(const char *path, maze_produce_fn fn, void *ud, const maze_file_opts *o);

/* ======================================================================
 * Search
 *
 * A graph is built once from a maze or a map and changes only through
 * maze_graph_set_open (a live map), so threads may share it; each thread searches it with its own maze_search, which
 * keeps its memory from one query to the next. A solver is an entry of the
 * solver table, run by maze_solve. Moves cost 1 orthogonally and sqrt 2
 * diagonally, times the cost of the cell entered on a map with costs (costs
 * are >= 1). What a solver returns, expansion order included, depends only
 * on the graph and the query: not on earlier queries, a step callback or
 * the thread.
 * ==================================================================== */

/* Opaque search graph: for every cell the moves allowed out of it (4 or 8
 * directions) and, optionally, cell costs. */
typedef struct maze_graph maze_graph;

/* Builds the graph of a wall maze (4-connected, unit costs), a copy: later
 * changes to the maze do not reach it. Memory: 2 bits a cell, 3 with
 * disabled cells. A maze of another topology than rect gives a cell graph:
 * N x 1 for its N cells (cell c is the point (c, 0) of every call below,
 * and path entries are cell numbers), a move through each open side at
 * cost 1, moves 0; 2 bytes a cell, and 16 more once the A* family has
 * searched it (the cell centres of its heuristic). Only solvers flagged
 * MAZE_SOLVER_CELLS take a cell graph. MAZE_OK or MAZE_ENOMEM. Free with
 * maze_graph_destroy. */
MAZE_API int maze_graph_from_maze(maze_graph **out, const maze *m, const maze_allocator *alloc);
/* Builds the graph of a block map with `moves` 4 or 8. With 8, a diagonal move
 * needs both orthogonal neighbours open (no corner cutting). MAZE_EINVAL for
 * other moves, MAZE_ENOMEM. */
MAZE_API int maze_graph_from_map(maze_graph **out, const maze_map *map, int moves,
                                 const maze_allocator *alloc);
/* When a diagonal move is allowed on a block map (PathFinding.js's
 * choices): a diagonal from (x, y) to (x+dx, y+dy) always needs that cell
 * open; its two orthogonal neighbours are (x+dx, y) and (x, y+dy). The rule
 * is the same both ways, so every move can be walked back. */
enum {
    MAZE_DIAG_NEVER = 0,     /* no diagonals: 4 moves */
    MAZE_DIAG_NO_CORNER = 1, /* both neighbours open (the Moving AI rule; maze_graph_from_map's 8) */
    MAZE_DIAG_ONE_OPEN = 2,  /* at least one neighbour open (at most one blocked) */
    MAZE_DIAG_ALWAYS = 3     /* whatever the neighbours: corners cut, and a gap between two
                                diagonal blocks passed */
};
/* Builds the graph of a block map with diagonal rule `diagonal` (MAZE_DIAG_*):
 * 4 moves for NEVER, else 8; NEVER and NO_CORNER give the graphs of
 * maze_graph_from_map with 4 and 8. Solvers flagged MAZE_SOLVER_NO_CORNER
 * (jps) take only those two. MAZE_EINVAL for another rule, MAZE_ENOMEM. */
MAZE_API int maze_graph_from_map_diagonal(maze_graph **out, const maze_map *map, int diagonal,
                                          const maze_allocator *alloc);
/* Frees a graph; NULL is a no-op. Its search contexts must be destroyed first. */
MAZE_API void maze_graph_destroy(maze_graph *g);
/* Width and height in cells (a wall maze's own size). */
MAZE_API int32_t maze_graph_width(const maze_graph *g);
MAZE_API int32_t maze_graph_height(const maze_graph *g);
/* 4 or 8; 0 for a cell graph. */
MAZE_API int maze_graph_moves(const maze_graph *g);
/* The graph's diagonal rule (MAZE_DIAG_*): NEVER for 4 moves, a wall maze
 * and a cell graph. */
MAZE_API int maze_graph_diagonal(const maze_graph *g);
/* 1 if (x, y) is in range and can be stood on. */
MAZE_API int maze_graph_passable(const maze_graph *g, int32_t x, int32_t y);
/* A live map: opens (open != 0) or blocks cell (x, y) of a block map's graph
 * in place, a door toggled while the game runs. The moves of the cell and
 * its eight neighbours are made again by the graph's rules (moves, diagonal
 * rule; the cost layer stays), so every later search and Dijkstra map
 * answers as on a graph freshly built from the changed map. jps's tables,
 * once a jps query has built them, are patched in place with no
 * allocation: the cell's bits, and the memo entries (diagonal and straight)
 * of the cells whose scans reach it on the three rows and three columns
 * through it are forgotten, with the diagonal entries before them that read
 * them (the next walk that needs one fills it again). The graph must not be
 * searched meanwhile (a change, as the conventions say: no other thread may
 * use it or its search contexts during the call); the contexts stay valid. Time O(1) without jps's
 * tables. Returns MAZE_OK (also when the cell already was so), MAZE_EINVAL
 * (NULL), MAZE_ERANGE (outside the graph) or MAZE_EUNSUPPORTED (a wall
 * maze's or cell graph). */
MAZE_API int maze_graph_set_open(maze_graph *g, int32_t x, int32_t y, int open);

/* Opaque per-thread scratch for searching one graph many times, never
 * cleared as a whole per query. Memory, taken by the first solve that needs
 * it: 4 bits a cell for bfs and astar on a wall maze, else up to 16 bytes a
 * cell (astar: 10; jps: 0.25, and 16 a cell of the blocks its searches
 * reach; the hand-rule solvers and fillers: 36, and 16 more for a filler's
 * read-out). */
typedef struct maze_search maze_search;

/* Creates a search context for graph `g`, which must outlive it. MAZE_OK or
 * MAZE_ENOMEM. Free with maze_search_destroy. */
MAZE_API int maze_search_create(maze_search **out, const maze_graph *g,
                                const maze_allocator *alloc);
/* Frees a search context; NULL is a no-op. */
MAZE_API void maze_search_destroy(maze_search *s);
/* Whether s's searches list the path's cells (on 0, the default) or stop
 * at the goal's cost (on 1): a found result then has found, cost and
 * expanded as a listing search's, but no cells (path NULL, length 0).
 * Most searches skip the listing, which is the work saved (a benchmark's
 * search alone); bidir, the dfs solver, the hand-rule walkers and the
 * compact bfs and astar of a wall maze (no step callback, manhattan) list
 * the cells and drop them. MAZE_OK or MAZE_EINVAL (NULL s, on not 0 or 1). */
MAZE_API int maze_search_cost_only(maze_search *s, int on);

/* A Dijkstra map: fills out[y*W+x] (width*height doubles, W x H the graph's
 * size) with the least cost from (sx, sy) to every cell of s's graph, moves
 * and costs as in maze_solve (a cell reached costs the sum of its moves);
 * INFINITY where no path reaches, blocked and disabled cells included. Uses
 * s's frontier, so one context serves solves and maps in turn; not
 * thread-safe on one s. Time O(n log n) for n reachable cells. Returns
 * MAZE_OK, MAZE_EINVAL (NULL s or out), MAZE_ERANGE (the source outside the
 * graph or not passable) or MAZE_ENOMEM (out is then partly written). */
MAZE_API int maze_search_distances(maze_search *s, int32_t sx, int32_t sy, double *out);

/* Which way maze_search_distances_multi measures. The two agree on a graph
 * without costs; with costs a move costs the cell it enters, so the way
 * back along a path may cost more or less. */
enum {
    MAZE_DIST_FROM = 0, /* the least cost from the nearest source to each cell */
    MAZE_DIST_TO = 1    /* the least cost from each cell to the nearest source:
                           what a unit heading for the sources pays (the field
                           maze_flow_field reads) */
};
/* A Dijkstra map of many sources: fills out (width*height doubles, as
 * maze_search_distances) with, for every cell, the least cost between it
 * and the nearest of the n cells `sources` (indices y*W+x; a cell named
 * twice counts once), measured `way` (MAZE_DIST_FROM or MAZE_DIST_TO). It
 * equals the least of the single-source maps, each source at 0; INFINITY
 * where no source is reached (every cell when n is 0). Uses s's frontier as
 * maze_search_distances does; time O(n log n) for n cells reached. Returns
 * MAZE_OK, MAZE_EINVAL (NULL s or out, NULL sources with n > 0, another
 * way), MAZE_ERANGE (a source outside the graph or not passable; out
 * untouched) or MAZE_ENOMEM (out is then partly written). */
MAZE_API int maze_search_distances_multi(maze_search *s, const uint32_t *sources, size_t n, int way,
                                         double *out);

/* What maze_flow_field gives a cell with no way to a goal. */
#define MAZE_FLOW_NONE UINT32_MAX
/* The flow field of a Dijkstra map `to` of g (width*height doubles, made by
 * maze_search_distances_multi with MAZE_DIST_TO): fills next (width*height
 * cell indices) with the cell to step to from each cell so as to reach the
 * nearest goal at least cost. Among equally good moves it takes the first in
 * the order N, E, S, W, NE, SE, SW, NW (a cell graph: side order). A goal
 * (to 0) steps to itself; a cell that is blocked or cannot reach a goal
 * (to INFINITY) gets MAZE_FLOW_NONE. Following next from any cell walks a
 * least-cost path to a goal. Returns MAZE_OK or MAZE_EINVAL (a NULL). */
MAZE_API int maze_flow_field(const maze_graph *g, const double *to, uint32_t *next);

/* Heuristics for the A* family. Admissible (so astar and bidir stay optimal
 * and weighted-astar bounded): all of them on 4 moves; on 8 moves all but
 * MANHATTAN, which overestimates diagonals (astar then runs but may return
 * a longer path). The admissible ones are consistent too (costs are >= 1).
 * DEFAULT is MANHATTAN on 4 moves and OCTILE on 8, each exact on an open
 * grid. On a cell graph DEFAULT and EUCLIDEAN are the straight-line
 * distance between the two cells' centres (maze_cell_geometry) divided by
 * the longest distance between the centres of two cells a passage joins:
 * every move covers at most that much, so it never overestimates and is
 * consistent; ZERO is zero, and the grid metrics (MANHATTAN, OCTILE,
 * CHEBYSHEV) give MAZE_EUNSUPPORTED there. */
enum {
    MAZE_H_DEFAULT = 0,
    MAZE_H_MANHATTAN,
    MAZE_H_OCTILE,
    MAZE_H_EUCLIDEAN,
    MAZE_H_CHEBYSHEV,
    MAZE_H_ZERO
};

/* The heuristic named `name` ("default", "manhattan", "octile", "euclidean",
 * "chebyshev", "zero"): its MAZE_H_* value, or -1 if unknown or NULL. */
MAZE_API int maze_heuristic_find(const char *name);
/* The static name of a MAZE_H_* value, NULL if out of range. */
MAZE_API const char *maze_heuristic_name(int h);
/* 1 if heuristic h never overestimates on a graph with `moves` (4 or 8) and
 * cell costs >= 1; 0 if it may (manhattan on 8 moves); -1 for a bad h or
 * moves. */
MAZE_API int maze_heuristic_admissible(int h, int moves);

/* Options every solver accepts; zero-initialise or call maze_solve_opts_init.
 * maze_solve refuses (MAZE_EINVAL) a heuristic outside MAZE_H_* and a weight
 * that is neither 0 nor in [1, 1e9]. */
typedef struct maze_solve_opts {
    int heuristic;       /* MAZE_H_* */
    double weight;       /* weighted-astar: W >= 1 (0 means the default 2) */
    maze_step_fn step;   /* optional event callback (expansions, path) */
    void *step_ud;
    uint64_t seed;       /* random-mouse: the seed of its maze_rng (any value, 0 included) */
    uint64_t max_steps;  /* random-mouse: the most moves it walks before it gives up
                            (found = 0); 0 means MAZE_MOUSE_STEPS x the graph's cells */
} maze_solve_opts;

/* random-mouse's bound when maze_solve_opts.max_steps is 0: this many moves
 * a cell of the graph (every cell, passable or not). */
#define MAZE_MOUSE_STEPS 1000

/* Sets defaults: MAZE_H_DEFAULT, weight 0, no callback, seed 0, max_steps 0. */
MAZE_API void maze_solve_opts_init(maze_solve_opts *o);

/* A solver's answer. `path` lists cell indices (y*W+x) from start to goal
 * inclusive and points into the search context: valid until the next solve on
 * it or its destruction. No path is a normal result (found = 0). */
typedef struct maze_result {
    int found;
    const uint32_t *path;
    size_t length;       /* number of cells in path (moves + 1; an any-angle path's
                            segments + 1), 0 if none */
    double cost;         /* path cost: moves on unit grids, with sqrt 2 diagonals (an
                            any-angle path: the length of its segments) */
    uint64_t expanded;   /* cells expanded (taken off the frontier) */
} maze_result;

/* A path's cells as points, so that a caller need not divide by the width:
 * fills xy (2n int32_t) with xy[2k] = x and xy[2k+1] = y of cell path[k] of
 * g (a maze_result's path, or one maze_path_smooth made); on a cell graph
 * the cell number and 0, the points maze_solve takes. NULL path and xy are
 * allowed with n 0. Returns MAZE_OK, MAZE_EINVAL (a NULL) or MAZE_ERANGE (a
 * cell outside g; xy untouched). */
MAZE_API int maze_path_xy(const maze_graph *g, const uint32_t *path, size_t n, int32_t *xy);
/* The same cells in real coordinates, each cell's centre: fills xy (2n
 * doubles) with x + 0.5 and y + 0.5, in cell widths from the grid's top-left
 * corner, where the straight segments of an any-angle path (the theta
 * solver, maze_path_smooth) join. Returns MAZE_OK, MAZE_EINVAL (a NULL),
 * MAZE_ERANGE (a cell outside g; xy untouched) or MAZE_EUNSUPPORTED (a cell
 * graph, whose cells have no grid centres: maze_cell_geometry). */
MAZE_API int maze_path_points(const maze_graph *g, const uint32_t *path, size_t n, double *xy);

/* Line of sight on a block map's graph: 1 if the straight segment between
 * the centres of cells (x0, y0) and (x1, y1) is clear, 0 if not. Clear
 * means, by g's diagonal rule (maze_graph_diagonal): the segment passes
 * through no blocked cell (through its inside: touching a side or a corner
 * is not passing through), and where it passes through a grid corner, the
 * two cells beside it there are open (NEVER and NO_CORNER: it cuts no
 * corner of a blocked cell), not both blocked (ONE_OPEN: it does not
 * squeeze between two blocked cells that touch at that corner), or
 * anything (ALWAYS). So every move of the graph is clear, and a segment is
 * as a unit walking it would find it. Both cells must be open. Time
 * O(|x1 - x0| + |y1 - y0|). Returns 1, 0, MAZE_EINVAL (NULL g),
 * MAZE_ERANGE (a cell outside g) or MAZE_EUNSUPPORTED (a wall maze's or a
 * cell graph). */
MAZE_API int maze_line_of_sight(const maze_graph *g, int32_t x0, int32_t y0, int32_t x1, int32_t y1);
/* String pulling: turns path[0..n) (cells of block-map graph g, each two
 * consecutive ones in sight, as every path of a grid solver is) into an
 * any-angle path through the same start and goal: from each cell kept it
 * runs straight to the last cell of the path before the first one out of
 * maze_line_of_sight, which it keeps. Writes the cells kept into out (at
 * most n; out may be path itself) and their number into *out_n. Its
 * length, the sum of the distances between consecutive centres
 * (maze_path_points), is never more than the path's. Returns MAZE_OK,
 * MAZE_EINVAL (a NULL; a blocked cell, or two consecutive cells out of
 * sight), MAZE_ERANGE (a cell outside g) or MAZE_EUNSUPPORTED (a wall
 * maze's or a cell graph); out and *out_n untouched on failure. */
MAZE_API int maze_path_smooth(const maze_graph *g, const uint32_t *path, size_t n, uint32_t *out,
                              size_t *out_n);

/* Bits of maze_solver.flags, shown by `maze list`. What a solver promises:
 * COMPLETE, OPTIMAL, BOUNDED; a promise not made is not kept (a solver
 * without COMPLETE, such as a wall follower, may give found = 0 for a goal
 * that can be reached). What graphs it needs: UNIT_COST, MOVES4, MOVES8
 * on grids; CELLS for a cell graph (maze_solver_fits and maze_solve apply
 * them); NO_CORNER for the diagonal rule its pruning assumes. */
enum {
    MAZE_SOLVER_OPTIMAL = 1,    /* returns least-cost paths (and is COMPLETE) */
    MAZE_SOLVER_UNIT_COST = 2,  /* needs unit cell costs (no cost layer) */
    MAZE_SOLVER_MOVES4 = 4,     /* only for 4-connected graphs */
    MAZE_SOLVER_MOVES8 = 8,     /* only for 8-connected graphs */
    MAZE_SOLVER_BOUNDED = 16,   /* cost at most weight x optimal (and COMPLETE) */
    MAZE_SOLVER_COMPLETE = 32,  /* finds a path whenever one exists, so
                                   found = 0 proves that there is none */
    MAZE_SOLVER_CELLS = 64,     /* also runs on the graph of a maze of any
                                   topology (rect takes every solver) */
    MAZE_SOLVER_NO_CORNER = 128, /* needs diagonals that cut no corner: 4 moves or
                                    MAZE_DIAG_NO_CORNER (maze_graph_from_map_diagonal) */
    MAZE_SOLVER_ANY_ANGLE = 256, /* returns an any-angle path: consecutive cells of the path
                                    are the ends of straight segments between cell centres
                                    (maze_line_of_sight holds between them), cost their
                                    lengths; draw it with MAZE_LAYER_LINES */
    MAZE_SOLVER_TURNS = 512,    /* counts turns: on a cell graph, needs cells whose sides go
                                   round them in order, each a turn of 1/sides of a full
                                   turn (rect, hex, triangle, upsilon; not a topology with
                                   MAZE_TOPO_ARCS or MAZE_TOPO_MARKS: polar, 3d, weave) */
    MAZE_SOLVER_UNIFORM = MAZE_SOLVER_UNIT_COST /* the 0.1 name; removed at 1.0 */
};

/* A solver as the table lists it: information only; run it with
 * maze_solve. The table holds:
 * - astar: A*, optimal with an admissible heuristic; among equal f it
 *   expands the children of the latest expansion first, then the larger g,
 *   then the smaller cell index.
 * - dijkstra: astar with the zero heuristic.
 * - bidir: bidirectional A* (front-to-end, the heuristic of the options),
 *   expanding the side with the smaller frontier; optimal; `expanded`
 *   counts both sides.
 * - weighted-astar: f = g + W h (W = opts.weight, 0 means 2), closed cells
 *   not reopened; with an admissible heuristic at most W x optimal.
 * - bfs: breadth-first, 4 moves and unit costs.
 * - jps: jump point search, 8 moves and unit costs. The graph's first jps
 *   query builds its bit rows and columns over the whole map (0.75 bytes a
 *   cell) and allocates a memo of 5 bytes a cell (diagonal jumps 4,
 *   straight flags 1) that the queries fill as their walks need it, so only
 *   the pages walks touched are resident; shared by every search of the
 *   graph (threads included); each search adds its own node records, a
 *   block of 32 cells (16 bytes each) made where its searches first reach
 *   one, and 8 bytes of directory a block (0.25 a cell, written whole by
 *   the search's first jps query): 1 byte a cell fixed in all (1.2 on a
 *   256 x 256 map, whose lines are padded to whole words), and what the
 *   searches reach (up to 5 of memo, 16 of records) on top.
 * - dfs: the Perl article's depth-first backtracking. From the cell on top
 *   of the path it tries up, left, down, right in turn (orthogonal moves
 *   only, whatever the graph's move set); a cell not walked before is
 *   entered and pushed; a cell whose four directions have failed is marked
 *   dead and popped. Not optimal; `expanded` counts the cells entered.
 *   On a cell graph it tries the open sides of the top cell in side order,
 *   each try a MAZE_EV_FRONTIER ((x2,y2) the cell tried).
 * - wall-follower, wall-follower-right: one hand (left, right) on the wall,
 *   starting north: turn to that hand if open, else straight, else the other
 *   way, else back. Finds the goal in a perfect maze; not COMPLETE: in a
 *   maze with loops it may circle an island for ever, so it stops, found =
 *   0, when it leaves a cell the same way a second time (it then repeats).
 * - pledge: straight in the main direction (towards the goal along the
 *   larger difference) until a wall; then the left hand on the wall,
 *   counting turns, until the count is zero again. Leaves islands that a
 *   follower circles; not COMPLETE: stops, found = 0, when its walk repeats
 *   (a straight run meets the same wall cell again, or a following repeats
 *   a move at the same count or for a lap without nearing zero).
 * - tremaux: marks on passages, each walked at most twice; COMPLETE.
 * - theta: Theta* (Nash, Daniel, Koenig and Felner), A* in which a cell
 *   reached from c takes c's parent as its own when the two see each other
 *   (maze_line_of_sight), so the path is an any-angle one: its cells are
 *   the start, the corners and the goal (MAZE_SOLVER_ANY_ANGLE), its cost
 *   the sum of the straight lengths between their centres, never more
 *   than the 8-connected optimum (closed cells are final and each relaxed
 *   cost is at most a grid move's). Not optimal among any-angle paths.
 *   The heuristic is the options' (DEFAULT: EUCLIDEAN); 8 moves, unit costs,
 *   any diagonal rule (its sight follows the rule).
 * These four walk: the path they return is the route walked with its loops
 *   erased (a simple path: the maze's only one when it is perfect), cost its
 *   moves; `expanded` counts the cells entered on the walk, the start and
 *   every repeat included (the walk's length in moves is expanded - 1).
 * - dead-end-filler: fills dead ends (not the start or goal) until none is
 *   left; cul-de-sac-filler: fills every part that meets the rest at one
 *   cell and holds neither start nor goal (dead ends, loops with one
 *   entrance). Whole-maze methods: on a perfect maze what is left is the
 *   path. The path is then read off the cells left by a breadth-first
 *   search, so both are COMPLETE and OPTIMAL; `expanded` counts the cells
 *   that read-out expanded (the cells filled are events).
 * - random-mouse: walks on along a corridor, turns back at a dead end and
 *   at a junction takes one of the other ways at random (a maze_rng seeded
 *   by opts.seed: the same seed, the same walk everywhere); not COMPLETE,
 *   not OPTIMAL: it reaches a reachable goal with probability 1 but in no
 *   bounded time, so after opts.max_steps moves (0: MAZE_MOUSE_STEPS x the
 *   graph's cells) it stops, found = 0. A walker as the four above.
 * - all-shortest: a breadth-first search to the end of the goal's layer,
 *   then a sweep back from the goal keeping each cell one move before a
 *   kept one: the cells of every shortest path (maze_search_all_shortest),
 *   each a MAZE_EV_MARK event (g its distance from the start) after the
 *   MAZE_EV_VISIT of each expansion; the path is one of those paths, so it
 *   is COMPLETE and OPTIMAL.
 * All eight take 4-connected graphs with unit costs, and cell graphs too
 *   (sides clockwise: the left hand takes the first open side clockwise
 *   from the one walked in by; the start counts as entered by side
 *   sides/2, on a grid from the south). Pledge counts its turns in sides
 *   (a side of a k-sided cell turns the heading by 1/k of a full turn; a
 *   cell of an odd number of sides has no straight on, so a straight run
 *   meets a wall there), so it is MAZE_SOLVER_TURNS: not on polar or 3d;
 *   on a cell graph its main direction is the start's side whose
 *   neighbour's centre lies most nearly towards the goal's.
 * Events: dfs gives the Perl DEBUG trace: MAZE_EV_VISIT when a cell is
 * entered ((x2,y2) the cell it came from; the path index is the number of
 * VISITs minus BACKTRACKs so far, minus 1), MAZE_EV_FRONTIER when the top
 * cell (x,y) turns to its 2nd, 3rd or 4th direction ((x2,y2) the cell it
 * tries, which may be blocked or off the grid; the 1st direction, up, is
 * tried silently right after the VISIT), MAZE_EV_BACKTRACK when (x,y) is
 * marked dead ((x2,y2) the cell below it on the path, or itself for the
 * start). The walkers give MAZE_EV_VISIT for each cell entered ((x2,y2)
 * the cell left, g the moves so far) and MAZE_EV_BACKTRACK for each cell
 * the erasing of a loop drops from the route; the fillers MAZE_EV_BACKTRACK
 * ((x2,y2) = (x,y)) for each cell filled, then MAZE_EV_VISIT for each cell
 * their read-out expands. The others give MAZE_EV_VISIT for each expansion and
 * MAZE_EV_FRONTIER ((x,y) the cell reached, (x2,y2) its parent) for each
 * improved cell; for jps that is each jump point its scans reach from the
 * cell expanded ((x2,y2), the walk diagonal first, then straight), given
 * after that cell's VISIT, before the next. */
typedef struct maze_solver {
    const char *name;
    const char *summary;
    unsigned flags;      /* MAZE_SOLVER_* */
} maze_solver;

/* The solver table: count, i-th entry (NULL past the end), lookup by name
 * (NULL if unknown). */
MAZE_API size_t maze_solver_count(void);
MAZE_API const maze_solver *maze_solver_at(size_t i);
MAZE_API const maze_solver *maze_solver_find(const char *name);

/* 1 if `solver` (an entry of the table) takes graph `g`: its move set and
 * costs are those the solver's flags allow. 0 otherwise, for NULL and for a
 * solver not from the table. maze_solve gives MAZE_EUNSUPPORTED exactly when
 * this is 0. */
MAZE_API int maze_solver_fits(const maze_solver *solver, const maze_graph *g);

/* Runs `solver` (an entry of the table) on s's graph from (sx, sy) to
 * (gx, gy); o NULL: the defaults. Returns MAZE_OK (see r->found),
 * MAZE_EINVAL (NULL s, solver or r; a solver not from the table; bad
 * options), MAZE_ERANGE (a point outside the graph or not passable),
 * MAZE_EUNSUPPORTED (the solver does not fit the graph), MAZE_ENOMEM,
 * MAZE_ECANCELLED. */
MAZE_API int maze_solve(maze_search *s, const maze_solver *solver, int32_t sx, int32_t sy,
                        int32_t gx, int32_t gy, const maze_solve_opts *o, maze_result *r);

/* The cells of every shortest path (least moves) from (sx, sy) to (gx, gy) on
 * s's graph, the set the all-shortest solver draws: sets on[c] to 1 for each
 * cell c on some shortest path (start and goal included) and to 0 for every
 * other, in width*height bytes (a cell graph: one a cell), and *count to how
 * many are 1 (0, and every byte 0, when the goal cannot be reached). A
 * breadth-first search from the start, then a sweep back from the goal;
 * time and memory O(cells). Takes the graphs all-shortest takes: 4 moves
 * with unit costs, or a cell graph. Returns MAZE_OK, MAZE_EINVAL (a NULL),
 * MAZE_ERANGE (a point outside the graph or not passable; on untouched),
 * MAZE_EUNSUPPORTED (8 moves or cell costs) or MAZE_ENOMEM. A maze_result
 * of s stays valid. */
MAZE_API int maze_search_all_shortest(maze_search *s, int32_t sx, int32_t sy, int32_t gx, int32_t gy, uint8_t *on,
                                      uint64_t *count);

/* A graph prepared for many searches (JPS+: Harabor & Grastien's jump point
 * search with every cell's jump in each of the eight moves computed once):
 * for researchers who query one map many times. Only the graph of a block
 * map with 8 moves, no corner cutting (the Moving AI rule) and unit costs
 * can be prepared. A handle keeps its graph, which must outlive it; a
 * change to the graph (maze_graph_set_open) makes it stale. Many threads
 * may search with one handle, each with its own maze_search. */
typedef struct maze_prepared maze_prepared;

/* Prepares graph g: time O(cells), memory 16 bytes a cell (and the search's
 * own 16 bytes a cell for its node records). Returns MAZE_OK, MAZE_EINVAL
 * (NULL out or g), MAZE_EUNSUPPORTED (a graph of another kind: a wall
 * maze's, 4 moves, another diagonal rule, cell costs) or MAZE_ENOMEM. Free
 * with maze_prepared_destroy. */
MAZE_API int maze_prepare(maze_prepared **out, const maze_graph *g, const maze_allocator *alloc);
/* How a graph is prepared (maze_prepare_method; a file records it). */
typedef enum maze_prep_method {
    MAZE_PREP_JPS_PLUS = 1, /* JPS+ jump distances, what maze_prepare makes */
    MAZE_PREP_SUBGOAL = 2   /* a simple subgoal graph (Uras, Hernandez and Koenig): the corners of
                             * blocked cells, each linked to those it reaches by a path of the octile
                             * length and may bend at (taut edges); a search links its ends to them
                             * and runs A* over them, leaving a subgoal only by the turns a
                             * shortest path can make there; subgoals whose neighbours keep paths
                             * as short without them are made local (the file holds these levels),
                             * and a search enters them only near its ends */
} maze_prep_method;
/* Prepares graph g by `method` (a maze_prep_method), as maze_prepare does
 * for MAZE_PREP_JPS_PLUS. MAZE_PREP_SUBGOAL takes 12 bytes a cell, 66 a
 * subgoal (16 of them its distances from 4 landmarks, which raise the
 * search's heuristic; 50 on a graph of fewer than 128 subgoals, which keeps
 * none) and up to 13 an edge (21 an edge added past a local subgoal); its
 * time grows with the area each subgoal reaches directly and with the
 * making of the levels and the landmarks' distances (2.9 s of user time
 * measured for a 1024 x 1024 map with 10% blocked; reading a file makes
 * neither again, it checks the distances along every edge). Where the graph
 * has 128 subgoals or more, those never made local are at most 2,560, and no
 * shortest path between two of them over the edges among them has 65,535
 * straight moves or more, or as many diagonal ones, and the subgoals' climbs
 * reach at most about 64 subgoals each on average and take at most about
 * 1,024 other steps a subgoal (the maps measured: under 6 and under 64; a
 * file whose ranks make every climb cross the map takes more and keeps no
 * table, so reading it stays linear), making or reading a handle adds a
 * table of their distances (4 bytes a pair: 21.5 MiB for 16room_000's
 * 2,375, which prepares whole in 0.4 s of user time; and for a core of up
 * to 1,448 each pair's cost as a float the query compares first, 4 bytes
 * more: 9.5 MiB for Berlin_0_256's 1,113),
 * lists of 16 bytes an edge between
 * levels and every subgoal's two climbs made once, 24 bytes an entry
 * (0.45 MiB for Berlin_0_256, about 8 entries a subgoal), and a search joins
 * the climbs of its ends' subgoals through the table instead of A* (on fewer
 * subgoals A* is cheaper; a longer distance does not fit the table, and the
 * handle keeps none: the time spent making it until then is lost). Returns
 * as maze_prepare, and MAZE_EINVAL for an unknown method. */
MAZE_API int maze_prepare_method(maze_prepared **out, const maze_graph *g, int method, const maze_allocator *alloc);
/* The maze_prep_method p was prepared by; 0 for NULL. */
MAZE_API int maze_prepared_method(const maze_prepared *p);
/* Frees a prepared handle; NULL is a no-op. */
MAZE_API void maze_prepared_destroy(maze_prepared *p);
/* Bytes the handle holds (its table and itself, and a subgoal graph's
 * core table where maze_prepare_method says it has one); 0 for NULL. */
MAZE_API size_t maze_prepared_memory(const maze_prepared *p);
/* Writes the handle as a file through `write`: a versioned header that names
 * the map it was prepared from (its size and a fingerprint of its cells), a
 * checksum, then the table (16 bytes a cell, little-endian). Returns MAZE_OK,
 * MAZE_EINVAL (NULL p or write) or MAZE_EIO (write failed). */
MAZE_API int maze_prepared_write(const maze_prepared *p, maze_write_fn write, void *ctx);
/* Reads a file of maze_prepared_write back for graph g, checking it before
 * anything is trusted: the header, the version, that the size and the
 * fingerprint are g's, the table's length and checksum, and that every jump
 * ends inside the map (a subgoal graph's: every edge a path on the map,
 * every edge the map gives a subgoal there, and its levels keeping paths as
 * short, each local subgoal's neighbours above it joined by a path as short
 * over subgoals above it, by searches whose work is bounded by the file's
 * edges: a file they cannot vouch for within it is refused). Returns MAZE_OK,
 * MAZE_EINVAL (NULL out or g; a file made for another map, or for this one
 * before a change: err says which),
 * MAZE_EFORMAT (not such a file, truncated, damaged), MAZE_EUNSUPPORTED
 * (another version or method; g a graph maze_prepare refuses) or
 * MAZE_ENOMEM. Free with maze_prepared_destroy. */
MAZE_API int maze_prepared_read(maze_prepared **out, const maze_graph *g, const void *data, size_t len,
                                const maze_allocator *alloc, maze_error_info *err);
/* Searches s's graph with prepared handle p from (sx, sy) to (gx, gy): an
 * optimal path, as jps and astar find (the same cost; the path may be
 * another of equal cost), `expanded` counting the jump points expanded
 * (MAZE_PREP_SUBGOAL: the subgoals A* expanded or, through the core's table,
 * the local subgoals of the climbs merged).
 * Returns MAZE_OK (see r->found), MAZE_EINVAL (NULL s, p or r; p prepared
 * for another graph than s's, or stale), MAZE_ERANGE (a point outside the
 * graph or not passable) or MAZE_ENOMEM. */
MAZE_API int maze_prepared_solve(maze_search *s, const maze_prepared *p, int32_t sx, int32_t sy, int32_t gx,
                                 int32_t gy, maze_result *r);

/* ======================================================================
 * Analysis
 *
 * What a maze is like: its dead ends, and the figures `maze stats` prints.
 * Lengths are in moves (steps between cells), as in maze_solve.
 * ==================================================================== */

/* Lists the dead ends (enabled cells with exactly one opening), in index order
 * (y*W+x). *out is allocated with the maze's allocator; free it with
 * maze_free(m, *out). *count receives the number. MAZE_OK or MAZE_ENOMEM. */
MAZE_API int maze_dead_ends(const maze *m, uint32_t **out, size_t *count);
/* Picks n distinct dead ends at random (a partial Fisher-Yates shuffle of the
 * list, seeded by rng) into out[0..n-1]. MAZE_ERANGE if the maze has fewer
 * than n dead ends. */
MAZE_API int maze_pick_dead_ends(const maze *m, maze_rng *rng, size_t n, uint32_t *out);

/* Number of buckets in maze_stats.branch_hist: bucket k counts dead-end
 * branches of 2^k to 2^(k+1)-1 moves. */
#define MAZE_STATS_BUCKETS 32

/* What maze_stats_compute reports. A "dead-end branch" is the corridor from
 * a dead end to the first cell with other than 2 openings (a maze that is a
 * single corridor is walked from both of its ends). */
typedef struct maze_stats {
    int32_t width, height;
    uint64_t cells;            /* enabled cells */
    uint64_t passages;         /* open walls */
    uint64_t components;       /* pieces joined by passages */
    uint64_t loops;            /* passages - cells + components (independent cycles) */
    int perfect;               /* 1 when 1 component and 0 loops */
    uint64_t dead_ends;        /* cells with exactly 1 opening */
    double dead_end_percent;   /* 100 * dead_ends / cells (0 with no cell) */
    uint64_t isolated;         /* 0 openings */
    uint64_t corridors;        /* exactly 2 openings */
    uint64_t junctions;        /* exactly 3 openings */
    uint64_t crossroads;       /* 4 openings (4 or more off rect) */
    uint64_t diameter;         /* longest shortest path within a component */
    int diameter_exact;        /* 1 exact; 0 a lower bound (double sweep on a
                                  maze with loops and over 1e6 cells) */
    int32_t diameter_ax, diameter_ay, diameter_bx, diameter_by; /* its two ends */
    int solution_asked;        /* a start and goal were given */
    int32_t sx, sy, gx, gy;    /* the start and goal asked */
    int solution_found;        /* the goal is reachable from the start */
    uint64_t solution_moves;   /* shortest start-goal path */
    uint64_t solution_branches;/* openings from path cells to cells off the path */
    uint64_t runs;             /* maximal straight runs of passages (rect;
                                  0 on the other topologies) */
    double mean_run;           /* passages / runs ("river"); 0 with no passage */
    uint64_t branches;         /* dead-end branches (one per dead end) */
    uint64_t longest_branch;   /* in moves */
    double mean_branch;        /* in moves; 0 with no branch */
    uint64_t branch_hist[MAZE_STATS_BUCKETS];
    uint64_t crossings;        /* weave: open jumps, each a corridor passing
                                  under a cell (0 on the other topologies) */
} maze_stats;

/* Analyses maze `m` into *out; the solution part runs from (sx, sy) to
 * (gx, gy) (sx < 0 skips it). Memory: 3 bits a cell (and 1 MiB) on a
 * loop-free maze; 4 bytes a cell more with loops (20 up to 1e6 cells, for
 * the exact diameter). Time: O(cells), the exact diameter of a maze with
 * loops a few BFS passes in practice. Any topology: off rect, cell c is the
 * point (c, 0) (the ends asked and the diameter's ends), as in its search
 * graph, and the scratch is 9 bytes a cell (8 more with loops up to 1e6
 * cells). Returns MAZE_OK, MAZE_EINVAL, MAZE_ERANGE (start or goal outside
 * the maze or disabled), MAZE_ENOMEM. */
MAZE_API int maze_stats_compute(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                                maze_stats *out);

/* How hard the way from a start to a goal is to find (docs/algorithms.md,
 * "Difficulty", gives each figure's source). The solution is a shortest
 * start-goal path; a cell off it hangs from the solution cell a
 * breadth-first spread from every solution cell at once reaches it from
 * (on a perfect maze: the cell its branch leaves the solution at). A
 * "decision" is a solution cell before the goal with two ways on or more
 * (the start: two open sides; another: three). The random walker walks
 * depth first, taking the ways on of each cell in random order and backing
 * out of a branch only once it has walked all of it: on a perfect maze
 * each wrong branch is entered before the right way with probability 1/2,
 * which gives the two expected figures exactly (with loops they are those
 * of the branches as grouped above). */
typedef struct maze_difficulty {
    int found;                 /* the goal is reachable from the start (else every figure is 0
                                  but cells) */
    uint64_t cells;            /* enabled cells */
    uint64_t moves;            /* the solution's length in moves */
    double solution_share;     /* the solution's cells over all cells (moves + 1) / cells */
    uint64_t decisions;        /* decisions on the solution */
    uint64_t turns;            /* changes of direction along the solution (rect; 0 off rect) */
    uint64_t branch_cells;     /* cells off the solution hanging from a cell before the goal */
    uint64_t branch_dead_ends; /* dead ends among them */
    uint64_t longest_wrong;    /* the most cells hanging from one solution cell before the goal */
    double expected_dead_ends; /* dead ends the random walker meets: branch_dead_ends / 2 */
    double expected_moves;     /* moves the random walker makes: moves + branch_cells */
    double score;              /* the difficulty: the sum over the decisions of
                                  log2(1 + cells hanging from that cell) */
} maze_difficulty;

/* Computes the difficulty of the way from (sx, sy) to (gx, gy) of maze `m`
 * into *out (points as in maze_stats_compute: (c, 0) off rect). Memory: 8
 * bytes a cell and 12 a solution cell; time O(cells). Returns MAZE_OK (see
 * out->found), MAZE_EINVAL (NULL m or out), MAZE_ERANGE (start or goal
 * outside the maze or disabled), MAZE_ENOMEM; *out is zeroed on failure. */
MAZE_API int maze_difficulty_compute(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                                     maze_difficulty *out);

/* ======================================================================
 * Drawing
 *
 * PNG, SVG and PDF pictures of a maze or a map, with layers on top of the
 * walls (the path, start and goal, the cells a solver expanded, a distance
 * heat map, the outline of a mask). The same input gives the same bytes
 * (fixed zlib level, no time stamps; a PDF's creation date is fixed at
 * 1970-01-01), and nothing is written before the options and the overlay
 * have been checked. PDF goes through cairo (anti-aliased vector lines);
 * a build without cairo reports MAZE_EUNSUPPORTED for it.
 * ==================================================================== */

/* Parses a colour: "#rrggbb" (hex digits, either case) or one of the names
 * black, white, gray (grey), silver, red, maroon, orange, yellow, olive,
 * lime, green, darkgreen, teal, cyan, blue, navy, purple, magenta, pink,
 * brown, gold (lower case). *rgb receives 0xRRGGBB. Returns MAZE_OK, or
 * MAZE_EINVAL for NULL, an unknown name or malformed hex (*rgb untouched). */
MAZE_API int maze_color_parse(const char *s, uint32_t *rgb);

/* Layers drawn on top of the walls (bits of maze_draw_opts.layers). */
enum {
    MAZE_LAYER_PATH = 1,      /* the overlay's path */
    MAZE_LAYER_MARKERS = 2,   /* start and goal squares (overlay has_start/has_goal) */
    MAZE_LAYER_EXPANDED = 4,  /* the cells flagged in maze_draw_opts.expanded */
    MAZE_LAYER_HEAT = 8,      /* every cell shaded by its distance from the start */
    MAZE_LAYER_OUTLINE = 16,  /* the border of the enabled cells (mask shape) */
    MAZE_LAYER_GAPS = 32,     /* wall mazes: openings in the outer wall at a start and a goal on
                                 it (overlay has_start/has_goal; sides as in maze_write_gaps) */
    MAZE_LAYER_LINES = 64,    /* with PATH: the path as straight lines between the centres of
                                 its cells (an any-angle path: theta, maze_path_smooth) instead
                                 of its cells */
    MAZE_LAYER_SHORTEST = 128 /* the cells flagged in maze_draw_opts.shortest (the cells on some
                                 shortest path: maze_search_all_shortest), over expanded cells */
};

/* Drawing options; call maze_draw_opts_init for the defaults. Geometry is in
 * pixels (SVG user units): a wall maze of W x H cells is
 * 2*margin + W*cell + wall wide; a block map 2*margin + W*cell. */
typedef struct maze_draw_opts {
    int32_t cell;      /* cell pitch, wall included: 1..1024 (maps), wall+1..1024 (mazes); default 10 */
    int32_t wall;      /* wall thickness 1..1023 (mazes only); default 2 */
    int32_t margin;    /* blank border 0..4096; default 10 */
    unsigned layers;   /* MAZE_LAYER_* bits; default PATH | MARKERS */
    uint32_t background, wall_color, path_color, start_color, goal_color,
             expanded_color, outline_color, heat_near, heat_far; /* 0xRRGGBB */
    /* MAZE_LAYER_EXPANDED: W*H bytes (index y*W+x; off rect one a cell), nonzero = expanded; see
     * maze_mark_visits. Borrowed for the call. NULL draws no expanded cells. */
    const uint8_t *expanded;
    /* pdf and svg: the size on paper (png ignores them). cell_mm > 0 makes a
     * cell pitch that many millimetres (up to 1000); page_width_mm and
     * page_height_mm > 0 (both or neither, up to 10000) set the page, with the
     * picture centred on it and, without cell_mm, scaled to fit it. All 0
     * (the default): 96 pixels an inch, the page the picture's size. */
    double cell_mm, page_width_mm, page_height_mm;
    /* MAZE_LAYER_SHORTEST: one byte a cell as `expanded`, nonzero = on a shortest path, drawn in
     * shortest_color. Borrowed for the call; NULL draws none. */
    const uint8_t *shortest;
    uint32_t shortest_color; /* 0xRRGGBB */
} maze_draw_opts;

/* Sets the defaults: cell 10, wall 2, margin 10, layers PATH|MARKERS, white
 * background, black walls, red path, green start, blue goal, light blue
 * expanded cells, orange outline, heat from white (start) to dark green,
 * gold cells on a shortest path. */
MAZE_API void maze_draw_opts_init(maze_draw_opts *o);

/* The largest image side in pixels (the PNG limit). */
#define MAZE_DRAW_MAX_SIDE 2147483647ll

/* Draws wall maze `m` as `format` "png", "svg" or "pdf" to `write`; o NULL: the
 * defaults; ov NULL: no path or markers. Memory (png, streamed): a pixel row
 * and, for the layers that need them, up to 2 bytes a cell (6 while the
 * heat layer is computed). Allocates through m's allocator. Returns
 * MAZE_OK, MAZE_ENOTFOUND (unknown format), MAZE_EUNSUPPORTED (a format
 * without MAZE_FMT_DRAW; png in a build without libpng, pdf in one without
 * cairo), MAZE_EINVAL (bad option, path cell out of range, a picture at
 * cell_mm larger than the page), MAZE_ETOOBIG (a side over
 * MAZE_DRAW_MAX_SIDE), MAZE_EIO (write failed), MAZE_ENOMEM. */
MAZE_API int maze_draw(const maze *m, const char *format, const maze_draw_opts *o,
                       const maze_overlay *ov, maze_write_fn write, void *ctx);
/* The same for a block map: blocked cells in the wall colour; `wall` and the
 * outline layer are ignored. Same codes. */
MAZE_API int maze_map_draw(const maze_map *map, const char *format, const maze_draw_opts *o,
                           const maze_overlay *ov, maze_write_fn write, void *ctx);
/* A row writer (see maze_row_writer_create) drawing a PNG with options o
 * (NULL: defaults; read during this call only): rows streamed from a
 * generator of any height, in memory of a few pixel rows. The walls,
 * geometry, colours and the outline layer apply; the heat and expanded
 * layers need the whole maze (MAZE_EINVAL). format must be "png", the one
 * picture that streams (MAZE_EUNSUPPORTED for another format, MAZE_ENOTFOUND
 * for an unknown one). Also MAZE_EINVAL for bad options, MAZE_ETOOBIG for a
 * side over MAZE_DRAW_MAX_SIDE, MAZE_EUNSUPPORTED without libpng, MAZE_EIO,
 * MAZE_ENOMEM. Nothing is written on failure. */
MAZE_API int maze_draw_row_writer_create(maze_row_writer **out, const char *format, int32_t width, int64_t height,
                                         const maze_draw_opts *o, maze_write_fn write, void *ctx,
                                         const maze_allocator *alloc);
/* Image size in pixels that maze_draw / maze_map_draw would produce for a
 * width x height maze (is_map 0) or map (is_map 1). MAZE_OK, MAZE_EINVAL
 * (bad option), MAZE_ERANGE (size < 1), MAZE_ETOOBIG (over MAZE_DRAW_MAX_SIDE). */
MAZE_API int maze_draw_size(int32_t width, int32_t height, int is_map, const maze_draw_opts *o,
                            int64_t *px_width, int64_t *px_height);

/* The record behind maze_mark_visits: a width x height grid of flags. */
typedef struct maze_visit_marks {
    int32_t width, height;
    uint8_t *cells;      /* width*height bytes, owned by the caller, zeroed first */
    uint64_t count;      /* visits recorded */
} maze_visit_marks;
/* Collects the cells a solver expanded, for MAZE_LAYER_EXPANDED: pass
 * maze_mark_visits as maze_solve_opts.step and a maze_visit_marks as step_ud.
 * Every MAZE_EV_VISIT inside width x height sets cells[y*width+x] = 1 and
 * counts it; other events and NULL are ignored. Always returns 0 (never
 * stops the solver). One record is for one thread. */
MAZE_API int maze_mark_visits(void *ud, const maze_event *ev);

/* ---- pixels in memory: a frame with cells in the caller's colours ---- */

/* The most colours a maze_cell_fills names. */
#define MAZE_FILL_COLORS 240
/* Cells painted by maze_draw_pixels: cell i (rect y*W+x) is filled with
 * colors[fill[i] - 1], and not at all where fill[i] is 0. */
typedef struct maze_cell_fills {
    const uint8_t *fill;     /* maze_cell_total(m) bytes, each 0..ncolors; borrowed for the call */
    const uint32_t *colors;  /* ncolors colours 0xRRGGBB */
    unsigned ncolors;        /* 0..MAZE_FILL_COLORS */
} maze_cell_fills;
/* The size in pixels of maze_draw_pixels' picture of m with options o (NULL:
 * the defaults): 2*margin + wall + the box of the cells' geometry
 * (maze_extent) times the cell pitch each way, maze_draw's png size. Returns
 * MAZE_OK, MAZE_EINVAL (a NULL, bad options), MAZE_ETOOBIG (a side over
 * 32767 pixels, cairo's largest) or MAZE_EUNSUPPORTED (a build without
 * cairo); 0 x 0 on failure. */
MAZE_API int maze_draw_pixels_size(const maze *m, const maze_draw_opts *o, int32_t *width, int32_t *height);
/* Draws maze m of any topology into px (width*height pixels 0xRRGGBB, row
 * by row, the size of maze_draw_pixels_size; npx its room) by cairo, from
 * the cells' geometry as maze_draw draws them off rect, but without
 * anti-aliasing, so that every pixel is one of the colours of o or fills:
 * the frames of an animation, a palette picture such as a GIF, a program's
 * own display. The cells' fills first, then the walls (o's wall, outline
 * and gaps layers), open passages to other levels, and ov's path and
 * markers (PATH, MARKERS; ov NULL: none). fills NULL: no fills. The fills
 * take the heat and expanded layers' place: asking for those with fills is
 * MAZE_EINVAL. Returns MAZE_OK, MAZE_EINVAL (NULL m or px, bad options, a
 * fill over ncolors, ncolors over MAZE_FILL_COLORS, NULL fill or colors, a
 * point of ov outside m), MAZE_ERANGE (npx under width*height; px
 * untouched), MAZE_ETOOBIG, MAZE_EUNSUPPORTED (a build without cairo, or
 * libcairo.so.2 not found) or MAZE_ENOMEM. */
MAZE_API int maze_draw_pixels(const maze *m, const maze_draw_opts *o, const maze_overlay *ov,
                              const maze_cell_fills *fills, uint32_t *px, size_t npx);

/* ---- books: many mazes on the pages of one PDF ---- */

/* Where a book's answer pages go (maze_book_opts.answers). */
enum {
    MAZE_BOOK_ANSWERS_BACK = 0,  /* at the back, after every puzzle page */
    MAZE_BOOK_ANSWERS_AFTER = 1, /* each right after its puzzle page */
    MAZE_BOOK_ANSWERS_NONE = 2   /* no answer pages */
};

/* The thinnest wall line a book draws, in millimetres. */
#define MAZE_BOOK_MIN_LINE_MM 0.1

/* A book's pages; call maze_book_opts_init for the defaults. Each page has
 * a title band at the top (the title; "TITLE: Answers" on an answer page),
 * a grid of per_page slots and the page number at the bottom, all inside
 * the margin. A slot holds a maze's number and seed above the maze, which
 * is scaled to fill the slot (its aspect kept) and centred in it. Walls are
 * vector lines line_mm wide, or thinner where the cells are too small for
 * that: a cell is at least three lines (see maze_book_fit). Text is set in
 * `font` as fontconfig finds it, and the PDF embeds the glyphs used. */
typedef struct maze_book_opts {
    double page_width_mm, page_height_mm; /* the page, 10..10000 each; default 210 x 297 (A4) */
    double margin_mm;       /* blank border, >= 0; default 15 */
    int per_page;           /* mazes a page: 1, 2 (stacked; side by side on a landscape page),
                               4 (2 x 2) or 6 (2 x 3; 3 x 2 landscape); default 4 */
    double line_mm;         /* wall line width, MAZE_BOOK_MIN_LINE_MM..10; default 0.5 */
    const char *title;      /* UTF-8, atop every page and in the PDF's metadata; NULL: none */
    const char *font;       /* a fontconfig family name, UTF-8; NULL: "DejaVu Sans" */
    int answers;            /* MAZE_BOOK_ANSWERS_*; default BACK */
    int gaps;               /* nonzero: the start and goal as openings in the outer wall
                               (MAZE_LAYER_GAPS) instead of markers */
    uint32_t wall_color, path_color, start_color, goal_color; /* 0xRRGGBB; default black, red,
                                                                 green, blue */
    int64_t created;        /* the PDF's creation date, seconds since 1970-01-01 UTC; default 0 */
} maze_book_opts;

/* One maze of a book. */
typedef struct maze_book_entry {
    const maze *m;          /* the maze, any topology; borrowed for the call */
    maze_overlay overlay;   /* its start and goal, and the path the answer page draws */
    uint64_t seed;          /* printed small beside its number, so it can be made again */
} maze_book_entry;

/* Sets the defaults of maze_book_opts (see there); NULL does nothing. */
MAZE_API void maze_book_opts_init(maze_book_opts *o);
/* The number of pages a book of `count` mazes has with options o into
 * *pages: ceil(count / per_page) puzzle pages, as many answer pages unless
 * MAZE_BOOK_ANSWERS_NONE; o NULL: the defaults. Returns MAZE_OK, MAZE_EINVAL
 * (NULL pages, a bad option: per_page, a size, a colour, a title or font that is not
 * UTF-8) or MAZE_ERANGE (the margins leave no room for the slots). */
MAZE_API int maze_book_pages(const maze_book_opts *o, size_t count, size_t *pages);
/* How maze m fits a slot of a book with options o: *cell_mm receives the
 * cell pitch on paper, *line_mm the wall line drawn (line_mm, thinned to a
 * third of the cell pitch where that is less); o NULL: the defaults. Returns
 * MAZE_OK, MAZE_EINVAL (NULL m, cell_mm or line_mm; bad options), or MAZE_ERANGE when the page is too small for the
 * maze: the line would be thinner than MAZE_BOOK_MIN_LINE_MM, or the
 * margins leave no room (both outputs 0 on failure). */
MAZE_API int maze_book_fit(const maze_book_opts *o, const maze *m, double *cell_mm, double *line_mm);
/* Draws a book of the `count` mazes of `entries` (numbered 1..count in
 * that order) as a PDF to `write`: the puzzle pages with start and goal
 * (markers, or gaps with o->gaps), the answer pages with the overlay's path
 * too. The same arguments give the same bytes (the creation date is
 * o->created). Every maze is checked (maze_book_fit) before anything is
 * written. o NULL: the defaults. Returns MAZE_OK, MAZE_EINVAL (NULL entries or write, count 0,
 * a NULL maze, bad options or a path cell outside its maze), MAZE_ERANGE
 * (a maze does not fit its slot), MAZE_EUNSUPPORTED (a build without
 * cairo, or libcairo.so.2 not found), MAZE_EIO (write failed), MAZE_ENOMEM. */
MAZE_API int maze_book_draw(const maze_book_entry *entries, size_t count, const maze_book_opts *o,
                            maze_write_fn write, void *ctx);

#ifdef __cplusplus
}
#endif
#endif /* MAZE_H */
