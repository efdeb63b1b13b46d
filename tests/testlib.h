/* testlib.h - what the unit tests share, each tool once: the CHECK harness,
 * a memory sink for writers, an allocator that counts and fails on demand,
 * union-find and perfect-maze checks, cell masks, search instances with an
 * independent reference search (the oracle the solvers are held to), the
 * spanning trees of small graphs (counted by Kirchhoff, listed, chi-square
 * of a sampler) and a few file tools. The body is testlib.c, built once and linked into every
 * unit test; it uses only maze.h, and never the library's solvers. */
#ifndef MAZE_TESTLIB_H
#define MAZE_TESTLIB_H

#include "maze.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ==== the harness ==== */

/* TL_SANITIZED is 1 in an AddressSanitizer build (GCC's or clang's), which is
 * there to catch what the code does to memory: a test may run fewer repeats
 * of one path there (more seeds, more copies of one shape), each path still
 * once, the other builds the full set. */
#if defined(__SANITIZE_ADDRESS__)
#define TL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TL_SANITIZED 1
#endif
#endif
#ifndef TL_SANITIZED
#define TL_SANITIZED 0
#endif

/* Checks passed and failed so far in this test program. */
extern int tl_passed, tl_failed;

/* CHECK records a failure with its file and line and goes on. */
#define CHECK(cond)                                                             \
    do {                                                                        \
        if (cond) {                                                             \
            tl_passed++;                                                        \
        } else {                                                                \
            tl_failed++;                                                        \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                       \
    } while (0)

/* CHECK_EQ compares two integers and prints both when they differ. */
#define CHECK_EQ(a, b)                                                          \
    do {                                                                        \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);         \
        if (check_a_ == check_b_) {                                             \
            tl_passed++;                                                        \
        } else {                                                                \
            tl_failed++;                                                        \
            fprintf(stderr, "%s:%d: CHECK_EQ failed: %s == %s (%lld vs %lld)\n", \
                    __FILE__, __LINE__, #a, #b, check_a_, check_b_);            \
        }                                                                       \
    } while (0)

/* Prints the CTest-readable "N passed, N failed" line; returns the exit
 * status (1 when a check failed). */
int check_done(void);

/* ==== a memory sink for maze_write_fn writers ==== */

/* The bytes written so far, NUL-terminated (data stays NULL until a write).
 * Zero-initialise it; free data with tl_sink_free (or free()). It refuses
 * writes on demand, to test a writer's failure paths. */
typedef struct tl_sink {
    char *data;
    size_t len, cap;
    size_t calls;      /* write calls so far, refused ones included */
    size_t fail_call;  /* > 0: this call (1 = the first) and every later one fail */
    size_t fail_bytes; /* > 0: a call that would take len past this fails */
} tl_sink;

/* A maze_write_fn: appends len bytes to the tl_sink `sink`. Returns 0, or -1
 * when refused as asked or out of memory. */
int tl_sink_write(void *sink, const void *bytes, size_t len);
/* Frees the bytes and empties the sink (its failure settings stay). */
void tl_sink_free(tl_sink *s);

/* ==== an allocator that counts and fails ==== */

/* State of the allocator tl_alloc_make returns. Zero-initialise it. Armed
 * with n it fails the n-th allocation call from arming (a call of a nonzero
 * size, resizes included), once; with `sticky`, every call after it too. */
typedef struct tl_alloc {
    long live;          /* blocks allocated and not yet freed */
    size_t bytes, peak; /* bytes in live blocks, and their most */
    size_t biggest;     /* the largest size asked for */
    long armed;         /* 0: never fail; n > 0: fail the n-th call from arming */
    long count;         /* allocation calls since arming */
    int sticky;         /* with armed: every call after the n-th fails too */
    int failed;         /* an injected failure happened since arming */
} tl_alloc;

/* The allocator function (maze_allocator.realloc) over a tl_alloc `ud`. */
void *tl_alloc_fn(void *ud, void *p, size_t n);
/* A maze_allocator drawing on `a`, which must outlive what it allocates. */
maze_allocator tl_alloc_make(tl_alloc *a);
/* Arms `a` to fail its n-th allocation call from now (0: never). */
void tl_alloc_arm(tl_alloc *a, long n);

/* An operation under an allocation-failure sweep: sets up with allocator
 * `a` (drawing on f) unarmed, arms f with tl_alloc_arm(f, at) around the
 * calls under test, checks what it likes afterwards, frees everything, and
 * returns the status of the armed calls. */
typedef int (*tl_sweep_fn)(tl_alloc *f, const maze_allocator *a, long at, const void *arg);
/* Runs op failing its 1st, 2nd, ... armed allocation in turn, until a run
 * sees no failure. Checks that every failed run returns MAZE_ENOMEM, the last
 * MAZE_OK, and that no run leaves a block allocated. Returns how many
 * allocations were failed (`name` labels what went wrong on stderr). */
long tl_alloc_sweep(const char *name, tl_sweep_fn op, const void *arg);

/* An open w x h map, its graph of `moves` (4 or 8) and a search on it, the
 * set-up that sweeps of the search calls share. */
typedef struct tl_open_search {
    maze_map *map;
    maze_graph *graph;
    maze_search *search;
} tl_open_search;
/* Makes all three through allocator `a` (NULL: the default). Returns MAZE_OK,
 * or the first failure with nothing left allocated. */
int tl_open_search_make(tl_open_search *o, int32_t w, int32_t h, int moves, const maze_allocator *a);
/* Frees what tl_open_search_make made (all NULL after a failure). */
void tl_open_search_free(tl_open_search *o);

/* ==== mazes: union-find, pieces, perfection, masks ==== */

/* A maze w x h with the passages of `spec`, a list of "x y dir" (dir one
 * of N E S W); NULL when it cannot be made (a failed passage is CHECKed). */
maze *tl_maze_from_passages(int32_t w, int32_t h, const char *spec);

/* The root of i in the union-find forest parent[] (path halving). */
uint32_t tl_find(uint32_t *parent, uint32_t i);
/* Pieces of m's enabled cells, joined by grid adjacency (by_passage 0) or by
 * open passages (by_passage 1). */
uint64_t tl_pieces(const maze *m, int by_passage);
/* 1 when m's passages make one spanning tree of every piece of its enabled
 * cells: passages = cells - pieces, each piece joined into one. Without
 * disabled cells this is a perfect maze. */
int tl_spanning_forest(const maze *m);
/* 1 when a and b have the same size, passages and enabled cells. */
int tl_same_maze(const maze *a, const maze *b);
/* The E and S bits of row y of m, as a streaming generator gives them. */
void tl_maze_row(const maze *m, int32_t y, uint8_t *open);
/* Feeds every row of m to row writer w, then finishes it. Returns the first
 * failing status (MAZE_ENOMEM if the row buffer cannot be had), else MAZE_OK. */
int tl_write_rows(maze_row_writer *w, const maze *m);

/* Shapes of disabled cells for tl_mask. */
enum {
    TL_MASK_NONE,   /* every cell enabled */
    TL_MASK_RANDOM, /* 30% of the cells off at random */
    TL_MASK_SPARSE, /* 60% off at random: many small pieces */
    TL_MASK_RING,   /* a hole in the middle */
    TL_MASK_COMB,   /* teeth hanging from the bottom row: pieces join far from
                     * where a row-by-row scan first meets them */
    TL_MASK_BARS,   /* thin bars across: long pieces */
    TL_MASK_KINDS
};
/* Disables cells of m in shape `kind`; random shapes draw from an RNG seeded
 * with `seed`. */
void tl_mask(maze *m, int kind, uint64_t seed);

/* ==== search instances and the reference search ==== */

#define TL_SQRT2 1.41421356237309504880

/* A search instance: a wall maze or a block map, and its graph. The rules of
 * movement below read the maze or map itself, not the graph. */
typedef struct tl_inst {
    maze *m;
    maze_map *map;
    maze_graph *g;
    int moves;
} tl_inst;

/* A wall maze from generator `gen` with `loops` random extra passages
 * opened, and its graph. Returns the first failing status. */
int tl_inst_maze(tl_inst *in, const char *gen, int32_t w, int32_t h, uint64_t seed, int loops);
/* A w x h block map with `pct` percent blocked cells and, if `costs`,
 * random entry costs in 1..5 (some fractional); its graph with `moves`. */
int tl_inst_map(tl_inst *in, int32_t w, int32_t h, uint64_t seed, int pct, int moves, int costs);
/* A w x h block map, each cell blocked ('@') with probability pct % by the
 * project's RNG seeded with `seed`, cell by cell in row order (the same map
 * as tl_inst_map's without costs). NULL (a failed check) when it cannot be
 * made. */
maze_map *tl_random_map(int32_t w, int32_t h, uint64_t seed, int pct);
/* Destroys what the instance holds and zeroes it. */
void tl_inst_free(tl_inst *in);
/* The instance's size in cells. */
int32_t tl_inst_width(const tl_inst *in);
int32_t tl_inst_height(const tl_inst *in);
/* Whether (x, y) is a cell one may stand on (0 outside). */
int tl_open(const tl_inst *in, int32_t x, int32_t y);
/* The cost of entering (x, y): the map's cost layer, else 1. */
double tl_cost(const tl_inst *in, int32_t x, int32_t y);
/* Whether the move (x,y) -> (x+dx, y+dy) is legal: adjacent, both ends open,
 * through an open wall (maze), diagonal only with 8 moves and no corner cut
 * (map). */
int tl_move_ok(const tl_inst *in, int32_t x, int32_t y, int dx, int dy);
/* Checks a solver's result move by move from (sx,sy) to (gx,gy), and its
 * cost; returns the recomputed cost, or -1 if anything is wrong. */
double tl_check_path(const tl_inst *in, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy);
/* Line of sight checked apart from the library's walk of the cells: the
 * segment between the centres of (x0,y0) and (x1,y1) is sampled at every
 * multiple of 1 / (4 |dx| |dy|) of its length, exactly in integers, which
 * puts a sample inside every piece of it between two grid lines and on
 * every point where it meets one. A sample inside a cell needs that cell
 * open (`open`); a sample on a grid corner needs the two cells beside the
 * segment there as diagonal rule `diag` (MAZE_DIAG_*) says: both open
 * (NEVER, NO_CORNER), one (ONE_OPEN), neither (ALWAYS). 1 clear, 0 not. */
typedef int (*tl_open_fn)(const void *ud, int32_t x, int32_t y);
int tl_sight(tl_open_fn open, const void *ud, int diag, int32_t x0, int32_t y0, int32_t x1, int32_t y1);
/* tl_open as a tl_open_fn (ud the tl_inst). */
int tl_open_fn_inst(const void *ud, int32_t x, int32_t y);
/* Checks an any-angle result (MAZE_SOLVER_ANY_ANGLE) from (sx,sy) to
 * (gx,gy) of a map instance without costs: each segment in sight by
 * tl_sight (the map's no-corner rule), the cost the sum of their lengths;
 * returns that cost, or -1 if anything is wrong. */
double tl_check_any_angle(const tl_inst *in, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy);
/* tl_check_any_angle for a solver flagged MAZE_SOLVER_ANY_ANGLE, else
 * tl_check_path. */
double tl_check_result(const tl_inst *in, const maze_solver *sv, const maze_result *r, int32_t sx, int32_t sy,
                       int32_t gx, int32_t gy);
/* The reference: a plain Dijkstra over tl_move_ok and tl_cost, sharing no
 * code with the library's solvers. Fills dist (width x height, y*W+x) with
 * the least cost from (sx, sy), INFINITY where unreachable. Returns 0, or -1
 * out of memory. */
int tl_ref_distances(const tl_inst *in, int32_t sx, int32_t sy, double *dist);
/* The least cost from (sx,sy) to (gx,gy) by the reference; -1 when the goal
 * is unreachable. */
double tl_ref_cost(const tl_inst *in, int32_t sx, int32_t sy, int32_t gx, int32_t gy);
/* A random open cell (the instance must have one). */
void tl_pick_open(const tl_inst *in, maze_rng *rng, int32_t *x, int32_t *y);

/* ==== mazes of every topology, through the cell calls ==== */

/* A maze of topology t (an entry of the table) with every size parameter
 * it reads (maze_topology.flags) derived from `size` (width size, height
 * size - 1 or more, levels 2 or 3, rings size), about `off` percent of its
 * cells disabled at random, carved by generator `gen` (which must fit t)
 * and then `loops` random closed sides between enabled cells opened. All
 * randomness from `seed`. Returns the first failing status. */
int tl_topo_maze(maze **out, const maze_topology *t, int32_t size, const char *gen, uint64_t seed, int off,
                 int loops);
/* 1 when a and b have the same topology, cells, enabled cells and open
 * sides (any topology). */
int tl_same_cells(const maze *a, const maze *b);
/* 1 when cells a and b of m are joined by an open side of a. */
int tl_cell_joined(const maze *m, uint32_t a, uint32_t b);
/* The reference: a plain BFS over maze_cell_neighbor and maze_cell_is_open
 * (nothing of the library's solvers). Fills dist (maze_cell_total cells)
 * with the moves from `start` to each cell, -1 where unreachable. Returns
 * 0, or -1 out of memory. */
int tl_cell_bfs(const maze *m, uint32_t start, int64_t *dist);
/* A random enabled cell (m must have one). */
uint32_t tl_cell_pick(const maze *m, maze_rng *rng);

/* ==== spanning trees of a small graph: counted, listed, drawn ==== */

/* The most cells and edges of a tl_graph: a tree is a bitmask of its edges
 * in a uint64_t. */
#define TL_GRAPH_MAX 64

/* A small undirected graph given as cells 0..cells-1 and edges a[e]-b[e]
 * (several edges may join the same two cells; none joins a cell to itself).
 * Zero-initialise it, set cells, add edges with tl_graph_edge. */
typedef struct tl_graph {
    int cells, edges;
    int a[TL_GRAPH_MAX], b[TL_GRAPH_MAX];
} tl_graph;

/* Adds the edge a-b; returns its number, or -1 when the graph is full or
 * a or b is not a cell or a == b. */
int tl_graph_edge(tl_graph *g, int a, int b);
/* The w x h grid graph (cells y*w+x; east edges row by row, then south
 * edges), as a rectangular maze with no disabled cell joins its cells. */
void tl_graph_grid(tl_graph *g, int w, int h);
/* The number of spanning trees of g by Kirchhoff's matrix-tree theorem: the
 * determinant of its Laplacian without the last row and column, by integer
 * (Bareiss) elimination, every division checked to be exact. 0 for a
 * disconnected graph, 1 for one cell; -1 when a value overflows. */
int64_t tl_kirchhoff(const tl_graph *g);

/* Every spanning tree of a graph, each as the bitmask of its edges (bit e
 * for edge e), sorted. */
typedef struct tl_trees {
    uint64_t *code;
    long count;
} tl_trees;
/* Lists the spanning trees of g by a search over its edges (each edge taken
 * when it joins two pieces, or left when the rest still connects the
 * graph), sharing nothing with tl_kirchhoff. Returns 0, or -1 when there are
 * more than `max` or memory runs out (t is then empty). Free with
 * tl_trees_free. */
int tl_trees_list(tl_trees *t, const tl_graph *g, long max);
/* The index of the tree `code` in t, or -1 when it is not one of them. */
long tl_trees_find(const tl_trees *t, uint64_t code);
void tl_trees_free(tl_trees *t);

/* The Pearson chi-square statistic of counts[0..bins) against `expect`
 * draws in each. */
double tl_chi_square(const long *counts, long bins, double expect);
/* The chi-square value a uniform sampler exceeds with probability 0.001 at
 * df degrees of freedom (Wilson-Hilferty approximation, z = 3.09). */
double tl_chi_critical(long df);

/* A sampler under test: draws one spanning tree from rng into *code (its
 * edge bitmask over the graph the tl_trees came from). Returns 0, or -1
 * when it could not draw. */
typedef int (*tl_tree_draw_fn)(void *ud, maze_rng *rng, uint64_t *code);
/* Draws per_tree x t->count trees, all from one RNG stream seeded with
 * `seed`, and returns their chi-square statistic against the uniform
 * distribution over t. NAN (which passes no comparison) when a draw fails or
 * is not a spanning tree. */
double tl_trees_chi_square(const tl_trees *t, tl_tree_draw_fn draw, void *ud, long per_tree, uint64_t seed);

/* ==== files ==== */

/* The whole file, NUL-terminated, in memory the caller frees; its length in
 * *len (if len). NULL when it cannot be read (said on stderr). */
char *tl_read_file(const char *path, size_t *len);
/* The shipped Moving AI file tests/data/movingai/REL (under $MAZE_SOURCE_DIR,
 * else the working folder) as tl_read_file reads it. */
char *tl_read_data(const char *rel, size_t *len);
/* The shipped Moving AI map REL read (a failed check and NULL when it is
 * not). */
maze_map *tl_read_data_map(const char *rel);
/* How many entries (other than . and ..) a folder has; -1 if unreadable. */
int tl_dir_entries(const char *dir);

#endif
